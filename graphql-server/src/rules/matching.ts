// How work and workers are recommended to each other: within reach, then ranked. One order for both sides:
// more of the job's skills first, then nearer, then (jobs) the better wage, then the better rated.

/** At most this many recommendations are listed. */
export const RECOMMENDATIONS_MAX = 20;

/** What a recommendation is ranked by. */
export interface MatchFacts {
  /** How many of the job's required skills the laborer has. */
  skillsMatched: number;
  distanceKm: number;
  dailyRate?: number;
  /** The other side's rating; null when not yet rated (ranked after any rating). */
  rating: number | null;
  id: number;
}

/** Sort order: more skills matched, nearer (to the kilometre), higher wage, better rated, then the id. */
export function compareMatches(a: MatchFacts, b: MatchFacts): number {
  return (
    b.skillsMatched - a.skillsMatched ||
    Math.round(a.distanceKm) - Math.round(b.distanceKm) ||
    (b.dailyRate ?? 0) - (a.dailyRate ?? 0) ||
    (b.rating ?? -1) - (a.rating ?? -1) ||
    a.id - b.id
  );
}
