// Rows that only matter for a while are deleted on a schedule: expired sign-in codes, rate-limit hits
// older than the longest limit window, ended sessions and job views from before yesterday.
import type { Prisma } from "../db/client.ts";
import { todayInIndia } from "../i18n/india-date.ts";
import { RATE_LIMITS } from "../limits/limits.ts";
import { longestWindowSeconds } from "../limits/rate-limit.ts";

/** How often each server process purges (each purge is idempotent, so several processes may). */
export const PURGE_INTERVAL_MS = 10 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface PurgeCounts {
  otpChallenges: number;
  rateLimitHits: number;
  sessions: number;
  jobViews: number;
}

export async function purgeExpiredRows(prisma: Prisma, now: Date = new Date()): Promise<PurgeCounts> {
  const limitCutoff = new Date(now.getTime() - longestWindowSeconds(Object.values(RATE_LIMITS)) * 1000);
  const [otpChallenges, rateLimitHits, sessions, jobViews] = await Promise.all([
    prisma.otpChallenge.deleteMany({ where: { expiresAt: { lt: now } } }),
    prisma.rateLimitHit.deleteMany({ where: { createdAt: { lt: limitCutoff } } }),
    prisma.session.deleteMany({ where: { OR: [{ expiresAt: { lt: now } }, { revokedAt: { not: null } }] } }),
    // A view counts once per viewer per day, so only today's and yesterday's rows still matter.
    prisma.jobView.deleteMany({ where: { day: { lt: new Date(todayInIndia(now).getTime() - DAY_MS) } } }),
  ]);
  return {
    otpChallenges: otpChallenges.count,
    rateLimitHits: rateLimitHits.count,
    sessions: sessions.count,
    jobViews: jobViews.count,
  };
}

/** Purges now and every PURGE_INTERVAL_MS; the timer does not keep the process alive. Returns a stop function. */
export function schedulePurge(prisma: Prisma, onError: (error: unknown) => void): () => void {
  const run = () => void purgeExpiredRows(prisma).catch(onError);
  run();
  const timer = setInterval(run, PURGE_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
