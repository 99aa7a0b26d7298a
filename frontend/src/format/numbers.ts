import { cachedPerLocale } from "./intlLocale.ts";

const oneDecimal = cachedPerLocale(
  (locale) => new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
);

/** A rating out of 5 with one decimal, in the active language's style: 4.5 → "4.5". */
export function formatRating(rating: number): string {
  return oneDecimal().format(rating);
}
