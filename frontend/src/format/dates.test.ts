import { i18n, type Messages } from "@lingui/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatDayMonth, indiaToday, startDateLabel, timeAgo } from "./dates.ts";

const SCRIPTS = { hi: /[\u0900-\u097F]/, kn: /[\u0C80-\u0CFF]/, te: /[\u0C00-\u0C7F]/ } as const;
const INTL = { hi: "hi-IN", kn: "kn-IN", te: "te-IN" } as const;

function activate(locale: string) {
  i18n.loadAndActivate({ locale, messages: {} });
}

beforeAll(() => activate("en"));
afterAll(() => activate("en"));

// 21 Nov 2026, 20:00 UTC is already 22 Nov in India (UTC+5:30).
const lateEvening = new Date("2026-11-21T20:00:00Z");

function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

describe("dates in English", () => {
  it("takes today's date in India time", () => {
    expect(indiaToday(lateEvening)).toBe("2026-11-22");
  });

  it("labels start dates: today, tomorrow, in N days, a date when past, TBD when none", () => {
    const today = indiaToday(lateEvening);
    expect(startDateLabel(null, lateEvening)).toBe("Start date TBD");
    expect(startDateLabel(today, lateEvening)).toBe("Starts today");
    expect(startDateLabel(addDays(today, 1), lateEvening)).toBe("Starts tomorrow");
    expect(startDateLabel(addDays(today, 5), lateEvening)).toBe("Starts in 5 days");
    expect(startDateLabel(addDays(today, -3), lateEvening)).toBe(formatDate(addDays(today, -3)));
    expect(startDateLabel("not a date", lateEvening)).toBe("Start date TBD");
  });

  it("formats calendar dates en-IN style", () => {
    expect(formatDate("2026-01-05")).toBe("5 Jan 2026");
    expect(formatDayMonth("2026-11-16")).toBe("16 Nov");
  });

  it("shows a timestamp's date in India time", () => {
    expect(formatDateTime("2026-11-21T20:00:00Z")).toBe("22 Nov 2026");
  });

  it("says how long ago in hours, days or weeks", () => {
    const now = new Date("2026-11-21T12:00:00Z");
    expect(timeAgo("2026-11-21T09:00:00Z", now)).toBe("3 hours ago");
    expect(timeAgo("2026-11-21T10:59:00Z", now)).toBe("1 hour ago");
    expect(timeAgo("2026-11-20T11:00:00Z", now)).toBe("1 day ago");
    expect(timeAgo("2026-11-07T12:00:00Z", now)).toBe("2 weeks ago");
    expect(timeAgo("not a time", now)).toBe("");
  });

  it("says 'just now' under a minute, and minutes under an hour", () => {
    const now = new Date("2026-11-21T12:00:00Z");
    expect(timeAgo("2026-11-21T12:00:00Z", now)).toBe("just now");
    expect(timeAgo("2026-11-21T11:59:01Z", now)).toBe("just now");
    // A time a little ahead of the device's clock is just now too, never "in 1 minute".
    expect(timeAgo("2026-11-21T12:00:30Z", now)).toBe("just now");
    expect(timeAgo("2026-11-21T11:59:00Z", now)).toBe("1 minute ago");
    expect(timeAgo("2026-11-21T11:55:00Z", now)).toBe("5 minutes ago");
    expect(timeAgo("2026-11-21T11:00:01Z", now)).toBe("59 minutes ago");
    expect(timeAgo("2026-11-21T11:00:00Z", now)).toBe("1 hour ago");
  });
});

describe.each(["hi", "kn", "te"] as const)("dates in %s", (locale) => {
  const intl = INTL[locale];
  beforeAll(() => activate(locale));
  afterAll(() => activate("en"));

  it("names the month in the language's script", () => {
    const expected = new Intl.DateTimeFormat(intl, {
      day: "numeric",
      month: "short",
      year: "numeric",
      timeZone: "UTC",
    });
    expect(formatDate("2026-01-05")).toBe(expected.format(new Date("2026-01-05T00:00:00Z")));
    expect(formatDate("2026-01-05")).toMatch(SCRIPTS[locale]);
    expect(formatDate("2026-01-05")).not.toBe("5 Jan 2026");
    const dayMonth = new Intl.DateTimeFormat(intl, { day: "numeric", month: "short", timeZone: "UTC" });
    expect(formatDayMonth("2026-11-16")).toBe(dayMonth.format(new Date("2026-11-16T00:00:00Z")));
    const inIndia = new Intl.DateTimeFormat(intl, {
      day: "numeric",
      month: "short",
      year: "numeric",
      timeZone: "Asia/Kolkata",
    });
    expect(formatDateTime("2026-11-21T20:00:00Z")).toBe(inIndia.format(new Date("2026-11-21T20:00:00Z")));
  });

  it("says how long ago in the language", () => {
    const relative = new Intl.RelativeTimeFormat(intl, { numeric: "always" });
    const now = new Date("2026-11-21T12:00:00Z");
    expect(timeAgo("2026-11-21T09:00:00Z", now)).toBe(relative.format(-3, "hour"));
    expect(timeAgo("2026-11-20T11:00:00Z", now)).toBe(relative.format(-1, "day"));
    expect(timeAgo("2026-11-07T12:00:00Z", now)).toBe(relative.format(-2, "week"));
    expect(timeAgo("2026-11-07T12:00:00Z", now)).toMatch(SCRIPTS[locale]);
    expect(timeAgo("2026-11-21T11:55:00Z", now)).toBe(relative.format(-5, "minute"));
    expect(timeAgo("2026-11-21T11:55:00Z", now)).toMatch(SCRIPTS[locale]);
  });

  it("says 'just now' with the language's catalog", async () => {
    const { messages } = (await import(`../locales/${locale}.po`)) as { messages: Messages };
    i18n.loadAndActivate({ locale, messages });
    const now = new Date("2026-11-21T12:00:00Z");
    const justNow = timeAgo("2026-11-21T11:59:30Z", now);
    expect(justNow).toMatch(SCRIPTS[locale]);
    expect(justNow).not.toContain("just now");
    // Words, not a count of hours or minutes.
    expect(justNow).not.toMatch(/\d/);
    activate(locale);
  });

  it("puts the language's own 'in N days' into the start label", () => {
    const today = indiaToday(lateEvening);
    const inFiveDays = new Intl.RelativeTimeFormat(intl, { numeric: "always" }).format(5, "day");
    const label = startDateLabel(addDays(today, 5), lateEvening);
    expect(label).toContain(inFiveDays);
    expect(label).toMatch(SCRIPTS[locale]);
    expect(startDateLabel(addDays(today, -3), lateEvening)).toBe(formatDate(addDays(today, -3)));
  });
});
