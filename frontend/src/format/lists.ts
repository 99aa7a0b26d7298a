import { cachedPerLocale } from "./intlLocale.ts";

const conjunction = cachedPerLocale((locale) => new Intl.ListFormat(locale, { type: "conjunction" }));

/** Items joined as a list in the active language: "A, B and C" in English. */
export function formatList(items: readonly string[]): string {
  return conjunction().format(items);
}
