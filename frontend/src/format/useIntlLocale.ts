import { useLingui } from "@lingui/react";
import { intlLocale } from "./intlLocale.ts";

/**
 * The active language's Intl locale. A component that formats dates, money or numbers calls it, so a language
 * change re-renders the component with the new formats.
 */
export function useIntlLocale(): string {
  return intlLocale(useLingui().i18n.locale);
}
