// Counts per week for the Analytics screens: the last ANALYTICS_WEEKS weeks in India time, each starting on
// Monday, this one included.
import { todayInIndia } from "../../i18n/india-date.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;
/** Weeks the charts show, this one included. */
export const ANALYTICS_WEEKS = 8;

/** Monday of the India-time week `date` falls in, as midnight UTC of that calendar date. */
export function weekStartInIndia(date: Date): Date {
  const day = todayInIndia(date);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS);
}

const weekKey = (date: Date) => date.toISOString().slice(0, 10);

/** The charts' weeks at `now`: the first one's Monday, and the instant it starts in India (rows from then on count). */
export function analyticsWindow(now: Date): { firstWeek: Date; since: Date } {
  const firstWeek = new Date(weekStartInIndia(now).getTime() - (ANALYTICS_WEEKS - 1) * 7 * DAY_MS);
  return { firstWeek, since: new Date(firstWeek.getTime() - IST_OFFSET_MS) };
}

/**
 * One entry per week of the window, oldest first, each with a count per series: how many of that series'
 * dates fall in the week (dates outside the window, and nulls, are not counted).
 */
export function weeklyCounts<K extends string>(
  now: Date,
  series: Readonly<Record<K, readonly (Date | null)[]>>,
): ({ weekStart: Date } & Record<K, number>)[] {
  const { firstWeek } = analyticsWindow(now);
  const names = Object.keys(series) as K[];
  const weeks = new Map<string, { weekStart: Date } & Record<K, number>>();
  for (let i = 0; i < ANALYTICS_WEEKS; i++) {
    const weekStart = new Date(firstWeek.getTime() + i * 7 * DAY_MS);
    weeks.set(weekKey(weekStart), {
      weekStart,
      ...(Object.fromEntries(names.map((name) => [name, 0])) as Record<K, number>),
    });
  }
  for (const name of names) {
    for (const date of series[name]) {
      const week = date && weeks.get(weekKey(weekStartInIndia(date)));
      if (week) (week[name] as number)++;
    }
  }
  return [...weeks.values()];
}
