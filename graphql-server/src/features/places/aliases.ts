/**
 * Karnataka places with an older English name still in everyday use. The browse filters say
 * Bangalore, Mysore, Hubli, Mangalore and Gulbarga; the data uses the current official names.
 */
export const PLACE_NAMES: readonly (readonly string[])[] = [
  ["Bengaluru", "Bangalore"],
  ["Mysuru", "Mysore"],
  ["Hubballi", "Hubli"],
  ["Mangaluru", "Mangalore"],
  ["Kalaburagi", "Gulbarga"],
  ["Belagavi", "Belgaum"],
  ["Ballari", "Bellary"],
  ["Shivamogga", "Shimoga"],
  ["Tumakuru", "Tumkur"],
  ["Vijayapura", "Bijapur"],
  ["Chikkamagaluru", "Chikmagalur"],
  ["Hosapete", "Hospet"],
];

/**
 * The trimmed location text plus every other name of the same place, for an OR of
 * case-insensitive `contains` filters. Empty input gives an empty list (no filter).
 */
export function placeNameVariants(location: string | null | undefined): string[] {
  const text = (location ?? "").trim();
  if (text === "") return [];
  const lower = text.toLowerCase();
  const names = PLACE_NAMES.find((group) => group.some((name) => name.toLowerCase() === lower));
  return names ? [text, ...names.filter((name) => name.toLowerCase() !== lower)] : [text];
}
