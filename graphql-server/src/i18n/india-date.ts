const DAY_MS = 24 * 60 * 60 * 1000;
/** India Standard Time is UTC+5:30 all year (no daylight saving). */
const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;

/**
 * Today's date in India (Asia/Kolkata) as midnight UTC of that calendar date: the same form the
 * `Date` scalar parses "YYYY-MM-DD" into, so the two compare directly.
 */
export function todayInIndia(now: Date = new Date()): Date {
  return new Date(Math.floor((now.getTime() + IST_OFFSET_MS) / DAY_MS) * DAY_MS);
}

/** `todayInIndia` moved by whole days (negative for the past). */
export function dateInIndia(daysFromToday: number, now: Date = new Date()): Date {
  return new Date(todayInIndia(now).getTime() + daysFromToday * DAY_MS);
}
