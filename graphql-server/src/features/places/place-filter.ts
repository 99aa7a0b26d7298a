import { MAX_FILTER_CHARACTERS, contains } from "../../db/text-filters.ts";
import { placeNameVariants } from "./aliases.ts";
import { englishNamesOf } from "./local-names.ts";
import { placeIndex } from "./places.ts";

/** A pincode stands for at most this many of the towns and villages it serves. */
const MAX_PINCODE_PLACES = 30;

/** Letters outside ASCII: a name in Hindi, Kannada or Telugu (or an English one with accents). */
const NOT_ASCII = /[^\p{ASCII}]/u;

/**
 * Every name a place filter's text stands for, as typed first: its other English names (Mysore and Mysuru),
 * the English names behind a Hindi, Kannada or Telugu name (ಮೈಸೂರು → Mysuru, Mysore) and, for a pincode, the
 * towns and villages it serves. Blank text gives none (no filter).
 */
export function filterPlaceNames(location: string | null | undefined): string[] {
  const text = (location ?? "").trim().slice(0, MAX_FILTER_CHARACTERS);
  if (text === "") return [];
  let english: readonly string[] = [];
  if (/^\d{6}$/.test(text)) {
    english = placeIndex()
      .search(text, MAX_PINCODE_PLACES + 1)
      .filter((place) => place.kind !== "pincode" && place.pincode === text)
      .map((place) => place.name);
  } else if (NOT_ASCII.test(text)) {
    english = englishNamesOf(text);
  }
  const names = new Map<string, string>();
  for (const name of [text, ...english].flatMap(placeNameVariants)) names.set(name.toLowerCase(), name);
  return [...names.values()];
}

/**
 * Any name of the place (Mysore, Mysuru or ಮೈಸೂರು; a pincode's towns and villages) in any of the columns, or
 * null when no place is given.
 */
export function placeInSomeColumn<Where>(
  columns: readonly string[],
  location: string | null | undefined,
): Where | null {
  const names = filterPlaceNames(location);
  if (names.length === 0) return null;
  return { OR: names.flatMap((name) => columns.map((column) => ({ [column]: contains(name) }))) } as Where;
}
