import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSession, revokeSession } from "../session/session-store.ts";
import { type TestDatabase, createTestDatabase } from "../test/database.ts";
import { RATE_LIMITS } from "../limits/limits.ts";
import { longestWindowSeconds } from "../limits/rate-limit.ts";
import { purgeExpiredRows } from "./purge.ts";

const NOW = new Date("2026-06-10T06:00:00.000Z");
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000);

describe("purgeExpiredRows", () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.close());

  it("deletes expired codes, old limit hits, ended sessions and old views, and keeps the rest", async () => {
    const challenge = (expiresAt: Date) => ({ numberHash: "h", codeHash: "c", expiresAt, createdAt: ago(600) });
    await t.prisma.otpChallenge.createMany({ data: [challenge(ago(1)), challenge(new Date(NOW.getTime() + 60_000))] });
    const longest = longestWindowSeconds(Object.values(RATE_LIMITS));
    await t.prisma.rateLimitHit.createMany({
      data: [ago(longest + 1), ago(longest - 60)].map((createdAt) => ({ bucket: "otp-number", key: "k", createdAt })),
    });
    const user = await t.prisma.user.create({ data: { mobileNumber: "9876512345" } });
    const live = await startSession(t.prisma, user.id, "phone", ago(60));
    const revoked = await startSession(t.prisma, user.id, "laptop", ago(60));
    await revokeSession(t.prisma, revoked.id, ago(30));
    const expired = await startSession(t.prisma, user.id, "old", ago(40 * 86400));
    const job = await t.prisma.job.create({
      data: { title: "T", location: "L", category: "horticulture", dailyRate: 500, duration: 2 },
    });
    await t.prisma.jobView.createMany({
      data: ["2026-06-10", "2026-06-09", "2026-06-08"].map((day) => ({
        jobId: job.id,
        viewerKey: "user:1",
        day: new Date(day),
      })),
    });

    expect(await purgeExpiredRows(t.prisma, NOW)).toEqual({
      otpChallenges: 1,
      rateLimitHits: 1,
      sessions: 2,
      jobViews: 1,
    });
    expect(await t.prisma.session.findMany({ select: { id: true } })).toEqual([{ id: live.id }]);
    expect(expired.id).not.toBe(live.id);
    expect(
      (await t.prisma.jobView.findMany({ orderBy: { day: "asc" } })).map((v) => v.day.toISOString().slice(0, 10)),
    ).toEqual(["2026-06-09", "2026-06-10"]);
    expect(await purgeExpiredRows(t.prisma, NOW)).toEqual({
      otpChallenges: 0,
      rateLimitHits: 0,
      sessions: 0,
      jobViews: 0,
    });
  });
});
