/**
 * Builds place-names/{hi,kn,te}.json ({ state: { English: local }, district: …, block: …, town: … }) from
 * place-names.csv beside this file (see README.md for what it holds and where the names come from):
 *   Kind,State,District,English,hi,kn,te,Source
 * An empty cell means no name in that language (the app shows the English one). Run after editing the CSV:
 *   npx tsx frontend/src/features/places/data/buildPlaceNames.ts
 * The test `placeNames.test.ts` fails when the JSON files and the CSV disagree.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import {
  PLACE_KINDS,
  PLACE_NAME_LOCALES,
  type PlaceKind,
  type PlaceNameLocale,
  type PlaceNames,
  placeName,
} from "../placeNames.ts";
import { transliterateKannada } from "./transliterateKannada.ts";

export type PlaceNameRow = {
  kind: PlaceKind;
  state: string;
  district: string;
  english: string;
  names: Partial<Record<PlaceNameLocale, string>>;
  source: "lgd" | "app";
};

export function placeNameRows(csv: string): PlaceNameRow[] {
  const [header, ...lines] = csv.split(/\r?\n/).filter((line) => line.trim() !== "");
  if (header !== "Kind,State,District,English,hi,kn,te,Source") throw new Error(`Unexpected header: ${header}`);
  return lines.map((line) => {
    const cells = line.split(",").map((cell) => cell.trim());
    const [kind, state, district, english, hi, kn, te, source] = cells;
    if (cells.length !== 8 || !(PLACE_KINDS as readonly string[]).includes(kind!) || !english)
      throw new Error(`Bad row: ${line}`);
    if (source !== "lgd" && source !== "app") throw new Error(`Bad source: ${line}`);
    const names = Object.fromEntries(
      (PLACE_NAME_LOCALES as readonly PlaceNameLocale[])
        .map((locale, i) => [locale, [hi, kn, te][i]])
        .filter(([, name]) => name),
    );
    return { kind: kind as PlaceKind, state: state!, district: district!, english, names, source };
  });
}

export function buildPlaceNames(csv: string): Record<PlaceNameLocale, PlaceNames> {
  const result = Object.fromEntries(PLACE_NAME_LOCALES.map((locale) => [locale, {}])) as Record<
    PlaceNameLocale,
    PlaceNames
  >;
  for (const row of placeNameRows(csv)) {
    for (const locale of PLACE_NAME_LOCALES) {
      const name = row.names[locale];
      if (!name) continue;
      const kind = result[locale][row.kind] ?? {};
      result[locale][row.kind] = kind;
      if (kind[row.english] !== undefined && kind[row.english] !== name) {
        throw new Error(`Two ${locale} names for the ${row.kind} ${row.english}`);
      }
      kind[row.english] = name;
    }
  }
  // A Karnataka block with a Kannada name only, and no town or district spelt the same to borrow a name from,
  // gets its Kannada name written in Devanagari and Telugu letters.
  for (const row of placeNameRows(csv)) {
    const kannada = row.names.kn;
    if (row.kind !== "block" || !kannada) continue;
    for (const locale of ["hi", "te"] as const) {
      if (placeName(result[locale], "block", row.english) !== row.english) continue;
      const blocks = result[locale].block ?? {};
      blocks[row.english] = transliterateKannada(kannada, locale);
      result[locale].block = blocks;
    }
  }
  return result;
}

// A path beside this file (a variable, not a literal, so the test bundler leaves the URL alone).
const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

export function readPlaceNamesCsv(): string {
  return readFileSync(here("./place-names.csv"), "utf8");
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const [locale, names] of Object.entries(buildPlaceNames(readPlaceNamesCsv()))) {
    const json = JSON.stringify(names);
    writeFileSync(here(`./place-names/${locale}.json`), `${json}\n`);
    console.log(`place-names/${locale}.json: ${Buffer.byteLength(json)} bytes`);
  }
}
