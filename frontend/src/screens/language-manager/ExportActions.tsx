import { Button, Stack } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Copy, Download } from "lucide-react";
import { notify } from "../../toasts/toaster.ts";
import { customTranslations } from "../../i18n/customTranslations.ts";
import { LOCALES } from "../../i18n/locales.ts";
import { downloadJson } from "./download.ts";
import { activeTexts, languageTexts } from "./languageTexts.ts";

/** 'Copy Current Translations' (the active language, to the clipboard) and 'Export All Translations' (a JSON file). */
export function ExportActions() {
  const { i18n, t } = useLingui();

  async function copy() {
    const current = { language: i18n.locale, custom: customTranslations(i18n.locale), translations: activeTexts() };
    try {
      await navigator.clipboard.writeText(JSON.stringify(current, null, 2));
      notify.success(t`Translations copied`);
    } catch {
      notify.error(t`Could not copy`, t`Your browser did not allow copying. Try Export All Translations.`);
    }
  }

  async function exportAll() {
    const languages = await Promise.all(
      LOCALES.map(async (l) => ({
        languageInfo: { code: l.code, name: l.englishName, nativeName: l.nativeName },
        custom: customTranslations(l.code),
        translations: await languageTexts(l.code),
      })),
    );
    downloadJson("khetsetu-translations.json", languages);
  }

  return (
    <Stack direction={{ base: "column", sm: "row" }} gap="2">
      <Button variant="outline" minH="44px" onClick={() => void copy()}>
        <Copy aria-hidden />
        <Trans>Copy Current Translations</Trans>
      </Button>
      <Button variant="outline" minH="44px" onClick={() => void exportAll()}>
        <Download aria-hidden />
        <Trans>Export All Translations</Trans>
      </Button>
    </Stack>
  );
}
