/**
 * Kannada text in Devanagari or Telugu letters. Unicode lays out the Indic script blocks alike (from ISCII),
 * so most letters map by a fixed offset: Kannada U+0C80 → Devanagari U+0900, Telugu U+0C00. Hindi has no short
 * e and o, so Kannada's short ಎ ಒ ೆ ೊ become Devanagari's ए ओ े ो; the Kannada length mark ೕ has no Hindi
 * sign and is dropped. Used for place names that have a Kannada name only, so a Hindi or Telugu reader sees
 * the name in their own script, said the same way.
 */
const KANNADA_START = 0x0c80;
const KANNADA_END = 0x0cff;
const TARGET_START = { hi: 0x0900, te: 0x0c00 } as const;

const HINDI_SPECIAL: Record<string, string> = { ಎ: "ए", ಒ: "ओ", "ೆ": "े", "ೊ": "ो", "ೕ": "", "ೖ": "" };

export function transliterateKannada(text: string, script: keyof typeof TARGET_START): string {
  let out = "";
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code < KANNADA_START || code > KANNADA_END) {
      out += char;
      continue;
    }
    if (script === "hi" && char in HINDI_SPECIAL) {
      out += HINDI_SPECIAL[char];
      continue;
    }
    out += String.fromCodePoint(code - KANNADA_START + TARGET_START[script]);
  }
  return out;
}
