import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { formatRating } from "../../format/numbers.ts";

/** What shows where a rating would be, for a person nobody has rated yet. */
export const NEW_PERSON = msg({
  message: "New",
  comment: "Shown instead of a rating (e.g. 4.5) for a person nobody has rated yet",
});

/**
 * A person's rating as shown: their average in the active language's style ("4.3"), or "New" while they have no
 * ratings. Never a figure they did not earn.
 */
export function ratingFigure(i18n: I18n, rating: number | null | undefined, reviewCount: number): string {
  return rating == null || reviewCount === 0 ? i18n._(NEW_PERSON) : formatRating(rating);
}
