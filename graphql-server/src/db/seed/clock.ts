const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** India Standard Time is UTC+5:30 all year. */
const IST_OFFSET_MS = 5.5 * HOUR_MS;

/** Times relative to one fixed "now", so a seed run is internally consistent. */
export interface Clock {
  now: Date;
  hoursAgo(hours: number): Date;
  daysAgo(days: number): Date;
  /** A calendar date (for @db.Date columns) `days` after today's date in India; negative for the past. */
  dateInDays(days: number): Date;
}

export function clockAt(now: Date): Clock {
  const nowMs = now.getTime();
  const todayInIndia = Math.floor((nowMs + IST_OFFSET_MS) / DAY_MS) * DAY_MS;
  return {
    now,
    hoursAgo: (hours) => new Date(nowMs - hours * HOUR_MS),
    daysAgo: (days) => new Date(nowMs - days * DAY_MS),
    dateInDays: (days) => new Date(todayInIndia + days * DAY_MS),
  };
}
