import type { Random } from "./random.ts";

export const DAY_MS = 24 * 60 * 60 * 1000;

/** A time within the year before `now`, more often recent than old. */
export function createdWithinYear(random: Random, now: Date): Date {
  const daysAgo = 365 * random.next() ** 1.4;
  return new Date(now.getTime() - daysAgo * DAY_MS);
}
