// Jobs near a centre: only those within the radius, nearest first, the newest first at one point, read point by
// point until the page is full (nearIdsAfter), with the search's own filters; the count reads at most
// JOB_COUNT_LIMIT jobs the same way.
import { Prisma } from "../../generated/prisma/client.ts";
import type { Context } from "../../graphql/context.ts";
import { whereSql } from "../../db/where-sql.ts";
import { JOB_COUNT_LIMIT } from "../../rules/job.ts";
import { NEAR_CANDIDATES_MAX } from "../../rules/distance.ts";
import { type NearSearch, type PageQuery, nearCountUpTo, nearIdsAfter, pageOfIds } from "../places/index.ts";

type Db = Context["prisma"];

/** The Job columns a search filter may name, and its enum columns' types. */
export const JOB = {
  table: "Job",
  columns: new Set(Object.values(Prisma.JobScalarFieldEnum)),
  enums: { status: "JobStatus", category: "JobCategory" },
};

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
  const filter = whereSql(where, JOB);
  if (page.take < 0) return pageOfIds(await nearIdsAfter(db, "Job", near, filter, null, NEAR_CANDIDATES_MAX), page);
  let cursor = null;
  if (page.cursor) {
    const at = await db.job.findUnique({ where: { id: page.cursor.id }, select: { latitude: true, longitude: true } });
    if (at?.latitude == null || at.longitude == null) return [];
    cursor = { id: page.cursor.id, latitude: at.latitude, longitude: at.longitude };
  }
  // Prisma's cursor includes the cursor row, which `skip` 1 then drops; the statement starts after it.
  const skip = Math.max(0, (page.skip ?? 0) - (cursor ? 1 : 0));
  return (await nearIdsAfter(db, "Job", near, filter, cursor, skip + page.take)).slice(skip);
}

/** How many jobs within the radius pass the filters, counted up to JOB_COUNT_LIMIT like every job search. */
export function nearJobCount(db: Db, where: Prisma.JobWhereInput, near: NearSearch): Promise<number> {
  return nearCountUpTo(db, "Job", near, whereSql(where, JOB), JOB_COUNT_LIMIT);
}
