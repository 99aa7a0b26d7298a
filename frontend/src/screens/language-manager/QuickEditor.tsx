import { Button, Stack } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useState } from "react";
import { OptionSelect } from "../../components/OptionSelect.tsx";
import { TextField } from "../../components/TextField.tsx";
import { notify } from "../../toasts/toaster.ts";
import { applyCustomTranslations, isSampleKey, saveCustomTranslations } from "../../i18n/customTranslations.ts";
import { SAMPLE_KEY_NAMES } from "./translationFile.ts";

/**
 * Pick an editable key, type its text, 'Add Translation': the text is kept for the active language and shows on
 * screen at once.
 */
export function QuickEditor() {
  const { i18n, t } = useLingui();
  const [key, setKey] = useState("");
  const [value, setValue] = useState("");
  const ready = isSampleKey(key) && value.trim() !== "";

  function add(event: FormEvent) {
    event.preventDefault();
    if (!isSampleKey(key) || !value.trim()) return;
    applyCustomTranslations(i18n.locale, saveCustomTranslations(i18n.locale, { [key]: value.trim() }));
    setValue("");
    notify.success(t`Translation added`, key);
  }

  return (
    <Stack as="form" gap="3" onSubmit={add}>
      <OptionSelect
        label={<Trans>Translation key</Trans>}
        placeholder={t`Select a key`}
        options={SAMPLE_KEY_NAMES.map((name) => ({ value: name, label: name }))}
        value={key}
        onChange={setKey}
      />
      <TextField label={<Trans>Translation</Trans>} value={value} onChange={setValue} maxLength={200} />
      <Button type="submit" colorPalette="brand" minH="44px" disabled={!ready}>
        <Trans>Add Translation</Trans>
      </Button>
    </Stack>
  );
}
