// Reads a Lingui .po catalog of the app, so a journey can expect the translation that is actually shipped.
import fs from "node:fs";
import path from "node:path";

const localesDir = path.resolve(import.meta.dirname, "../src/locales");

function unquote(line: string): string {
  return JSON.parse(line.trim().replace(/^msg(id|str)\s+/, ""));
}

/** msgid → msgstr of frontend/src/locales/<locale>.po (empty translations left out). */
export function readCatalog(locale: string): Map<string, string> {
  const lines = fs.readFileSync(path.join(localesDir, `${locale}.po`), "utf8").split("\n");
  const out = new Map<string, string>();
  let id: string | null = null;
  let str: string | null = null;
  let reading: "id" | "str" | null = null;
  const flush = () => {
    if (id && str) out.set(id, str);
    id = str = null;
    reading = null;
  };
  for (const raw of lines) {
    const line = raw.trim();
    if (line.startsWith("msgid ")) {
      flush();
      id = unquote(line);
      reading = "id";
    } else if (line.startsWith("msgstr ")) {
      str = unquote(line);
      reading = "str";
    } else if (line.startsWith('"') && reading) {
      if (reading === "id") id = (id ?? "") + JSON.parse(line);
      else str = (str ?? "") + JSON.parse(line);
    } else if (line === "" || line.startsWith("#")) {
      if (reading === "str") flush();
    }
  }
  flush();
  return out;
}
