// The demo people's ratings as rows: each person's rating and reviewCount are the average and count of
// the ratings they received, so the demo starts with a history of stars (from jobs before KhetSetu
// kept applications, hence no application and no named rater) that new ratings add to.

/** Star counts whose average, rounded to one decimal, is `rating`: as even as possible, the extra stars first. */
export function starsFor(rating: number, count: number): number[] {
  const total = Math.min(Math.round(rating * count), 5 * count);
  const base = Math.floor(total / count);
  const extra = total - base * count;
  return Array.from({ length: count }, (_, i) => Math.max(1, Math.min(5, base + (i < extra ? 1 : 0))));
}

/** The job title shown for a demo rating. */
export const DEMO_RATING_JOB_TITLE = "Earlier farm work";
