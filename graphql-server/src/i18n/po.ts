// A reader for the gettext catalogs Lingui writes (frontend/src/locales/<locale>.po): only what the
// server needs, each entry's msgid, msgstr and whether its id is explicit.

export interface PoEntry {
  msgid: string;
  msgstr: string;
  /** Lingui marks a message whose id is its own text (the rules' i18n-marked strings) as an explicit id. */
  explicitId: boolean;
  msgctxt: string | null;
}

function unquote(line: string): string {
  const body = line.trim().replace(/^"|"$/g, "");
  return body.replace(/\\(["\\nrt])/g, (_, c: string) => ({ n: "\n", r: "\r", t: "\t" })[c] ?? c);
}

/** The entries of a .po file, header and obsolete (#~) entries left out. */
export function parsePo(text: string): PoEntry[] {
  const entries: PoEntry[] = [];
  for (const block of text.split(/\r?\n(?:[ \t]*\r?\n)+/)) {
    const fields: Record<string, string> = {};
    let current: string | null = null;
    let explicitId = false;
    for (const line of block.split(/\r?\n/)) {
      if (line.startsWith("#")) {
        if (/^#\.\s*js-lingui-explicit-id\s*$/.test(line)) explicitId = true;
        current = null;
        continue;
      }
      const keyword = line.match(/^(msgctxt|msgid|msgstr)\s+(".*")\s*$/);
      if (keyword) {
        current = keyword[1]!;
        fields[current] = unquote(keyword[2]!);
      } else if (current && line.trim().startsWith('"')) {
        fields[current] += unquote(line);
      }
    }
    if (fields.msgid) {
      entries.push({ msgid: fields.msgid, msgstr: fields.msgstr ?? "", explicitId, msgctxt: fields.msgctxt ?? null });
    }
  }
  return entries;
}
