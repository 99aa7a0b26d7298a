import { Button, Stack } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useState } from "react";
import { OptionSelect } from "../../components/OptionSelect.tsx";
import { TextField } from "../../components/TextField.tsx";
import { isLocale, LOCALES } from "../../i18n/locales.ts";
import { downloadJson } from "./download.ts";
import { languageTexts } from "./languageTexts.ts";
import { buildTemplate, LANGUAGE_CODE_MAX_LENGTH, LANGUAGE_CODE_PATTERN } from "./translationFile.ts";

/**
 * 'Create New Language': a code of 2-3 letters (lowercased), an English name (required), a native name (optional)
 * and a base language. 'Create Language Template' downloads a translation file with the base language's texts.
 */
export function NewLanguageForm() {
  const { t } = useLingui();
  const [code, setCode] = useState("");
  const [name, setName] = useState("");
  const [nativeName, setNativeName] = useState("");
  const [base, setBase] = useState("en");
  const [submitted, setSubmitted] = useState(false);
  const codeError = !LANGUAGE_CODE_PATTERN.test(code) ? t`Enter a code of 2 or 3 letters, e.g. mr` : undefined;
  const nameError = !name.trim() ? t`English name is required` : undefined;

  async function create(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (codeError || nameError || !isLocale(base)) return;
    const template = buildTemplate(
      { code, name: name.trim(), nativeName: nativeName.trim() },
      await languageTexts(base),
    );
    downloadJson(`${code}-translations.json`, template);
  }

  return (
    <Stack as="form" gap="3" onSubmit={(event) => void create(event)}>
      <TextField
        label={<Trans>Language code</Trans>}
        value={code}
        onChange={(value) => setCode(value.toLowerCase().slice(0, LANGUAGE_CODE_MAX_LENGTH))}
        maxLength={LANGUAGE_CODE_MAX_LENGTH}
        autoComplete="off"
        error={submitted ? codeError : undefined}
        helper={<Trans>2 or 3 letters, e.g. mr for Marathi</Trans>}
      />
      <TextField
        label={<Trans>English name</Trans>}
        value={name}
        onChange={setName}
        maxLength={60}
        error={submitted ? nameError : undefined}
      />
      <TextField
        label={<Trans>Native name (optional)</Trans>}
        value={nativeName}
        onChange={setNativeName}
        maxLength={60}
      />
      <OptionSelect
        label={<Trans>Base language</Trans>}
        placeholder={t`Select a language`}
        options={LOCALES.map((l) => ({ value: l.code, label: `${l.nativeName} (${l.englishName})` }))}
        value={base}
        onChange={setBase}
      />
      <Button type="submit" colorPalette="brand" minH="44px">
        <Trans>Create Language Template</Trans>
      </Button>
    </Stack>
  );
}
