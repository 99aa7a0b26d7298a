import { describe, expect, it } from "vitest";
import { DAILY_LIMITS, NEW_ACCOUNT_DAYS, dailyLimitFor, isNewOrUnverified } from "./daily-limits.ts";

const NOW = new Date("2026-11-28T06:00:00Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000);

describe("daily limits by account", () => {
  it("treat an account as new for exactly 7 days, and an unverified one as new at any age", () => {
    expect(isNewOrUnverified({ createdAt: daysAgo(NEW_ACCOUNT_DAYS), isMobileVerified: true }, NOW)).toBe(false);
    expect(
      isNewOrUnverified({ createdAt: new Date(daysAgo(NEW_ACCOUNT_DAYS).getTime() + 1), isMobileVerified: true }, NOW),
    ).toBe(true);
    expect(isNewOrUnverified({ createdAt: daysAgo(365), isMobileVerified: false }, NOW)).toBe(true);
  });

  it("give new or unverified accounts the lower figure of every limit", () => {
    for (const name of Object.keys(DAILY_LIMITS) as (keyof typeof DAILY_LIMITS)[]) {
      const { established, newOrUnverified } = DAILY_LIMITS[name];
      expect(newOrUnverified).toBeLessThan(established);
      expect(dailyLimitFor(name, { createdAt: daysAgo(30), isMobileVerified: true }, NOW)).toBe(established);
      expect(dailyLimitFor(name, { createdAt: daysAgo(1), isMobileVerified: true }, NOW)).toBe(newOrUnverified);
      expect(dailyLimitFor(name, { createdAt: daysAgo(30), isMobileVerified: false }, NOW)).toBe(newOrUnverified);
    }
  });
});
