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

type RawReader = Pick<PrismaClient, "$queryRaw" | "$executeRaw" | "$transaction">;

/**
 * The table's searchable rows within `radiusKm` of the centre, nearest first (at most NEAR_CANDIDATES_MAX): a
 * statement of their `id` and `metres` from the centre, to read through `readNear` (alone or inside another).
 */
export function rowsWithinRadius(table: NearTable, centre: Coordinates, radiusKm: number): Prisma.Sql {
  const metres = radiusKm * 1000;
  const point = Prisma.sql`ll_to_earth(${centre.latitude}, ${centre.longitude})`;
  return Prisma.sql`
      SELECT "id", earth_distance(${point}, ll_to_earth("latitude", "longitude")) AS "metres"
      FROM ${NEAR_TABLES[table]}
        AND earth_box(${point}, ${metres}) @> ll_to_earth("latitude", "longitude")
        AND earth_distance(${point}, ll_to_earth("latitude", "longitude")) <= ${metres}
      ORDER BY ll_to_earth("latitude", "longitude") <-> ${point}
      LIMIT ${NEAR_CANDIDATES_MAX}`;
}

/**
 * Reads a near statement (`rowsWithinRadius`, or rows at the nearest points) with index scans that keep their
 * order. The planner underestimates how many rows an expression index matches, or how many share a point, and
 * would read them all through a bitmap, then sort; without bitmaps, the ordered index scan reads only as many as
 * the limit.
 */
export async function readNear<Row>(prisma: RawReader, statement: Prisma.Sql): Promise<Row[]> {
  const [, rows] = await prisma.$transaction([
    prisma.$executeRaw`SET LOCAL enable_bitmapscan = off`,
    prisma.$queryRaw<Row[]>(statement),
  ]);
  return rows;
}

/**
 * Ids of the table's searchable rows within `radiusKm` of the centre, nearest first (at most
 * NEAR_CANDIDATES_MAX), each with its distance in km.
 */
export async function idsWithinRadius(
  prisma: RawReader,
  table: NearTable,
  centre: Coordinates,
  radiusKm: number,
): Promise<Map<number, number>> {
  const rows = await readNear<{ id: number; metres: number }>(prisma, rowsWithinRadius(table, centre, radiusKm));
  return new Map(rows.map((row) => [row.id, row.metres / 1000]));
}
