import { roundedDistanceKm } from "@rules/distance.ts";
import { cachedPerLocale } from "./intlLocale.ts";

const oneDecimal = cachedPerLocale(
  (locale) => new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
);

/** A rating out of 5 with one decimal, in the active language's style: 4.5 → "4.5". */
export function formatRating(rating: number): string {
  return oneDecimal().format(rating);
}

const kilometres = cachedPerLocale(
  (locale) => new Intl.NumberFormat(locale, { style: "unit", unit: "kilometer", maximumFractionDigits: 1 }),
);

/** A distance for a card, in the active language's style: 2.46 → "2.5 km", 12.4 → "12 km". */
export function formatDistance(km: number): string {
  return kilometres().format(roundedDistanceKm(km));
}

const upToOneDecimal = cachedPerLocale((locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }));

/** A count that may be a half, in the active language's style: 1.5 → "1.5", 3 → "3". */
export function formatHalfCount(count: number): string {
  return upToOneDecimal().format(count);
}
