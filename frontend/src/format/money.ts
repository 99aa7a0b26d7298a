import { cachedPerLocale } from "./intlLocale.ts";

const rupees = cachedPerLocale(
  (locale) => new Intl.NumberFormat(locale, { style: "currency", currency: "INR", maximumFractionDigits: 0 }),
);

/** Rupees with the rupee sign, in the active language's style: 1500 → "₹1,500" (en-IN). */
export function formatRupees(amount: number): string {
  return rupees().format(amount);
}
