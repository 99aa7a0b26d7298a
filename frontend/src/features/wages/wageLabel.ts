import type { I18n } from "@lingui/core";
import { WAGE_LABELS } from "@rules/wages.ts";

type WageLabelKey = keyof typeof WAGE_LABELS;

/** The words for a portion, a day's status or a payment method; a value this build does not know shows as sent. */
export function wageLabel(i18n: I18n, value: string): string {
  return Object.hasOwn(WAGE_LABELS, value) ? i18n._(WAGE_LABELS[value as WageLabelKey]) : value;
}
