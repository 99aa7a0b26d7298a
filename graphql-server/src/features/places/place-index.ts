// Every place of India with coordinates: LGD's states, districts and blocks, India Post's offices (a head or
// sub office is a town, a branch office a village) and their pincodes. Each is found by any of its names: the
// English one, an older one (Mysore for Mysuru) and its names in Hindi, Kannada and Telugu.
import type { Coordinates } from "../../rules/distance.ts";
import { PLACE_NAMES } from "./aliases.ts";
import type { PlaceSources, PostOfficeRow } from "./place-sources.ts";

export const PLACE_KINDS = ["state", "district", "block", "town", "village", "pincode"] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

export interface Place extends Coordinates {
  name: string;
  kind: PlaceKind;
  block: string | null;
  district: string;
  state: string;
  pincode: string | null;
}

export interface PlaceIndex {
  /** Places matching the text by the start of any of their names (or a pincode's first digits), best first. */
  search(text: string, limit: number): Place[];
  /** The finest of the named places that is known: pincode, else village or town, else block, else district, else state. */
  locate(where: PlaceQuery): Place | null;
  districts(): Place[];
  /** Every place of the index. */
  places(): readonly Place[];
}

export interface PlaceQuery {
  pincode?: string | null;
  cityVillage?: string | null;
  block?: string | null;
  district?: string | null;
  state?: string | null;
}

/** Letters and digits only, lower case: "Mysuru H.O" and "mysuru ho" are one key. */
export function placeKey(text: string): string {
  return text
    .normalize("NFC")
    .toLowerCase()
    .replace(/[\s.,'’()-]+/g, " ")
    .trim();
}

/** "Maddur S.O (Mandya)" → "Maddur": the office's place, without its India Post suffix. */
function officePlaceName(office: string): string {
  return office
    .replace(/\s*\([^)]*\)\s*/g, " ")
    .replace(/\s+(?:[BSHG]\.?\s?O\.?|P\.?O\.?)\s*$/i, "")
    .trim();
}

/** India's extent: an office placed outside it has wrong coordinates. */
const INDIA = { south: 6, north: 37.5, west: 68, east: 97.5 };
const inIndia = (latitude: number, longitude: number) =>
  latitude > INDIA.south && latitude < INDIA.north && longitude > INDIA.west && longitude < INDIA.east;

/** An office's coordinates: none when India Post gives 0 or a point outside India, swapped back when given the wrong way round. */
function officeCoordinates(row: PostOfficeRow): Coordinates | null {
  if (inIndia(row.a, row.n)) return { latitude: row.a, longitude: row.n };
  if (inIndia(row.n, row.a)) return { latitude: row.n, longitude: row.a };
  return null;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function centre(points: readonly Coordinates[]): Coordinates | null {
  if (points.length === 0) return null;
  return { latitude: median(points.map((p) => p.latitude)), longitude: median(points.map((p) => p.longitude)) };
}

/** India Post's district names that differ from LGD's beyond spelling case ("state|India Post's" → LGD's). */
const DISTRICT_ALIASES: Record<string, string> = {
  "karnataka|bagalkot": "bagalkote",
  "karnataka|vijaynagar": "vijayanagar",
  "madhya pradesh|hoshangabad": "narmadapuram",
  "punjab|firozepur": "ferozepur",
  "sikkim|east district": "gangtok",
  "sikkim|north district": "mangan",
  "sikkim|south district": "namchi",
  "sikkim|west district": "gyalshing",
};

/** The headquarters' pincode of LGD districts formed after India Post's directory was drawn up. */
const NEW_DISTRICT_HEADQUARTERS: Record<string, string> = {
  "assam|tamulpur": "781367",
  "chhattisgarh|khairgarh chhuikhadan gandai": "491881",
  "chhattisgarh|manendragarh chirimiri bharatpur": "497442",
  "chhattisgarh|mohla manpur ambagarh chouki": "491666",
  "chhattisgarh|sarangarh bilaigarh": "496445",
  "meghalaya|eastern west khasi hills": "793120",
  "nagaland|chumoukedima": "797103",
};

/** Every other English name of a place (Mysuru → Mysore), by key. */
const OLD_NAMES = new Map<string, string[]>(
  PLACE_NAMES.flatMap((names) => names.map((name) => [placeKey(name), names.filter((other) => other !== name)])),
);

/** Each other name's key with the key of the name the data uses (bangalore → bengaluru). */
const TO_CURRENT_NAME: readonly (readonly [string, string])[] = PLACE_NAMES.flatMap(([current, ...others]) =>
  others.map((other) => [placeKey(other), placeKey(current!)] as const),
);

/**
 * The text read with the current name in place of an older one at its start, so that the places named after
 * it are found too: "bangalore urban" → "bengaluru urban"; "banga", the start of an older name → "bengaluru".
 */
function withCurrentNames(query: string): { start: string; whole: boolean }[] {
  const queries: { start: string; whole: boolean }[] = [];
  for (const [other, current] of TO_CURRENT_NAME) {
    if (query.startsWith(other)) queries.push({ start: current + query.slice(other.length), whole: true });
    else if (other.startsWith(query)) queries.push({ start: current, whole: false });
  }
  return queries;
}

/** India Post's placeholder for a district or state it does not give. */
const NOT_GIVEN = "na";

const KIND_RANK: Record<PlaceKind, number> = { state: 0, district: 1, block: 2, town: 3, pincode: 4, village: 5 };

export function buildPlaceIndex(sources: PlaceSources): PlaceIndex {
  const states = Object.keys(sources.lgd);
  const stateByKey = new Map(states.map((state) => [placeKey(state), state]));
  const districtByKey = new Map<string, { state: string; district: string }>();
  for (const state of states)
    for (const district of Object.keys(sources.lgd[state]!))
      districtByKey.set(`${placeKey(state)}|${placeKey(district)}`, { state, district });

  // Offices grouped by the LGD district they lie in; offices of districts LGD does not know keep India Post's names.
  interface Office extends Coordinates {
    name: string;
    kind: "town" | "village";
    pincode: string;
    district: string;
    state: string;
    located: boolean;
  }
  // An office without its district or state takes them from another office of its pincode; one with no such
  // office is left out (its place cannot be told).
  const rowOfPincode = new Map<string, PostOfficeRow>();
  for (const row of sources.postOffices)
    if (placeKey(row.s) !== NOT_GIVEN && placeKey(row.i) !== NOT_GIVEN && !rowOfPincode.has(row.p))
      rowOfPincode.set(row.p, row);
  const offices: Office[] = [];
  for (const officeRow of sources.postOffices as PostOfficeRow[]) {
    const given = placeKey(officeRow.s) !== NOT_GIVEN && placeKey(officeRow.i) !== NOT_GIVEN;
    const sibling = given ? officeRow : rowOfPincode.get(officeRow.p);
    if (!sibling) continue;
    const row = { ...officeRow, s: sibling.s, i: sibling.i };
    const stateKey = placeKey(row.s);
    const state = stateByKey.get(stateKey) ?? stateByKey.get(stateKey.replace(/^the /, "")) ?? titleCase(row.s);
    const districtKey = placeKey(row.i);
    const lgd =
      districtByKey.get(`${placeKey(state)}|${DISTRICT_ALIASES[`${stateKey}|${districtKey}`] ?? districtKey}`) ?? null;
    const at = officeCoordinates(row);
    offices.push({
      name: officePlaceName(row.o),
      kind: row.t === "BO" ? "village" : "town",
      pincode: row.p,
      district: lgd?.district ?? titleCase(row.i),
      state: lgd?.state ?? state,
      located: at !== null,
      latitude: at?.latitude ?? 0,
      longitude: at?.longitude ?? 0,
    });
  }

  const officesByDistrict = groupBy(offices, (office) => `${office.state}|${office.district}`);
  const officesByState = groupBy(offices, (office) => office.state);
  const officesByPincode = groupBy(offices, (office) => office.pincode);

  const pincodes: Place[] = [];
  const pincodeByCode = new Map<string, Place>();
  for (const [pincode, group] of officesByPincode) {
    const at = centre(group.filter((office) => office.located));
    if (!at) continue;
    const first = group[0]!;
    const place: Place = {
      name: pincode,
      kind: "pincode",
      block: null,
      district: first.district,
      state: first.state,
      pincode,
      ...at,
    };
    pincodes.push(place);
    pincodeByCode.set(pincode, place);
  }

  /** Where the place named `name` lies inside its district: its offices' centre, if any office bears its name. */
  const centreOfNamed = (group: readonly Office[], names: readonly string[]): Coordinates | null => {
    const keys = names.map(placeKey);
    return centre(
      group.filter((office) => office.located && keys.some((key) => placeKey(office.name).startsWith(key))),
    );
  };

  const districts: Place[] = [];
  const blocks: Place[] = [];
  for (const state of states) {
    for (const [district, blockNames] of Object.entries(sources.lgd[state]!)) {
      const group = officesByDistrict.get(`${state}|${district}`) ?? [];
      const names = [district, ...(OLD_NAMES.get(placeKey(district)) ?? [])];
      const at =
        centreOfNamed(group, names) ??
        centre(group.filter((office) => office.located)) ??
        centreOfNamed(officesByState.get(state) ?? [], names) ??
        pincodeByCode.get(NEW_DISTRICT_HEADQUARTERS[`${placeKey(state)}|${placeKey(district)}`] ?? "") ??
        null;
      if (!at) continue;
      const { latitude, longitude } = at;
      const place: Place = {
        name: district,
        kind: "district",
        block: null,
        district,
        state,
        pincode: null,
        latitude,
        longitude,
      };
      districts.push(place);
      for (const block of blockNames) {
        const blockAt = centreOfNamed(group, [block, ...(OLD_NAMES.get(placeKey(block)) ?? [])]) ?? at;
        const { latitude: blockLatitude, longitude: blockLongitude } = blockAt;
        blocks.push({
          name: block,
          kind: "block",
          block,
          district,
          state,
          pincode: null,
          latitude: blockLatitude,
          longitude: blockLongitude,
        });
      }
    }
  }
  const stateCentres: Place[] = states.flatMap((state) => {
    const at = centre(districts.filter((district) => district.state === state));
    return at ? [{ name: state, kind: "state" as const, block: null, district: "", state, pincode: null, ...at }] : [];
  });

  const officePlaces: Place[] = offices.flatMap((office) => {
    const at = office.located ? office : (pincodeByCode.get(office.pincode) ?? null);
    if (!at) return [];
    const { name, kind, district, state, pincode } = office;
    return [{ name, kind, block: null, district, state, pincode, latitude: at.latitude, longitude: at.longitude }];
  });

  const all = [...stateCentres, ...districts, ...blocks, ...officePlaces, ...pincodes];
  const byEnglishKey = groupBy(all, (place) => placeKey(place.name));

  // The search keys: every English name, and every other name pointing at the English names it stands for.
  const otherNames = new Map<string, Set<string>>();
  const addOtherName = (other: string, english: string) => {
    const key = placeKey(other);
    if (key === "" || key === placeKey(english)) return;
    const set = otherNames.get(key) ?? new Set<string>();
    set.add(placeKey(english));
    otherNames.set(key, set);
  };
  for (const row of sources.localNames) {
    const englishNames = [row.english, ...(OLD_NAMES.get(placeKey(row.english)) ?? [])];
    for (const local of row.local) for (const english of englishNames) addOtherName(local, english);
  }
  for (const [key, others] of OLD_NAMES) for (const other of others) addOtherName(other, key);
  const keys = [...new Set([...byEnglishKey.keys(), ...otherNames.keys()])].sort();

  const rank = (place: Place, exact: boolean) => (exact ? 0 : 10) + KIND_RANK[place.kind];

  function search(text: string, limit: number): Place[] {
    const query = placeKey(text);
    if (query === "" || limit < 1) return [];
    if (/^\d+$/.test(query)) {
      const found = pincodes.filter((place) => place.name.startsWith(query)).sort(byName);
      const exact = pincodeByCode.get(query);
      const inside = exact ? officePlaces.filter((place) => place.pincode === query) : [];
      return [...found, ...inside].slice(0, limit);
    }
    const scored = new Map<Place, number>();
    for (const { start, whole } of [{ start: query, whole: true }, ...withCurrentNames(query)]) {
      for (let i = lowerBound(keys, start); i < keys.length && keys[i]!.startsWith(start); i += 1) {
        const key = keys[i]!;
        for (const englishKey of [key, ...(otherNames.get(key) ?? [])]) {
          for (const place of byEnglishKey.get(englishKey) ?? []) {
            const score = rank(place, whole && key === start);
            if (score < (scored.get(place) ?? Number.POSITIVE_INFINITY)) scored.set(place, score);
          }
        }
        if (scored.size > limit * 50) break;
      }
    }
    return [...scored.entries()]
      .sort(([a, scoreA], [b, scoreB]) => scoreA - scoreB || byName(a, b))
      .slice(0, limit)
      .map(([place]) => place);
  }

  function locate(where: PlaceQuery): Place | null {
    const pincode = where.pincode?.trim();
    if (pincode && pincodeByCode.has(pincode)) return pincodeByCode.get(pincode)!;
    const stateKey = where.state ? placeKey(where.state) : null;
    const districtKey = where.district ? placeKey(where.district) : null;
    const inArea = (place: Place) =>
      (stateKey === null || placeKey(place.state) === stateKey) &&
      (districtKey === null || placeKey(place.district) === districtKey);
    for (const [text, kinds] of [
      [where.cityVillage, ["town", "village", "block"]],
      [where.block, ["block", "town"]],
      [where.district, ["district"]],
      [where.state, ["state"]],
    ] as const) {
      const key = text ? placeKey(text) : "";
      if (key === "") continue;
      const names = [key, ...(OLD_NAMES.get(key) ?? []).map(placeKey)];
      const found = names
        .flatMap((name) => byEnglishKey.get(name) ?? [])
        .filter(
          (place) => (kinds as readonly string[]).includes(place.kind) && (place.kind === "state" || inArea(place)),
        )
        .sort((a, b) => KIND_RANK[a.kind] - KIND_RANK[b.kind]);
      if (found[0]) return found[0];
    }
    return null;
  }

  return { search, locate, districts: () => districts, places: () => all };
}

function byName(a: Place, b: Place): number {
  return a.name.localeCompare(b.name) || a.district.localeCompare(b.district);
}

function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

function titleCase(text: string): string {
  return text
    .toLowerCase()
    .replace(/(^|[\s(-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}
