import { i18n, type MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/**
 * The translation keys a user may edit by hand, each tied to the app message it changes
 * (e.g. nav.home is the bottom bar's 'Home').
 */
export const SAMPLE_KEYS = {
  "common.welcome": msg`Welcome to KhetSetu!`,
  "common.login": msg`Sign in to KhetSetu`,
  "common.save": msg`Save Changes`,
  "common.cancel": msg`Cancel`,
  "common.continue": msg`Continue`,
  "common.back": msg`Back`,
  "home.title": msg`Farm work, fair pay, close to home`,
  "home.subtitle": msg`Agricultural work marketplace for India`,
  "skills.title": msg`My Skills`,
  "nav.home": msg`Home`,
  "nav.search": msg`Search`,
  "nav.training": msg`Training`,
  "nav.profile": msg`Profile`,
  "userType.laborer": msg`Laborer`,
  "userType.employer": msg`Employer`,
  "userType.training_provider": msg`Training Provider`,
  "category.field_activities": msg`Field Activities`,
  "category.animal_husbandry": msg`Animal Husbandry`,
  "category.horticulture": msg`Horticulture`,
} satisfies Record<string, MessageDescriptor>;

export type SampleKey = keyof typeof SAMPLE_KEYS;
export type CustomTranslations = Partial<Record<SampleKey, string>>;

export function isSampleKey(key: string): key is SampleKey {
  return Object.hasOwn(SAMPLE_KEYS, key);
}

const storageKey = (locale: string) => `customTranslations.${locale}`;

/** The translations a user added for one language (kept in localStorage). */
export function customTranslations(locale: string): CustomTranslations {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey(locale)) ?? "{}");
    if (!parsed || typeof parsed !== "object") return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(([key, value]) => isSampleKey(key) && typeof value === "string" && value !== ""),
    );
  } catch {
    return {};
  }
}

/** Adds translations to one language's kept set; the newest text of a key wins. */
export function saveCustomTranslations(locale: string, added: CustomTranslations): CustomTranslations {
  const merged = { ...customTranslations(locale), ...added };
  try {
    localStorage.setItem(storageKey(locale), JSON.stringify(merged));
  } catch {
    // private mode: the translations last for this visit only
  }
  return merged;
}

/**
 * Lays a language's custom translations over its loaded catalog. A plain text is stored as a one-token compiled
 * message, so Lingui shows it as is. When the language is the active one, the screen re-renders at once.
 */
export function applyCustomTranslations(locale: string, custom: CustomTranslations = customTranslations(locale)) {
  const messages = Object.fromEntries(
    Object.entries(custom).map(([key, text]) => [SAMPLE_KEYS[key as SampleKey].id, [text as string]]),
  );
  i18n.load(locale, messages);
  if (i18n.locale === locale) i18n.activate(locale);
}
