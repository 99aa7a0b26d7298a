// Jobs near a centre: only those within the radius, nearest first, the newest first at one point. Jobs share
// their place's point, so the search walks the distinct points nearest first (JobPoint's GiST index) and reads
// each point's open jobs newest first (Job_point_idx), with the search's own filters, until the page is full:
// a page costs about the same whether 100 or 100,000 jobs lie within the radius. The count reads at most
// JOB_COUNT_LIMIT jobs the same way.
import { Prisma } from "../../generated/prisma/client.ts";
import type { Context } from "../../graphql/context.ts";

type Db = Context["prisma"];
import { whereSql } from "../../db/where-sql.ts";
import { JOB_COUNT_LIMIT } from "../../rules/job.ts";
import { NEAR_CANDIDATES_MAX } from "../../rules/distance.ts";
import { type NearSearch, type PageQuery, pageOfIds } from "../places/index.ts";

/** The Job columns a search filter may name. */
const JOB_COLUMNS = new Set(Object.values(Prisma.JobScalarFieldEnum));

/** The points within the radius, nearest first, each with its distance in metres. */
function pointsWithin(near: NearSearch): Prisma.Sql {
  const centre = Prisma.sql`ll_to_earth(${near.centre.latitude}, ${near.centre.longitude})`;
  const point = Prisma.sql`ll_to_earth("latitude", "longitude")`;
  const metres = near.radiusKm * 1000;
  return Prisma.sql`
    SELECT "latitude", "longitude", earth_distance(${centre}, ${point}) AS "metres" FROM "JobPoint"
    WHERE earth_box(${centre}, ${metres}) @> ${point} AND earth_distance(${centre}, ${point}) <= ${metres}
    ORDER BY ${point} <-> ${centre}`;
}

/** The open jobs at point `p` that pass the filters (the literal status lets the partial index serve). */
const jobsAtPoint = (where: Prisma.JobWhereInput) => Prisma.sql`
  "Job"."latitude" = "p"."latitude" AND "Job"."longitude" = "p"."longitude" AND "Job"."status" = 'active'
  AND ${whereSql(where, JOB_COLUMNS)}`;

/**
 * Runs the statement with index scans that keep their order: the planner underestimates how many jobs share a
 * point and would otherwise read all of them through a bitmap and sort them.
 */
async function ordered<T>(db: Db, statement: Prisma.Sql): Promise<T[]> {
  const [, rows] = await db.$transaction([
    db.$executeRaw`SET LOCAL enable_bitmapscan = off`,
    db.$queryRaw<T[]>(statement),
  ]);
  return rows;
}

/** Up to `limit` ids of the matching jobs after the cursor job (from the start without one), in order. */
async function idsAfter(
  db: Db,
  where: Prisma.JobWhereInput,
  near: NearSearch,
  cursor: number | null,
  limit: number,
): Promise<number[]> {
  let after = Prisma.empty;
  if (cursor !== null) {
    const [at] = await db.job.findMany({ where: { id: cursor }, select: { latitude: true, longitude: true } });
    if (at?.latitude == null || at.longitude == null) return [];
    const sameAs = Prisma.sql`"p"."latitude" = ${at.latitude} AND "p"."longitude" = ${at.longitude}`;
    const centre = Prisma.sql`ll_to_earth(${near.centre.latitude}, ${near.centre.longitude})`;
    const metres = Prisma.sql`earth_distance(${centre}, ll_to_earth(${at.latitude}, ${at.longitude}))`;
    // Farther points, and the cursor's own point below the cursor (two points at exactly the same distance
    // from the centre, to the last bit, may page in either order).
    after = Prisma.sql`AND ("p"."metres" > ${metres} OR (${sameAs})) AND (NOT (${sameAs}) OR "Job"."id" < ${cursor})`;
  }
  const rows = await ordered<{ id: number }>(
    db,
    Prisma.sql`
      SELECT "j"."id" FROM (${pointsWithin(near)}) AS "p"
      CROSS JOIN LATERAL (
        SELECT "Job"."id" FROM "Job" WHERE ${jobsAtPoint(where)} ${after}
        ORDER BY "Job"."id" DESC LIMIT ${limit}
      ) AS "j"
      LIMIT ${limit}`,
  );
  return rows.map((row) => row.id);
}

/**
 * The ids of the page a connection query asks for (its cursor, skip and signed take), nearest first; a page
 * going back is cut from the first NEAR_CANDIDATES_MAX.
 */
export async function nearJobPage(
  db: Db,
  where: Prisma.JobWhereInput,
  near: NearSearch,
  page: PageQuery,
): Promise<number[]> {
  const cursor = page.cursor?.id ?? null;
  if (page.take < 0) return pageOfIds(await idsAfter(db, where, near, null, NEAR_CANDIDATES_MAX), page);
  // Prisma's cursor includes the cursor row, which `skip` 1 then drops; the statement starts after it.
  const skip = Math.max(0, (page.skip ?? 0) - (cursor === null ? 0 : 1));
  return (await idsAfter(db, where, near, cursor, skip + page.take)).slice(skip);
}

/** How many jobs within the radius pass the filters, counted up to JOB_COUNT_LIMIT like every job search. */
export async function nearJobCount(db: Db, where: Prisma.JobWhereInput, near: NearSearch): Promise<number> {
  const [row] = await ordered<{ count: number }>(
    db,
    Prisma.sql`
      SELECT count(*)::int AS "count" FROM (
        SELECT 1 FROM (${pointsWithin(near)}) AS "p"
        CROSS JOIN LATERAL (SELECT 1 FROM "Job" WHERE ${jobsAtPoint(where)} LIMIT ${JOB_COUNT_LIMIT}) AS "j"
        LIMIT ${JOB_COUNT_LIMIT}
      ) AS "counted"`,
  );
  return row?.count ?? 0;
}
