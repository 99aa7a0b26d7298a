// "Near a place" pages whose cost follows the page, not how many rows lie within the radius. Rows take their
// place's point (a village, a pincode, a district's centre), so thousands of jobs or laborers share one point.
// A search walks the distinct points nearest first (a points table, kept by a trigger, through its GiST index)
// and reads each point's rows in a fixed order through a b-tree index on (latitude, longitude, id), with the
// search's own filters, until the page is full.
import { Prisma, type PrismaClient } from "../../generated/prisma/client.ts";
import type { NearSearch } from "./near-search.ts";
import { readNear } from "./within-radius.ts";

type Db = Pick<PrismaClient, "$transaction" | "$queryRaw" | "$executeRaw">;

/** Per searchable table: its points, its rows (the literal predicate of its partial index) and the order at a point. */
export const NEAR_POINT_TABLES = {
  /** Open jobs, the newest first at a point (Job_point_idx). */
  Job: { points: "JobPoint", rows: "Job", searchable: `"Job"."status" = 'active'`, order: "DESC" },
  /** Laborers, the oldest account first at a point (User_point_idx). */
  Laborer: { points: "LaborerPoint", rows: "User", searchable: `"User"."userType" = 'laborer'`, order: "ASC" },
} as const;

export type NearPointTable = keyof typeof NEAR_POINT_TABLES;

/** A row a page starts after: its id and its point. */
export interface NearCursor {
  id: number;
  latitude: number;
  longitude: number;
}

/** The points within the radius, nearest first, each with its distance in metres. */
function pointsWithin(points: string, near: NearSearch): Prisma.Sql {
  const centre = Prisma.sql`ll_to_earth(${near.centre.latitude}, ${near.centre.longitude})`;
  const point = Prisma.sql`ll_to_earth("latitude", "longitude")`;
  const metres = near.radiusKm * 1000;
  return Prisma.sql`
    SELECT "latitude", "longitude", earth_distance(${centre}, ${point}) AS "metres" FROM ${Prisma.raw(`"${points}"`)}
    WHERE earth_box(${centre}, ${metres}) @> ${point} AND earth_distance(${centre}, ${point}) <= ${metres}
    ORDER BY ${point} <-> ${centre}`;
}

/** The table's searchable rows at point `p` that pass the filter. */
function rowsAtPoint(table: NearPointTable, filter: Prisma.Sql): Prisma.Sql {
  const { rows, searchable } = NEAR_POINT_TABLES[table];
  return Prisma.sql`${Prisma.raw(`"${rows}"."latitude" = "p"."latitude" AND "${rows}"."longitude" = "p"."longitude" AND ${searchable}`)}
    AND ${filter}`;
}

/**
 * Up to `limit` ids of the table's rows within the radius that pass the filter, nearest point first and in the
 * table's order at a point, after the cursor row (from the start without one).
 */
export async function nearIdsAfter(
  db: Db,
  table: NearPointTable,
  near: NearSearch,
  filter: Prisma.Sql,
  cursor: NearCursor | null,
  limit: number,
): Promise<number[]> {
  const { points, rows, order } = NEAR_POINT_TABLES[table];
  const id = Prisma.raw(`"${rows}"."id"`);
  let after = Prisma.empty;
  if (cursor) {
    const sameAs = Prisma.sql`"p"."latitude" = ${cursor.latitude} AND "p"."longitude" = ${cursor.longitude}`;
    const centre = Prisma.sql`ll_to_earth(${near.centre.latitude}, ${near.centre.longitude})`;
    const metres = Prisma.sql`earth_distance(${centre}, ll_to_earth(${cursor.latitude}, ${cursor.longitude}))`;
    const beyond = order === "DESC" ? Prisma.sql`${id} < ${cursor.id}` : Prisma.sql`${id} > ${cursor.id}`;
    // Farther points, and the cursor's own point beyond the cursor (two points at exactly the same distance
    // from the centre, to the last bit, may page in either order).
    after = Prisma.sql`AND ("p"."metres" > ${metres} OR (${sameAs})) AND (NOT (${sameAs}) OR ${beyond})`;
  }
  const found = await readNear<{ id: number }>(
    db,
    Prisma.sql`
      SELECT "r"."id" FROM (${pointsWithin(points, near)}) AS "p"
      CROSS JOIN LATERAL (
        SELECT ${id} FROM ${Prisma.raw(`"${rows}"`)} WHERE ${rowsAtPoint(table, filter)} ${after}
        ORDER BY ${id} ${Prisma.raw(order)} LIMIT ${limit}
      ) AS "r"
      LIMIT ${limit}`,
  );
  return found.map((row) => row.id);
}

/** How many of the table's rows within the radius pass the filter, counted up to `limit`. */
export async function nearCountUpTo(
  db: Db,
  table: NearPointTable,
  near: NearSearch,
  filter: Prisma.Sql,
  limit: number,
): Promise<number> {
  const { points, rows } = NEAR_POINT_TABLES[table];
  const [row] = await readNear<{ count: number }>(
    db,
    Prisma.sql`
      SELECT count(*)::int AS "count" FROM (
        SELECT 1 FROM (${pointsWithin(points, near)}) AS "p"
        CROSS JOIN LATERAL (
          SELECT 1 FROM ${Prisma.raw(`"${rows}"`)} WHERE ${rowsAtPoint(table, filter)} LIMIT ${limit}
        ) AS "r"
        LIMIT ${limit}
      ) AS "counted"`,
  );
  return row?.count ?? 0;
}
