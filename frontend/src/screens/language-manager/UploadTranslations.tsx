import { Button, List, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Upload } from "lucide-react";
import { type ChangeEvent, useId, useRef, useState } from "react";
import { notify } from "../../toasts/toaster.ts";
import { applyCustomTranslations, saveCustomTranslations } from "../../i18n/customTranslations.ts";
import { isLocale } from "../../i18n/locales.ts";
import { activeTexts, languageTexts } from "./languageTexts.ts";
import { readTranslationFile, type UploadProblem } from "./translationFile.ts";

/**
 * 'Upload Translation File': reads a translation file, keeps its valid entries for the file's language (shown at
 * once when that language is active) and lists every problem, one a line.
 */
export function UploadTranslations() {
  const { i18n, t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const [problems, setProblems] = useState<UploadProblem[]>([]);
  const [added, setAdded] = useState<number | null>(null);

  function describe(problem: UploadProblem): string {
    const key = "key" in problem ? problem.key : "";
    const placeholder = "placeholder" in problem ? `{${problem.placeholder}}` : "";
    switch (problem.kind) {
      case "notJson":
        return t`The file is not valid JSON.`;
      case "badShape":
        return t`The file needs languageInfo with code and name, and a translations object.`;
      case "unknownKey":
        return t`Unknown key: ${key}`;
      case "badValue":
        return t`${key}: the text must be a non-empty string`;
      case "lostPlaceholder":
        return t`${key}: the placeholder ${placeholder} is missing`;
    }
  }

  async function read(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const text = await file.text();
    const first = readTranslationFile(text, activeTexts());
    const base =
      first.code && isLocale(first.code) && first.code !== i18n.locale ? await languageTexts(first.code) : null;
    const result = base ? readTranslationFile(text, base) : first;
    setProblems(result.problems);
    const count = Object.keys(result.valid).length;
    setAdded(result.code ? count : null);
    if (result.code && count > 0) {
      const merged = saveCustomTranslations(result.code, result.valid);
      if (result.code === i18n.locale) applyCustomTranslations(result.code, merged);
      notify.success(t`Translations uploaded`);
    }
  }

  return (
    <Stack gap="3">
      <input
        ref={input}
        type="file"
        accept="application/json,.json"
        hidden
        aria-label={t`Translation file`}
        onChange={(event) => void read(event)}
      />
      <Button variant="outline" minH="44px" onClick={() => input.current?.click()}>
        <Upload aria-hidden />
        <Trans>Upload Translation File</Trans>
      </Button>
      {added !== null && (
        <Text role="status">
          <Trans>Translations added: {added}</Trans>
        </Text>
      )}
      {problems.length > 0 && (
        <Stack gap="1" role="alert">
          <Text id={listId} fontWeight="semibold" color="red.700">
            <Trans>Problems in the file</Trans>
          </Text>
          <List.Root aria-labelledby={listId} ps="5" color="red.700" wordBreak="break-word">
            {/* No two problems of a file are the same (each names its kind, key and placeholder). */}
            {problems.map((problem) => (
              <List.Item key={JSON.stringify(problem)}>{describe(problem)}</List.Item>
            ))}
          </List.Root>
        </Stack>
      )}
    </Stack>
  );
}
