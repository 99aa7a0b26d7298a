// A laborer's availability: whether she is looking for work (from a day, or busy until one) and how far she
// travels for it. Worker search shows available people first and can keep only them.

// How far she travels is a radius like any search's (rules/distance.ts: the same choices, default and range),
// since her Jobs for you is a search within it.

export const AVAILABILITY_MESSAGES = {
  travelKm: /*i18n*/ "Travel distance must be between 1 and 100 km",
  laborersOnly: /*i18n*/ "Only laborers set their availability",
} as const;

/**
 * Available on `day` (a calendar day, YYYY-MM-DD): marked available, and either from no particular day or
 * from that day or earlier.
 */
export function isAvailableOn(person: { available: boolean; availableFrom: string | null }, day: string): boolean {
  return person.available && (person.availableFrom === null || person.availableFrom <= day);
}
