import { cachedPerLocale } from "./intlLocale.ts";

const rupees = cachedPerLocale(
  (locale) => new Intl.NumberFormat(locale, { style: "currency", currency: "INR", maximumFractionDigits: 0 }),
);

/** Rupees with the rupee sign, in the active language's style: 1500 → "₹1,500" (en-IN). */
export function formatRupees(amount: number): string {
  return rupees().format(amount);
}

const rupeesAndPaise = cachedPerLocale(
  (locale) =>
    new Intl.NumberFormat(locale, {
      style: "currency",
      currency: "INR",
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);

/**
 * An amount kept in paise, in rupees with the rupee sign in the active language's style: paise show only when
 * there are some (90000 → "₹900", 90050 → "₹900.50").
 */
export function formatPaise(paise: number): string {
  return paise % 100 === 0 ? rupees().format(paise / 100) : rupeesAndPaise().format(paise / 100);
}
