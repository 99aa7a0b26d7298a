import type { Locale } from "./locales.ts";

/**
 * Each Indian language's script font (Noto Sans Devanagari, Kannada, Telugu), self-hosted. Each is its own
 * lazy CSS chunk whose @font-face rules cover only that script's characters, so a visit downloads the font of
 * the active language only, and English downloads none (Latin text uses the system font).
 */
const SCRIPT_FONTS: Record<Locale, (() => Promise<unknown>) | null> = {
  en: null,
  hi: () => import("./fonts/hi.css"),
  kn: () => import("./fonts/kn.css"),
  te: () => import("./fonts/te.css"),
};

/** Registers the language's script font. A failure only leaves the system font in place, so it is not an error. */
export async function loadScriptFont(locale: Locale): Promise<void> {
  try {
    await SCRIPT_FONTS[locale]?.();
  } catch {
    // offline or a stale deployment: the text still shows in the system's font
  }
}
