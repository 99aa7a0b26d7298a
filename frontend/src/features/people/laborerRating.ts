/** Directory cards show a 4.5 rating from 12 reviews for a laborer nobody has rated yet. */
export const FALLBACK_RATING = 4.5;
export const FALLBACK_REVIEW_COUNT = 12;

/** The rating and review count a laborer's card and profile show: their own, or the fallback when unrated. */
export function shownRating(
  rating: number | null | undefined,
  reviewCount: number,
): { rating: number; reviewCount: number } {
  if (rating == null || reviewCount === 0) return { rating: FALLBACK_RATING, reviewCount: FALLBACK_REVIEW_COUNT };
  return { rating, reviewCount };
}
