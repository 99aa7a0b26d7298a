type ScriptFont = { family: string; sample: string; load: () => Promise<unknown> };

/**
 * Each Indian language's script font (Noto Sans Devanagari, Kannada, Telugu), self-hosted. Each is its own
 * lazy CSS chunk whose @font-face rules cover only that script's characters, so a visit downloads the font of
 * the active language only, and English downloads none (Latin text uses the system font). `sample` is a
 * letter of the script: the browser fetches a face with a unicode-range only for text it covers.
 */
const SCRIPT_FONTS: Readonly<Record<string, ScriptFont | undefined>> = {
  hi: { family: "Noto Sans Devanagari", sample: "क", load: () => import("./fonts/hi.css") },
  kn: { family: "Noto Sans Kannada", sample: "ಕ", load: () => import("./fonts/kn.css") },
  te: { family: "Noto Sans Telugu", sample: "క", load: () => import("./fonts/te.css") },
};

/** The weights each script font ships (fonts/*.css). */
export const SCRIPT_FONT_WEIGHTS = [400, 600] as const;

/** How long the first render of a language waits for its font before showing the text in a fallback font. */
export const FONT_WAIT_MS = 2000;

/**
 * Registers the language's script font and waits (at most FONT_WAIT_MS) until its faces are downloaded, so
 * the text first shows in it: text laid out in a fallback font while a face is still loading is not always
 * laid out again when it arrives (seen in Chromium). A failure only leaves the system font in place. `wait: false`
 * only registers the rules (a server-rendered page's text is already laid out, and re-laid when the face arrives).
 */
export async function loadScriptFont(locale: string, { wait = true } = {}): Promise<void> {
  const font = SCRIPT_FONTS[locale];
  if (!font) return;
  try {
    await font.load();
    if (!wait) return;
    const fonts = typeof document === "undefined" ? undefined : document.fonts;
    if (!fonts?.load) return;
    const faces = Promise.all(
      SCRIPT_FONT_WEIGHTS.map((weight) => fonts.load(`${weight} 1em "${font.family}"`, font.sample)),
    ).catch(() => undefined);
    await Promise.race([faces, new Promise((resolve) => setTimeout(resolve, FONT_WAIT_MS))]);
  } catch {
    // offline or a stale deployment: the text still shows in the system's font
  }
}
