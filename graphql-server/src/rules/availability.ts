// A laborer's availability: whether she is looking for work (from a day, or busy until one) and how far she
// travels for it. Worker search shows available people first and can keep only them.

/** Travel distances a laborer can pick, in km; the default is the default search radius. */
export const TRAVEL_CHOICES_KM = [5, 10, 25, 50, 100] as const;
export const DEFAULT_TRAVEL_KM = 25;

export const AVAILABILITY_MESSAGES = {
  travelKm: /*i18n*/ "Travel distance must be between 1 and 100 km",
  laborersOnly: /*i18n*/ "Only laborers set their availability",
} as const;

/** Whether a travel distance can be stored: whole km from 1 to 100. */
export const isTravelKm = (km: number): boolean => Number.isInteger(km) && km >= 1 && km <= 100;

/**
 * Available on `day` (a calendar day, YYYY-MM-DD): marked available, and either from no particular day or
 * from that day or earlier.
 */
export function isAvailableOn(person: { available: boolean; availableFrom: string | null }, day: string): boolean {
  return person.available && (person.availableFrom === null || person.availableFrom <= day);
}
