import { i18n, type Messages } from "@lingui/core";
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS } from "@rules/language.ts";
import { applyCustomTranslations } from "./customTranslations.ts";
import { loadScriptFont } from "./fonts.ts";
import { hydration } from "../rendered/hydrated.ts";
import { pendingCatalog } from "./page-messages.ts";

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
  return savedLocale() ?? "en";
}

/** The language this browser chose, or null when it chose none. */
export function savedLocale(): Locale | null {
  try {
    const saved = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLocale(saved) ? saved : null;
  } catch {
    return null;
  }
}

/** Keeps the choice in localStorage and in the cookie the server renders pages by. */
export function rememberLocale(locale: Locale) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // private mode: the choice lasts for this visit only
  }
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie; the Cookie Store API is missing on older phones
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
}

/** One language's whole catalog, downloaded (each language is its own lazy chunk). */
const downloadCatalog = async (locale: Locale): Promise<Messages> =>
  ((await import(`../locales/${locale}.po`)) as { messages: Messages }).messages;

/**
 * Downloads one language's catalog and its script's font rules (each is its own lazy chunk, so only the
 * active language is fetched; both at once) and switches to it, with the user's own translations laid over
 * it. The choice is kept in localStorage, in the language cookie and on <html lang>.
 * To hydrate a server-rendered page (`hydrating`), the catalog is switched to exactly as the server rendered it:
 * without the font's rules (the page carries its regular face; the rest follow hydration, `loadScriptFont`),
 * without the user's own translations and without keeping the choice; `applyCustomTranslations` follows once the
 * page is hydrated.
 */
export async function activateLocale(locale: Locale, { hydrating = false } = {}): Promise<void> {
  const font = hydrating ? undefined : loadScriptFont(locale);
  // Another language is switched to once a server-rendered page has hydrated: every text is read from the one active
  // language, and a part hydrating after the switch would be drawn in the new language over the server's words.
  const [messages] = await Promise.all([downloadCatalog(locale), font, hydrating ? undefined : hydration()]);
  // A copy: custom translations are laid over it.
  switchTo(locale, { ...messages });
  if (hydrating) return;
  applyCustomTranslations(locale);
  rememberLocale(locale);
}

/** A server-rendered page's own messages, until its whole catalog is there. */
let pageMessages: ReturnType<typeof pendingCatalog> | null = null;

/**
 * Switches to the messages a server-rendered page was drawn with (the page carries them), so that it hydrates
 * without waiting for its language's whole catalog; `completeCatalog` adds the rest. Until then a text drawn
 * without its message shows PENDING_TEXT, and is drawn again once the catalog is there.
 */
export function activatePageMessages(locale: Locale, messages: Messages): void {
  const page = pendingCatalog(messages);
  switchTo(locale, page.messages);
  pageMessages = page;
}

/** Makes `messages` the active language's (a whole catalog unless a page's own), and sets <html lang>. */
function switchTo(locale: Locale, messages: Messages) {
  pageMessages = null;
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
}

/**
 * Downloads the language's whole catalog and adds it under a page's own messages (`activatePageMessages`). The
 * page's texts are the same either way, so nothing is drawn again; only when a text was drawn meanwhile whose
 * message was not yet there does the screen render again with the whole catalog. A download that fails (offline)
 * is tried again once the phone is back online.
 */
export async function completeCatalog(locale: Locale, download = downloadCatalog): Promise<void> {
  const page = pageMessages;
  for (;;) {
    let messages: Messages;
    try {
      messages = await download(locale);
    } catch {
      await new Promise<void>((resolve) => window.addEventListener("online", () => resolve(), { once: true }));
      continue;
    }
    // Another language was chosen meanwhile, with its whole catalog.
    if (i18n.locale !== locale || !page || pageMessages !== page) return;
    page.complete();
    pageMessages = null;
    if (page.missed()) i18n.load(locale, messages);
    else Object.assign(i18n.messages, messages);
    return;
  }
}
