import { i18n } from "@lingui/core";
import { beforeAll, describe, expect, it } from "vitest";
import { formatDate, indiaToday, startDateLabel, timeAgo } from "./dates.ts";

beforeAll(() => i18n.loadAndActivate({ locale: "en", messages: {} }));

// 21 Nov 2026, 20:00 UTC is already 22 Nov in India (UTC+5:30).
const lateEvening = new Date("2026-11-21T20:00:00Z");

function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

describe("dates", () => {
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
  });

  it("formats calendar dates en-IN style", () => {
    expect(formatDate("2026-01-05")).toBe("5 Jan 2026");
  });

  it("says how long ago in hours, days or weeks", () => {
    const now = new Date("2026-11-21T12:00:00Z");
    expect(timeAgo("2026-11-21T09:00:00Z", now)).toBe("3 hours ago");
    expect(timeAgo("2026-11-20T11:00:00Z", now)).toBe("1 day ago");
    expect(timeAgo("2026-11-07T12:00:00Z", now)).toBe("2 weeks ago");
  });
});
