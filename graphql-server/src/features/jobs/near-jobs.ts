// Jobs near a centre: only those within the radius, nearest first (the newest first at equal distance). The
// radius test reads the GiST index (idsWithinRadius); the other filters then narrow those jobs, and the page is
// cut from the ordered list with the connection's ordinary id cursors (findPageOfIds).
import type { Prisma } from "../../generated/prisma/client.ts";
import type { Context } from "../../graphql/context.ts";
import { JOB_COUNT_LIMIT } from "../../rules/job.ts";
import { type NearSearch, idsWithinRadius } from "../places/index.ts";

/** The ids of the jobs within the radius that pass the filters, nearest first. */
export async function nearJobIds(ctx: Context, where: Prisma.JobWhereInput, near: NearSearch): Promise<number[]> {
  const within = await idsWithinRadius(ctx.prisma, "Job", near.centre, near.radiusKm);
  if (within.size === 0) return [];
  const matching = await ctx.prisma.job.findMany({
    where: { AND: [where, { id: { in: [...within.keys()] } }] },
    select: { id: true },
  });
  return matching.map((job) => job.id).sort((a, b) => within.get(a)! - within.get(b)! || b - a);
}

/** How many of them the search reports (counted up to JOB_COUNT_LIMIT, like every job search). */
export const nearCount = (ids: readonly number[]): number => Math.min(ids.length, JOB_COUNT_LIMIT);
