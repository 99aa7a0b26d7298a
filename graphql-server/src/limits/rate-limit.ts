// Every rate limit in KhetSetu (OTP sends, messages, new conversations, feedback) is counted the same
// way: one RateLimitHit row per counted action, in the database, so a limit holds across every server
// process. A check runs inside the caller's transaction under an advisory lock per (bucket, key), so
// two concurrent requests can never both take the last free slot, and the hit commits or rolls back
// together with the action it counts.
import { createHmac } from "node:crypto";
import { RateLimitError } from "../errors/app-errors.ts";
import type { Prisma as PrismaTypes } from "../generated/prisma/client.ts";
import type { Message } from "../i18n/translate.ts";

/** At most `max` actions in any `seconds`-long sliding window. */
export interface RateWindow {
  seconds: number;
  max: number;
}

/** A named limit: its hits are stored under `bucket`, and every window must have room. */
export interface RateLimit {
  bucket: string;
  windows: readonly RateWindow[];
}

/** One limit applied to one subject (its key is already hashed or an account id). */
export interface RateLimitCheck {
  limit: RateLimit;
  key: string;
}

type Tx = PrismaTypes.TransactionClient;

/** How far back any limit looks; older hits can be deleted. */
export function longestWindowSeconds(limits: readonly RateLimit[]): number {
  return Math.max(...limits.flatMap((limit) => limit.windows.map((window) => window.seconds)));
}

/** The key of an account's own limits (an id names no one once the account is gone). */
export const accountKey = (userId: number) => `user:${userId}`;

/**
 * Keys for limits: a keyed hash (HMAC) of a mobile number or a client address, so the table holds
 * neither, yet the same number always gets the same key (its history outlives a deleted account).
 */
export function rateLimitKeys(secret: string) {
  const hash = (kind: string, value: string) => createHmac("sha256", secret).update(`${kind}:${value}`).digest("hex");
  return {
    mobileNumber: (mobileNumber: string) => hash("number", mobileNumber),
    address: (ip: string) => hash("ip", ip),
    account: accountKey,
  };
}
export type RateLimitKeys = ReturnType<typeof rateLimitKeys>;

/**
 * Seconds until this action is allowed under every check, or 0 — in which case one hit per check is
 * recorded (at `at`). Nothing is recorded when any window is full. Must run inside a transaction.
 */
export async function takeRateLimits(tx: Tx, checks: readonly RateLimitCheck[], at: Date): Promise<number> {
  // A fixed lock order, so two requests locking the same pair of keys can never deadlock.
  const ordered = [...checks].sort((a, b) =>
    a.limit.bucket === b.limit.bucket ? a.key.localeCompare(b.key) : a.limit.bucket.localeCompare(b.limit.bucket),
  );
  for (const { limit, key } of ordered) {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${limit.bucket}), hashtext(${key}))`;
  }
  let wait = 0;
  for (const { limit, key } of ordered) wait = Math.max(wait, await secondsUntilFree(tx, limit, key, at));
  if (wait > 0) return wait;
  await tx.rateLimitHit.createMany({
    data: ordered.map(({ limit, key }) => ({ bucket: limit.bucket, key, createdAt: at })),
  });
  return 0;
}

/** 0 when every window of `limit` has room for one more hit now; otherwise whole seconds until it does. */
async function secondsUntilFree(tx: Tx, limit: RateLimit, key: string, at: Date): Promise<number> {
  const nowMs = at.getTime();
  const longest = longestWindowSeconds([limit]);
  const hits = (
    await tx.rateLimitHit.findMany({
      where: { bucket: limit.bucket, key, createdAt: { gt: new Date(nowMs - longest * 1000) } },
      orderBy: { createdAt: "asc" },
      select: { createdAt: true },
    })
  ).map((hit) => hit.createdAt.getTime());
  let wait = 0;
  for (const { seconds, max } of limit.windows) {
    const inWindow = hits.filter((time) => time > nowMs - seconds * 1000);
    if (inWindow.length >= max) {
      // Room comes back once enough of the oldest hits have left the window.
      const freesAt = inWindow[inWindow.length - max]! + seconds * 1000;
      wait = Math.max(wait, Math.max(1, Math.ceil((freesAt - nowMs) / 1000)));
    }
  }
  return wait;
}

/** takeRateLimits, failing with RateLimitError (HTTP 429, Retry-After) and `message` when over a limit. */
export async function enforceRateLimits(
  tx: Tx,
  checks: readonly RateLimitCheck[],
  message: (retryAfterSeconds: number) => Message,
  at: Date = new Date(),
): Promise<void> {
  const wait = await takeRateLimits(tx, checks, at);
  if (wait > 0) throw new RateLimitError(message(wait), wait);
}
