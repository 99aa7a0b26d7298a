import type { PrismaClient } from "../../generated/prisma/client.ts";

/**
 * Synthetic accounts get numbers 6000000000-6099999999, counted upwards from the highest one
 * already stored, so repeated runs never collide with each other or with the demo accounts
 * (which start with 9).
 */
const FIRST_SYNTHETIC_MOBILE = 6_000_000_000;
const END_OF_SYNTHETIC_MOBILES = 6_100_000_000;

/** The first free synthetic mobile number, checking that `count` numbers fit after it. */
export async function firstFreeSyntheticMobile(prisma: PrismaClient, count: number): Promise<number> {
  const rows = await prisma.$queryRawUnsafe<{ highest: string | null }[]>(
    `SELECT max("mobileNumber") AS highest FROM "User"
     WHERE "mobileNumber" >= $1 AND "mobileNumber" < $2 AND "mobileNumber" ~ '^[0-9]{10}$'`,
    String(FIRST_SYNTHETIC_MOBILE),
    String(END_OF_SYNTHETIC_MOBILES),
  );
  const highest = rows[0]?.highest;
  const first = highest ? Number(highest) + 1 : FIRST_SYNTHETIC_MOBILE;
  if (first + count > END_OF_SYNTHETIC_MOBILES) {
    throw new Error(`No room for ${count} more synthetic mobile numbers (next would be ${first})`);
  }
  return first;
}
