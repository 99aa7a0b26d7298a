import { i18n } from "@lingui/core";
import { customTranslations, SAMPLE_KEYS, type SampleKey } from "../../i18n/customTranslations.ts";
import type { Locale } from "../../i18n/locales.ts";

type CompiledMessage = string | (string | unknown[])[];

/** A compiled catalog message back as text; arguments show as {name}. */
function textOf(message: CompiledMessage | undefined, fallback: string): string {
  if (message === undefined) return fallback;
  if (typeof message === "string") return message;
  return message.map((token) => (typeof token === "string" ? token : `{${String(token[0])}}`)).join("");
}

/** The editable keys' texts in the active language, as the screen shows them now. */
export function activeTexts(): Record<SampleKey, string> {
  return Object.fromEntries(
    Object.entries(SAMPLE_KEYS).map(([key, descriptor]) => [key, i18n._(descriptor)]),
  ) as Record<SampleKey, string>;
}

/** The editable keys' texts in any language: its catalog (downloaded if needed) with the user's translations over it. */
export async function languageTexts(locale: Locale): Promise<Record<SampleKey, string>> {
  if (locale === i18n.locale) return activeTexts();
  const { messages } = (await import(`../../locales/${locale}.po`)) as { messages: Record<string, CompiledMessage> };
  const custom = customTranslations(locale);
  return Object.fromEntries(
    Object.entries(SAMPLE_KEYS).map(([key, descriptor]) => [
      key,
      custom[key as SampleKey] ?? textOf(messages[descriptor.id], descriptor.message ?? key),
    ]),
  ) as Record<SampleKey, string>;
}
