/**
 * Places with another English name still in everyday use: an older one (Bangalore, Mysore, Hubli, Mangalore,
 * Gulbarga) or another spelling (Davanagere, Firozepur). The first name is LGD's, the one the place lists use.
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
  ["Davangere", "Davanagere"],
  ["Bagalkote", "Bagalkot"],
  ["Narmadapuram", "Hoshangabad"],
  ["Ferozepur", "Firozepur"],
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
