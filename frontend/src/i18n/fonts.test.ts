import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FONT_WAIT_MS, loadScriptFont, SCRIPT_FONT_WEIGHTS } from "./fonts.ts";

const here = import.meta.dirname;
const frontend = path.resolve(here, "../..");
const root = path.resolve(frontend, "..");

/** Each Indian language's font package and the fontsource subset that holds its script. */
const SCRIPTS = [
  { locale: "hi", pkg: "noto-sans-devanagari", subset: "devanagari", family: "Noto Sans Devanagari" },
  { locale: "kn", pkg: "noto-sans-kannada", subset: "kannada", family: "Noto Sans Kannada" },
  { locale: "te", pkg: "noto-sans-telugu", subset: "telugu", family: "Noto Sans Telugu" },
] as const;

function fontFaces(css: string) {
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((match) => {
    const body = match[1]!; // the group always matches
    const prop = (name: string) => body.match(new RegExp(`${name}:\\s*([^;]+);`))?.[1]?.trim();
    return {
      family: prop("font-family"),
      display: prop("font-display"),
      weight: prop("font-weight"),
      src: prop("src"),
      range: prop("unicode-range")?.replace(/\s+/g, ""), // a list of ranges; the spaces between are formatting
    };
  });
}

describe("the script fonts", () => {
  it.each(SCRIPTS)(
    "$locale: $family, the script's own subset only, 400 and 600, font-display swap",
    ({ locale, pkg, subset, family }) => {
      const faces = fontFaces(fs.readFileSync(path.join(here, "fonts", `${locale}.css`), "utf8"));
      const unicode = JSON.parse(
        fs.readFileSync(path.join(root, "node_modules/@fontsource", pkg, "unicode.json"), "utf8"),
      ) as Record<string, string>;
      expect(faces.map((f) => Number(f.weight))).toEqual([...SCRIPT_FONT_WEIGHTS]);
      for (const face of faces) {
        expect(face.family).toBe(`"${family}"`);
        expect(face.display).toBe("swap");
        expect(face.range).toBe(unicode[subset]);
        expect(face.src).toBe(
          `url("@fontsource/${pkg}/files/${pkg}-${subset}-${face.weight}-normal.woff2") format("woff2")`,
        );
        const [, file] = face.src?.match(/url\("([^"]+)"\)/) ?? [];
        expect(file !== undefined && fs.existsSync(path.join(root, "node_modules", file))).toBe(true);
      }
    },
  );

  it("the site's one font stack (index.html) lists the system font first, then the three script fonts", () => {
    const html = fs.readFileSync(path.join(frontend, "index.html"), "utf8");
    const stack =
      html
        .match(/--ks-font-sans:([^;]+);/)?.[1]
        ?.replace(/\s+/g, " ")
        .trim() ?? "";
    const families = stack.split(",").map((f) => f.trim().replaceAll('"', ""));
    expect(families[0]).toBe("system-ui");
    const positions = SCRIPTS.map((s) => families.indexOf(s.family));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect(families.at(-1)).toBe("sans-serif");
  });
});

describe("loadScriptFont", () => {
  const original = Object.getOwnPropertyDescriptor(document, "fonts");
  function stubFonts(load: (font: string, text: string) => Promise<unknown>) {
    const spy = vi.fn(load);
    Object.defineProperty(document, "fonts", { configurable: true, value: { load: spy } });
    return spy;
  }
  afterEach(() => {
    if (original) Object.defineProperty(document, "fonts", original);
    else delete (document as { fonts?: unknown }).fonts;
    vi.useRealTimers();
  });

  it("loads no font for English", async () => {
    const load = stubFonts(async () => []);
    await loadScriptFont("en");
    expect(load).not.toHaveBeenCalled();
  });

  it.each(SCRIPTS)("waits for both $family faces, asking with a letter of the script", async ({ locale, family }) => {
    const load = stubFonts(async () => []);
    await loadScriptFont(locale);
    expect(load.mock.calls.map(([font]) => font)).toEqual(SCRIPT_FONT_WEIGHTS.map((w) => `${w} 1em "${family}"`));
    for (const [, text] of load.mock.calls) expect(text).toMatch(/^\p{L}$/u);
  });

  it("waits at most FONT_WAIT_MS for a slow font, and a failing one is no error", async () => {
    vi.useFakeTimers();
    stubFonts(() => new Promise(() => undefined));
    let done = false;
    void loadScriptFont("kn").then(() => (done = true));
    await vi.advanceTimersByTimeAsync(FONT_WAIT_MS - 10);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(10);
    expect(done).toBe(true);

    stubFonts(() => Promise.reject(new Error("network")));
    await expect(loadScriptFont("te")).resolves.toBeUndefined();
  });
});
