// Partner API keys. A key is `ksp_` and 32 random bytes (base64url); only its SHA-256 is stored, so a
// database leak reveals no key. `create` and `rotate` return the key once; nothing can show it again.
import { createHash, randomBytes } from "node:crypto";
import type { Prisma } from "../../db/client.ts";
import type { PartnerKey } from "../../generated/prisma/client.ts";
import { DEFAULT_PARTNER_POINTS_PER_HOUR, PARTNER_KEY_PREFIX } from "../../rules/partner.ts";

/** Characters of a key kept in clear (`prefix`), to tell keys apart in lists. */
const SHOWN_CHARACTERS = PARTNER_KEY_PREFIX.length + 6;

export const hashPartnerKey = (key: string) => createHash("sha256").update(key).digest("hex");

function newKey(): { key: string; keyHash: string; prefix: string } {
  const key = PARTNER_KEY_PREFIX + randomBytes(32).toString("base64url");
  return { key, keyHash: hashPartnerKey(key), prefix: key.slice(0, SHOWN_CHARACTERS) };
}

/** A new key for `name`; the returned `key` is the only copy. */
export async function createPartnerKey(
  prisma: Prisma,
  options: { name: string; pointsPerHour?: number },
): Promise<{ key: string; row: PartnerKey }> {
  const { key, keyHash, prefix } = newKey();
  const row = await prisma.partnerKey.create({
    data: {
      name: options.name,
      keyHash,
      prefix,
      pointsPerHour: options.pointsPerHour ?? DEFAULT_PARTNER_POINTS_PER_HOUR,
    },
  });
  return { key, row };
}

/** Replaces a live key's secret: the old key stops working at once; name, points and window stay. Null when no live key has that id. */
export async function rotatePartnerKey(prisma: Prisma, id: number): Promise<{ key: string; row: PartnerKey } | null> {
  const { key, keyHash, prefix } = newKey();
  const { count } = await prisma.partnerKey.updateMany({ where: { id, revokedAt: null }, data: { keyHash, prefix } });
  if (count === 0) return null;
  return { key, row: await prisma.partnerKey.findUniqueOrThrow({ where: { id } }) };
}

/** Revokes a key for good; false when no live key has that id. */
export async function revokePartnerKey(prisma: Prisma, id: number, at: Date = new Date()): Promise<boolean> {
  const { count } = await prisma.partnerKey.updateMany({ where: { id, revokedAt: null }, data: { revokedAt: at } });
  return count > 0;
}

export function listPartnerKeys(prisma: Prisma): Promise<PartnerKey[]> {
  return prisma.partnerKey.findMany({ orderBy: { id: "asc" } });
}
