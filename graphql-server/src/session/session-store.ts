// Server-side sessions: one Session row per sign-in on a device. The cookie carries a random token;
// the row is stored under the token's SHA-256, so a copy of the table cannot be replayed as cookies.
// Signing out revokes the row, "log out everywhere" revokes all of a user's rows, and deleting the
// account deletes them; each request checks its row, so a revoked cookie stops working at once.
import { createHash, randomBytes } from "node:crypto";
import type { Prisma } from "../db/client.ts";
import type { User } from "../generated/prisma/client.ts";
import { SESSION_TTL_SECONDS } from "./session-cookie.ts";

/** lastSeenAt is written at most this often per session, not on every request. */
const LAST_SEEN_RESOLUTION_MS = 5 * 60 * 1000;
/** Longest device hint kept (from the User-Agent header). */
const DEVICE_HINT_LENGTH = 120;

const sessionId = (token: string) => createHash("sha256").update(token).digest("hex");

/** A short description of the device, from its User-Agent, for the list of active sessions. */
export function deviceHint(userAgent: string | null | undefined): string | null {
  const text = (userAgent ?? "").replace(/[^\x20-\x7e]/g, "").trim();
  return text ? text.slice(0, DEVICE_HINT_LENGTH) : null;
}

/** Starts a session for the user; returns the token the cookie must carry. */
export async function startSession(
  prisma: Pick<Prisma, "session">,
  userId: number,
  userAgent: string | null | undefined,
  now = new Date(),
): Promise<{ token: string; id: string }> {
  const token = randomBytes(32).toString("base64url");
  const id = sessionId(token);
  await prisma.session.create({
    data: {
      id,
      userId,
      deviceHint: deviceHint(userAgent),
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + SESSION_TTL_SECONDS * 1000),
    },
  });
  return { token, id };
}

/**
 * The live session of a cookie token and its user, read in one query; null when the session is
 * unknown, revoked or expired. Refreshes lastSeenAt now and then, without waiting for it.
 */
export async function findLiveSession(
  prisma: Prisma,
  token: string,
  now = new Date(),
): Promise<{ id: string; user: User } | null> {
  const id = sessionId(token);
  const rows = await prisma.$queryRaw<(User & { sessionLastSeenAt: Date })[]>`
    SELECT u.*, s."lastSeenAt" AS "sessionLastSeenAt"
    FROM "Session" s JOIN "User" u ON u."id" = s."userId"
    WHERE s."id" = ${id} AND s."revokedAt" IS NULL AND s."expiresAt" > ${now}`;
  const row = rows[0];
  if (!row) return null;
  const { sessionLastSeenAt, ...user } = row;
  if (now.getTime() - sessionLastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS) {
    void prisma.session.updateMany({ where: { id }, data: { lastSeenAt: now } }).catch(() => {});
  }
  return { id, user };
}

/** Revokes one session (signing out of this device). */
export async function revokeSession(prisma: Pick<Prisma, "session">, id: string, now = new Date()): Promise<void> {
  await prisma.session.updateMany({ where: { id, revokedAt: null }, data: { revokedAt: now } });
}

/** Revokes every session of the user, except `keepId` when given. */
export async function revokeUserSessions(
  prisma: Pick<Prisma, "session">,
  userId: number,
  keepId: string | null = null,
  now = new Date(),
): Promise<void> {
  await prisma.session.updateMany({
    where: { userId, revokedAt: null, ...(keepId ? { id: { not: keepId } } : {}) },
    data: { revokedAt: now },
  });
}
