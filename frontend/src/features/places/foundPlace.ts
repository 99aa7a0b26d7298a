import { blockNames, districtNames, type IndiaLocations, stateNames } from "./india.ts";
import type { PlaceSuggestion } from "./usePlaceSuggestions.ts";

/** What a place picked in the place search fills in a form; "" where it says nothing. */
export type FoundPlace = { state: string; district: string; block: string; village: string; pincode: string };

/** A name's letters and digits, lower case, "&" read as "and": "S.A.S Nagar" and "SAS NAGAR" are one name. */
const nameKey = (name: string) =>
  name
    .normalize("NFC")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[.'’]/g, "")
    .replace(/[\s,()-]+/g, " ")
    .trim();

/** The list's spelling of `name`, or "" when the list has no such name. */
function inList(names: readonly string[], name: string | null | undefined): string {
  if (!name) return "";
  const key = nameKey(name);
  return names.find((one) => nameKey(one) === key) ?? "";
}

/**
 * A suggested place as the forms' fields hold it, in the names of the State, District and Block selects (the LGD
 * list): the state, its district and block when the list has them ("" when it does not, to choose by hand), the
 * village or town for a town or village, and the pincode when the place has one. A town gives its block when the
 * district has a block of the same name (Maddur). Without the list loaded the names stay as the search gave them.
 */
export function foundPlace(locations: IndiaLocations | null, place: PlaceSuggestion): FoundPlace {
  const village = place.kind === "town" || place.kind === "village" ? place.name : "";
  const blockName = place.kind === "block" ? place.name : (place.block ?? (place.kind === "town" ? place.name : ""));
  const pincode = place.pincode ?? "";
  if (!locations) {
    const block = place.kind === "block" ? place.name : (place.block ?? "");
    return { state: place.state, district: place.district, block, village, pincode };
  }
  const state = inList(stateNames(locations), place.state);
  const district = state ? inList(districtNames(locations, state), place.district) : "";
  const block = district ? inList(blockNames(locations, state, district), blockName) : "";
  return { state, district, block, village, pincode };
}
