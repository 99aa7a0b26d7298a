import { t } from "@lingui/core/macro";
import { cachedPerLocale } from "./intlLocale.ts";
import { pageNow } from "../rendered/page-clock.ts";

const INDIA = "Asia/Kolkata";

/**
 * A moment's date as the people it is for read it: in India's time zone, on the server that renders the page and in
 * the browser that hydrates it alike (each in its own time zone would name different days around midnight).
 */
export const INDIA_DATE = { dateStyle: "medium", timeZone: INDIA } as const;

// Calendar dates (YYYY-MM-DD) are read as UTC midnight and shown in UTC, so the day never shifts.
const dayFormat = cachedPerLocale(
  (locale) => new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }),
);
const dayMonthFormat = cachedPerLocale(
  (locale) => new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", timeZone: "UTC" }),
);
const dateTimeFormat = cachedPerLocale(
  (locale) => new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", year: "numeric", timeZone: INDIA }),
);
const relativeTime = cachedPerLocale((locale) => new Intl.RelativeTimeFormat(locale, { numeric: "always" }));
const isoDateInIndia = new Intl.DateTimeFormat("en-CA", { timeZone: INDIA });

/** Today's calendar date in India as YYYY-MM-DD. */
export function indiaToday(now: Date = pageNow()): string {
  return isoDateInIndia.format(now);
}

function daysBetween(fromIsoDate: string, toIsoDate: string): number {
  return Math.round((Date.parse(`${toIsoDate}T00:00:00Z`) - Date.parse(`${fromIsoDate}T00:00:00Z`)) / 86_400_000);
}

function calendarDate(isoDate: string): Date {
  return new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
}

/** A calendar date (YYYY-MM-DD) with a short month name in the active language: "21 Nov 2026" in English. */
export function formatDate(isoDate: string): string {
  return dayFormat().format(calendarDate(isoDate));
}

/** A timestamp's date in India time, with a short month name in the active language. */
export function formatDateTime(timestamp: string): string {
  return dateTimeFormat().format(new Date(timestamp));
}

/** A calendar date (YYYY-MM-DD) as day and month in the active language: "16 Nov" (chart labels). */
export function formatDayMonth(isoDate: string): string {
  return dayMonthFormat().format(calendarDate(isoDate));
}

/**
 * Start-date labels: 'Starts today', 'Starts tomorrow', 'Starts in N days' (the 'in N days' part in the active
 * language's own wording), the date for past dates, 'Start date TBD' when there is none (or it is unreadable).
 */
export function startDateLabel(startDate: string | null | undefined, now: Date = pageNow()): string {
  const days = startDate ? daysBetween(indiaToday(now), startDate.slice(0, 10)) : Number.NaN;
  if (Number.isNaN(days)) return t`Start date TBD`;
  if (days < 0) return formatDate(startDate!);
  if (days === 0) return t`Starts today`;
  if (days === 1) return t`Starts tomorrow`;
  const inDays = relativeTime().format(days, "day");
  return t({
    message: `Starts ${inDays}`,
    comment: "inDays is 'in 5 days' in the active language (Intl.RelativeTimeFormat)",
  });
}

/**
 * How long ago, in the active language: 'just now' under a minute (or for a time ahead of the device's
 * clock), minutes under an hour, hours under a day, days under a week, then weeks ("5 minutes ago", "3 hours
 * ago"). An unreadable timestamp gives an empty text. Every relative time in the app comes from here.
 */
export function timeAgo(timestamp: string, now: Date = pageNow()): string {
  const then = Date.parse(timestamp);
  if (Number.isNaN(then)) return "";
  const minutes = Math.floor((now.getTime() - then) / 60_000);
  if (minutes < 1) return t({ message: "just now", comment: "How long ago something happened, under a minute" });
  if (minutes < 60) return relativeTime().format(-minutes, "minute");
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return relativeTime().format(-hours, "hour");
  const days = Math.floor(hours / 24);
  if (days < 7) return relativeTime().format(-days, "day");
  return relativeTime().format(-Math.floor(days / 7), "week");
}
