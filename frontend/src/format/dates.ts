import { plural, t } from "@lingui/core/macro";

const INDIA = "Asia/Kolkata";
const dayFormat = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
const dateTimeFormat = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: INDIA });

/** Today's calendar date in India as YYYY-MM-DD. */
export function indiaToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: INDIA }).format(now);
}

function daysBetween(fromIsoDate: string, toIsoDate: string): number {
  return Math.round((Date.parse(`${toIsoDate}T00:00:00Z`) - Date.parse(`${fromIsoDate}T00:00:00Z`)) / 86_400_000);
}

/** A calendar date (YYYY-MM-DD) in en-IN style: "21 Nov 2026". */
export function formatDate(isoDate: string): string {
  return dayFormat.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}

/** A timestamp in en-IN style, in India time. */
export function formatDateTime(timestamp: string): string {
  return dateTimeFormat.format(new Date(timestamp));
}

/** Start-date labels: 'Starts today', 'Starts tomorrow', 'Starts in N days', a date for past dates, 'Start date TBD'. */
export function startDateLabel(startDate: string | null | undefined, now: Date = new Date()): string {
  if (!startDate) return t`Start date TBD`;
  const days = daysBetween(indiaToday(now), startDate.slice(0, 10));
  if (days < 0) return formatDate(startDate);
  if (days === 0) return t`Starts today`;
  if (days === 1) return t`Starts tomorrow`;
  return t`Starts in ${days} days`;
}

/** Message times: hours ago, days ago or weeks ago. */
export function timeAgo(timestamp: string, now: Date = new Date()): string {
  const hours = Math.max(0, Math.floor((now.getTime() - Date.parse(timestamp)) / 3_600_000));
  if (hours < 24) return plural(hours, { one: "# hour ago", other: "# hours ago" });
  const days = Math.floor(hours / 24);
  if (days < 7) return plural(days, { one: "# day ago", other: "# days ago" });
  const weeks = Math.floor(days / 7);
  return plural(weeks, { one: "# week ago", other: "# weeks ago" });
}

const dayMonthFormat = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: "UTC" });

/** A calendar date (YYYY-MM-DD) as day and month: "16 Nov" (chart labels). */
export function formatDayMonth(isoDate: string): string {
  return dayMonthFormat.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}
