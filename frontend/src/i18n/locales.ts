import { i18n } from "@lingui/core";
import { applyCustomTranslations } from "./customTranslations.ts";
import { loadScriptFont } from "./fonts.ts";

/** The app's languages, each with its native and English name. English is the default. */
export const LOCALES = [
  { code: "en", nativeName: "English", englishName: "English" },
  { code: "hi", nativeName: "हिन्दी", englishName: "Hindi" },
  { code: "kn", nativeName: "ಕನ್ನಡ", englishName: "Kannada" },
  { code: "te", nativeName: "తెలుగు", englishName: "Telugu" },
] as const;

export type Locale = (typeof LOCALES)[number]["code"];

/** localStorage key that keeps the chosen language. */
export const LANGUAGE_STORAGE_KEY = "language";

export function isLocale(value: unknown): value is Locale {
  return LOCALES.some((l) => l.code === value);
}

export function storedLocale(): Locale {
  try {
    const saved = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLocale(saved) ? saved : "en";
  } catch {
    return "en";
  }
}

/**
 * Downloads one language's catalog and its script's font rules (each is its own lazy chunk, so only the
 * active language is fetched; both at once) and switches to it, with the user's own translations laid over
 * it. The choice is kept in localStorage and on <html lang>.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  const [{ messages }] = await Promise.all([import(`../locales/${locale}.po`), loadScriptFont(locale)]);
  i18n.loadAndActivate({ locale, messages: { ...messages } });
  applyCustomTranslations(locale);
  document.documentElement.lang = locale;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // private mode: the choice lasts for this visit only
  }
}
