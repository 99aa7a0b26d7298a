import { i18n } from "@lingui/core";

/** The app's languages as Intl locales for India: month names, relative times and numbers in the active language. */
const INTL_LOCALES: Readonly<Record<string, string>> = { en: "en-IN", hi: "hi-IN", kn: "kn-IN", te: "te-IN" };

/** The Intl locale of a Lingui locale (the active one by default); en-IN for any other. */
export function intlLocale(locale: string | undefined = i18n.locale): string {
  return (locale && INTL_LOCALES[locale]) || "en-IN";
}

/**
 * One formatter per Intl locale and kind, made on first use and kept: creating Intl formatters is slow, and a
 * list of cards formats many dates.
 */
export function cachedPerLocale<F>(make: (locale: string) => F): (locale?: string) => F {
  const made = new Map<string, F>();
  return (locale = intlLocale()) => {
    let formatter = made.get(locale);
    if (!formatter) {
      formatter = make(locale);
      made.set(locale, formatter);
    }
    return formatter;
  };
}
