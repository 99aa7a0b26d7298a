/**
 * Builds india-locations.json ({ state: { district: [blocks] } }) from the two trimmed Local Government
 * Directory extracts beside this file (see README.md for their source, licence and date):
 *   lgd-districts.csv  State Code,State Name,District Code,District Name  (every state and UT)
 *   lgd-blocks.csv     State Code,State Name,District Code,District Name,Block Code,Block Name  (some states)
 * Names are turned from LGD's capitals into title case; districts with no block rows get an empty list
 * (the form then asks for the block as text). Run after editing a CSV:
 *   npx tsx frontend/src/features/places/data/buildIndiaLocations.ts
 * The test `india.test.ts` fails when the JSON and the CSVs disagree.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { IndiaLocations } from "../india.ts";

const SMALL_WORDS = new Set(["and", "of"]);

/** One word of an LGD name: capitals become title case; mixed case and vowelless acronyms (NTR, SPSR) stay. */
function titleWord(word: string, index: number): string {
  if (word !== word.toUpperCase()) return word;
  const letters = word.replace(/[^A-Z]/g, "");
  if (letters.length > 1 && !/[AEIOU]/.test(letters) && !word.includes(".")) return word;
  const lower = word.toLowerCase();
  if (index > 0 && SMALL_WORDS.has(lower)) return lower;
  return lower.replace(/(^|[.(-])([a-z])/g, (_, before: string, letter: string) => before + letter.toUpperCase());
}

/** 'THE DADRA AND NAGAR HAVELI AND DAMAN AND DIU' → 'The Dadra and Nagar Haveli and Daman and Diu'. */
export function lgdTitleCase(name: string): string {
  return name.trim().split(/\s+/).map(titleWord).join(" ");
}

/** A state's name as people write it: title case, without LGD's leading 'The'. */
function stateName(name: string): string {
  return lgdTitleCase(name).replace(/^The /, "");
}

/** A row of `N` cells. */
type Cells<N extends number, T extends string[] = []> = T["length"] extends N ? T : Cells<N, [...T, string]>;

/** The CSV's rows after the header, each checked to have `width` cells. */
function rows<N extends number>(csv: string, width: N): Cells<N>[] {
  return csv
    .split(/\r?\n/)
    .slice(1)
    .filter((line) => line.trim() !== "")
    .map((line) => {
      const cells = line.split(",").map((cell) => cell.trim());
      if (cells.length !== width) throw new Error(`Expected ${width} cells: ${line}`);
      return cells as Cells<N>;
    });
}

const byName = (a: string, b: string) => a.localeCompare(b, "en");

export function buildIndiaLocations(districtsCsv: string, blocksCsv: string): IndiaLocations {
  const districtNames = new Map<string, string>(); // LGD district code → display name
  const tree = new Map<string, Map<string, Set<string>>>();
  for (const [, state, code, district] of rows(districtsCsv, 4)) {
    const name = lgdTitleCase(district);
    districtNames.set(code, name);
    const districts = tree.get(stateName(state)) ?? new Map<string, Set<string>>();
    districts.set(name, new Set());
    tree.set(stateName(state), districts);
  }
  for (const [, state, districtCode, , , block] of rows(blocksCsv, 6)) {
    const district = districtNames.get(districtCode);
    const blocks = district ? tree.get(stateName(state))?.get(district) : undefined;
    if (!blocks) throw new Error(`Block ${block}: district code ${districtCode} is not in ${stateName(state)}`);
    blocks.add(lgdTitleCase(block));
  }
  const result: IndiaLocations = {};
  for (const state of [...tree.keys()].sort(byName)) {
    const districts = tree.get(state)!;
    result[state] = {};
    for (const district of [...districts.keys()].sort(byName)) {
      result[state][district] = [...districts.get(district)!].sort(byName);
    }
  }
  return result;
}

export function readIndiaLocationSources(): { districtsCsv: string; blocksCsv: string } {
  const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));
  return {
    districtsCsv: readFileSync(here("./lgd-districts.csv"), "utf8"),
    blocksCsv: readFileSync(here("./lgd-blocks.csv"), "utf8"),
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { districtsCsv, blocksCsv } = readIndiaLocationSources();
  const json = JSON.stringify(buildIndiaLocations(districtsCsv, blocksCsv));
  writeFileSync(fileURLToPath(new URL("./india-locations.json", import.meta.url)), `${json}\n`);
  console.log(`india-locations.json: ${json.length} bytes`);
}
