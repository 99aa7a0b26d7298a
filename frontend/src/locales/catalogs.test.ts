import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

type Entry = { id: string; translation: string };

/** Reads a gettext catalog as Lingui writes it (msgid / msgstr, possibly continued over several lines). */
function readCatalog(locale: string): Entry[] {
  const text = fs.readFileSync(path.join(import.meta.dirname, `${locale}.po`), "utf8");
  const entries: Entry[] = [];
  for (const block of text.split(/\n\s*\n/)) {
    const field = (name: string) => {
      const lines = block.match(new RegExp(`^${name} ((?:".*"\\n?)+)`, "m"))?.[1];
      return lines !== undefined ? [...lines.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]).join("") : null;
    };
    const id = field("msgid");
    if (id) entries.push({ id, translation: field("msgstr") ?? "" });
  }
  return entries;
}

/** Placeholders a translation must keep: {name}, {0}, and <0>…</0> tags. */
function placeholders(message: string): string[] {
  const names = [...message.matchAll(/\{(\w+)[,}]/g)].map((m) => `{${m[1]}}`);
  const tags = [...message.matchAll(/<\/?(\d+)\/?>/g)].map((m) => m[0]);
  return [...new Set([...names, ...tags])].sort();
}

const english = readCatalog("en");

describe("translations", () => {
  it("has English source messages", () => {
    expect(english.length).toBeGreaterThan(0);
  });

  it.each(["hi", "kn", "te"])("%s translates every message and keeps its placeholders", (locale) => {
    const catalog = new Map(readCatalog(locale).map((e) => [e.id, e.translation]));
    const missing = english.filter((e) => !catalog.get(e.id)).map((e) => e.id);
    expect(missing).toEqual([]);
    const broken = english
      .filter(
        (e) =>
          JSON.stringify(placeholders(catalog.get(e.id) ?? "")) !== JSON.stringify(placeholders(e.translation || e.id)),
      )
      .map((e) => `${e.id}: ${catalog.get(e.id)}`);
    expect(broken).toEqual([]);
  });
});
