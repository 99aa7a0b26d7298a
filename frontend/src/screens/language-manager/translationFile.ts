import { SAMPLE_KEYS, isSampleKey, type CustomTranslations, type SampleKey } from "../../i18n/customTranslations.ts";

/** A language's translation file: who it is for, and key → text. */
export type TranslationFile = {
  languageInfo: { code: string; name: string; nativeName: string };
  translations: Record<string, string>;
};

/** A problem found in an uploaded file, one per line on screen. */
export type UploadProblem =
  | { kind: "notJson" }
  | { kind: "badShape" }
  | { kind: "unknownKey"; key: string }
  | { kind: "badValue"; key: string }
  | { kind: "lostPlaceholder"; key: string; placeholder: string };

/** 2 or 3 lowercase letters. */
export const LANGUAGE_CODE_PATTERN = /^[a-z]{2,3}$/;
export const LANGUAGE_CODE_MAX_LENGTH = 3;

/** The {placeholders} a message carries, e.g. {firstName}. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{\s*(\w+)[^}]*\}/g)].map((match) => match[1]!);
}

/** A template for a new language: each editable key with the base language's text to translate from. */
export function buildTemplate(
  info: TranslationFile["languageInfo"],
  baseTexts: Record<SampleKey, string>,
): TranslationFile {
  return { languageInfo: info, translations: { ...baseTexts } };
}

/**
 * Reads an uploaded translation file. The file needs languageInfo.code, languageInfo.name and a translations object;
 * each entry is kept when its key is an editable key, its text a non-empty string, and it keeps the base text's
 * placeholders. Everything else is reported.
 */
export function readTranslationFile(
  text: string,
  baseTexts: Record<SampleKey, string>,
): { code?: string; valid: CustomTranslations; problems: UploadProblem[] } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { valid: {}, problems: [{ kind: "notJson" }] };
  }
  const file = parsed as Partial<TranslationFile> | null;
  const info = file?.languageInfo;
  const translations = file?.translations;
  if (
    !info ||
    typeof info !== "object" ||
    typeof info.code !== "string" ||
    !info.code.trim() ||
    typeof info.name !== "string" ||
    !info.name.trim() ||
    !translations ||
    typeof translations !== "object" ||
    Array.isArray(translations)
  ) {
    return { valid: {}, problems: [{ kind: "badShape" }] };
  }
  const valid: CustomTranslations = {};
  const problems: UploadProblem[] = [];
  for (const [key, value] of Object.entries(translations as Record<string, unknown>)) {
    if (!isSampleKey(key)) {
      problems.push({ kind: "unknownKey", key });
    } else if (typeof value !== "string" || !value.trim()) {
      problems.push({ kind: "badValue", key });
    } else {
      const kept = placeholdersOf(value);
      const lost = [...new Set(placeholdersOf(baseTexts[key]))].filter((name) => !kept.includes(name));
      for (const placeholder of lost) problems.push({ kind: "lostPlaceholder", key, placeholder });
      if (lost.length === 0) valid[key] = value;
    }
  }
  return { code: info.code.trim().toLowerCase(), valid, problems };
}

export const SAMPLE_KEY_NAMES = Object.keys(SAMPLE_KEYS) as SampleKey[];
