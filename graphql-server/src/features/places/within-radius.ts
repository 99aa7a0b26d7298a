// "Near a place": the rows whose coordinates lie within a radius of a centre, nearest first, with their
// distances, at most NEAR_CANDIDATES_MAX of them. The table's GiST index on ll_to_earth(latitude, longitude)
// (the earthdistance module) both finds the rows inside the box around the circle (earth_box) and hands them
// over nearest first (the <-> ordering), so the work stops at the limit however many rows lie within the
// radius; the exact distance then drops the box's corners. Each table's filter is its index's own predicate.
import { Prisma, type PrismaClient } from "../../generated/prisma/client.ts";
import type { Coordinates } from "../../rules/distance.ts";
import { NEAR_CANDIDATES_MAX } from "../../rules/distance.ts";

const NEAR_TABLES = {
  Job: Prisma.sql`"Job" WHERE "status" = 'active'`,
  /** Open and closed jobs: the partners' change feed lists both. */
  AnyJob: Prisma.sql`"Job" WHERE TRUE`,
  User: Prisma.sql`"User" WHERE "userType" = 'laborer'`,
  Course: Prisma.sql`"Course" WHERE "status" = 'active'`,
} as const;

export type NearTable = keyof typeof NEAR_TABLES;

/**
 * Ids of the table's searchable rows within `radiusKm` of the centre, nearest first (at most
 * NEAR_CANDIDATES_MAX), each with its distance in km.
 */
export async function idsWithinRadius(
  prisma: Pick<PrismaClient, "$queryRaw" | "$executeRaw" | "$transaction">,
  table: NearTable,
  centre: Coordinates,
  radiusKm: number,
): Promise<Map<number, number>> {
  const metres = radiusKm * 1000;
  const point = Prisma.sql`ll_to_earth(${centre.latitude}, ${centre.longitude})`;
  // The planner underestimates how many rows an expression index matches and would read them all through a
  // bitmap, then sort; the ordered index scan reads only as many as the limit.
  const [, rows] = await prisma.$transaction([
    prisma.$executeRaw`SET LOCAL enable_bitmapscan = off`,
    prisma.$queryRaw<{ id: number; metres: number }[]>`
      SELECT "id", earth_distance(${point}, ll_to_earth("latitude", "longitude")) AS "metres"
      FROM ${NEAR_TABLES[table]}
        AND earth_box(${point}, ${metres}) @> ll_to_earth("latitude", "longitude")
        AND earth_distance(${point}, ll_to_earth("latitude", "longitude")) <= ${metres}
      ORDER BY ll_to_earth("latitude", "longitude") <-> ${point}
      LIMIT ${NEAR_CANDIDATES_MAX}`,
  ]);
  return new Map(rows.map((row) => [row.id, row.metres / 1000]));
}
