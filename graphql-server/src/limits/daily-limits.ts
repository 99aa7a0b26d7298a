// The daily limits on what an account creates (jobs, courses, applications; rules/daily-limits.ts), counted
// like every other limit: one RateLimitHit per action, inside the action's transaction, under an advisory
// lock per account, so the limits hold across server processes and concurrent requests.
import type { Prisma as PrismaTypes } from "../generated/prisma/client.ts";
import {
  DAILY_LIMIT_WINDOW_SECONDS,
  type DailyLimitName,
  type LimitedAccount,
  dailyLimitFor,
} from "../rules/daily-limits.ts";
import { RATE_LIMIT_MESSAGES } from "./limits.ts";
import { type RateLimit, accountKey, enforceRateLimits } from "./rate-limit.ts";

/** The bucket each daily limit's hits are stored under (the same for new and established accounts). */
export const DAILY_LIMIT_BUCKETS = {
  jobPosts: "daily-job-post",
  courseCreations: "daily-course",
  applications: "daily-application",
} as const satisfies Record<DailyLimitName, string>;

/** The limit that applies to `account` at `at`. */
export function dailyRateLimit(name: DailyLimitName, account: LimitedAccount, at: Date): RateLimit {
  return {
    bucket: DAILY_LIMIT_BUCKETS[name],
    windows: [{ seconds: DAILY_LIMIT_WINDOW_SECONDS, max: dailyLimitFor(name, account, at) }],
  };
}

/**
 * Counts one `name` for the account inside the caller's transaction, or fails with RateLimitError (HTTP 429,
 * Retry-After) and the limit's message when the account has used its day's allowance.
 */
export async function takeDailyLimit(
  tx: PrismaTypes.TransactionClient,
  name: DailyLimitName,
  account: LimitedAccount & { id: number },
  at: Date = new Date(),
): Promise<void> {
  await enforceRateLimits(
    tx,
    [{ limit: dailyRateLimit(name, account, at), key: accountKey(account.id) }],
    RATE_LIMIT_MESSAGES[name],
    at,
  );
}
