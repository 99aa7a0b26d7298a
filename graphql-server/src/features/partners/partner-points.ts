// A partner key's points: each key may spend `pointsPerHour` points per window of PARTNER_WINDOW_SECONDS.
// A window starts at the key's first request after the previous window ended (not on the clock's hour), and
// its points are charged in the database, in one statement that locks the key's row, so the limit holds
// across server processes and two concurrent requests can never both spend the last points.
import type { Prisma } from "../../db/client.ts";
import { Prisma as Sql } from "../../generated/prisma/client.ts";
import { PARTNER_WINDOW_SECONDS } from "../../rules/partner.ts";

/** A key's window as a request saw it: what the X-RateLimit-* headers and the `rateLimit` field report. */
export interface PartnerUsage {
  /** Points per window. */
  limit: number;
  /** Points spent in the current window (this request's included when it was charged). */
  used: number;
  /** When the current window ends (and a new one may start). */
  resetAt: Date;
}

export interface PartnerCharge extends PartnerUsage {
  /** False when the cost did not fit in the points left: nothing was charged, and the operation must not run. */
  charged: boolean;
}

export const remainingPoints = (usage: PartnerUsage) => Math.max(0, usage.limit - usage.used);

const WINDOW_MS = PARTNER_WINDOW_SECONDS * 1000;

interface Row {
  limit: number;
  used: number;
  startedMs: number;
  charged?: boolean;
}

interface ChargedRow extends Row {
  id: number;
  name: string;
}

const usageOf = (row: Row): PartnerUsage => ({
  limit: Number(row.limit),
  used: Number(row.used),
  resetAt: new Date(Number(row.startedMs) + WINDOW_MS),
});

/**
 * Charges `cost` points to the live key `where` picks, at time `now`, when they fit in what the window has left;
 * a window that has ended is replaced by one starting `now`. Always stamps lastUsedAt. No row when the key is
 * unknown or revoked.
 */
async function chargeKey(prisma: Prisma, where: Sql.Sql, cost: number, now: Date): Promise<ChargedRow | null> {
  const nowMs = now.getTime();
  // Timestamps are stored as UTC without a zone; epoch milliseconds avoid any zone conversion on the way.
  const rows = await prisma.$queryRaw<ChargedRow[]>`
    WITH current AS (
      SELECT id, "pointsPerHour" AS "limit",
             CASE WHEN "windowStartedAt" IS NULL OR "windowStartedAt" <= (to_timestamp(${nowMs}::float8 / 1000) AT TIME ZONE 'UTC') - make_interval(secs => ${PARTNER_WINDOW_SECONDS}::float8)
                  THEN to_timestamp(${nowMs}::float8 / 1000) AT TIME ZONE 'UTC' ELSE "windowStartedAt" END AS started,
             CASE WHEN "windowStartedAt" IS NULL OR "windowStartedAt" <= (to_timestamp(${nowMs}::float8 / 1000) AT TIME ZONE 'UTC') - make_interval(secs => ${PARTNER_WINDOW_SECONDS}::float8)
                  THEN 0 ELSE "pointsUsed" END AS used
      FROM "PartnerKey"
      WHERE ${where} AND "revokedAt" IS NULL
      FOR UPDATE
    )
    UPDATE "PartnerKey" AS k
    SET "windowStartedAt" = current.started,
        "pointsUsed" = current.used + CASE WHEN current.used + ${cost}::int <= current."limit" THEN ${cost}::int ELSE 0 END,
        "lastUsedAt" = to_timestamp(${nowMs}::float8 / 1000) AT TIME ZONE 'UTC'
    FROM current
    WHERE k.id = current.id
    RETURNING k.id, k.name, k."pointsPerHour" AS "limit", k."pointsUsed" AS used,
              (extract(epoch FROM k."windowStartedAt") * 1000)::float8 AS "startedMs",
              (current.used + ${cost}::int <= current."limit") AS charged`;
  return rows[0] ?? null;
}

const chargeOf = (row: Row): PartnerCharge => ({ ...usageOf(row), charged: !!row.charged });

/**
 * Charges `cost` points to live key `keyId` at time `now`, when they fit in what the window has left; a window
 * that has ended is replaced by one starting `now`. Always stamps lastUsedAt. Null when the key is gone or revoked.
 */
export async function chargePartnerPoints(
  prisma: Prisma,
  keyId: number,
  cost: number,
  now: Date = new Date(),
): Promise<PartnerCharge | null> {
  const row = await chargeKey(prisma, Sql.sql`id = ${keyId}`, cost, now);
  return row ? chargeOf(row) : null;
}

/**
 * The live key with SHA-256 `keyHash`, charged `cost` points as chargePartnerPoints does, in the same one
 * statement that finds it. Null when no live key has that hash.
 */
export async function chargePartnerKeyByHash(
  prisma: Prisma,
  keyHash: string,
  cost: number,
  now: Date = new Date(),
): Promise<{ keyId: number; name: string; charge: PartnerCharge } | null> {
  const row = await chargeKey(prisma, Sql.sql`"keyHash" = ${keyHash}`, cost, now);
  return row ? { keyId: Number(row.id), name: row.name, charge: chargeOf(row) } : null;
}

/** The key's window at `now` without charging anything (for answers refused before the cost is known). */
export async function readPartnerUsage(
  prisma: Prisma,
  keyId: number,
  now: Date = new Date(),
): Promise<PartnerUsage | null> {
  const row = await prisma.partnerKey.findUnique({
    where: { id: keyId },
    select: { pointsPerHour: true, pointsUsed: true, windowStartedAt: true },
  });
  if (!row) return null;
  const live = row.windowStartedAt !== null && row.windowStartedAt.getTime() + WINDOW_MS > now.getTime();
  return {
    limit: row.pointsPerHour,
    used: live ? row.pointsUsed : 0,
    resetAt: new Date((live ? row.windowStartedAt!.getTime() : now.getTime()) + WINDOW_MS),
  };
}
