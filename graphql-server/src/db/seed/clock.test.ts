import { describe, expect, it } from "vitest";
import { clockAt } from "./clock.ts";

describe("clockAt", () => {
  it("dates start dates by the calendar day in India, not in UTC", () => {
    // 20:00 UTC on 1 January is 01:30 on 2 January in India.
    const clock = clockAt(new Date("2026-01-01T20:00:00.000Z"));
    expect(clock.dateInDays(0).toISOString()).toBe("2026-01-02T00:00:00.000Z");
    expect(clock.dateInDays(1).toISOString()).toBe("2026-01-03T00:00:00.000Z");
    expect(clock.dateInDays(-3).toISOString()).toBe("2025-12-30T00:00:00.000Z");
  });

  it("counts hours and days back from now", () => {
    const clock = clockAt(new Date("2026-01-10T12:00:00.000Z"));
    expect(clock.hoursAgo(3).toISOString()).toBe("2026-01-10T09:00:00.000Z");
    expect(clock.daysAgo(1.5).toISOString()).toBe("2026-01-09T00:00:00.000Z");
  });
});
