// How many laborers applied to each job of one answer, in one statement for all of them: the jobs' own rows in
// the (jobId, status) index, not a count over every application (which grows with the whole table).
import type { Prisma } from "../db/client.ts";

interface Batch {
  jobIds: number[];
  counts: Promise<Map<number, number>>;
}

/** The batch collecting job ids for each request context, until the current turn of the event loop ends. */
const openBatches = new WeakMap<object, Batch>();

/**
 * The number of applications to `jobId`. Calls made for one request (`ctx`) in the same turn of the event loop,
 * such as every card of a page, share one grouped count.
 */
export function applicationsCount(ctx: { prisma: Prisma }, jobId: number): Promise<number> {
  let batch = openBatches.get(ctx);
  if (!batch) {
    const jobIds: number[] = [];
    const counts = new Promise<Map<number, number>>((resolve, reject) => {
      setImmediate(() => {
        openBatches.delete(ctx);
        ctx.prisma.application
          .groupBy({ by: ["jobId"], where: { jobId: { in: jobIds } }, _count: { _all: true } })
          .then((rows) => resolve(new Map(rows.map((row) => [row.jobId, row._count._all]))), reject);
      });
    });
    batch = { jobIds, counts };
    openBatches.set(ctx, batch);
  }
  batch.jobIds.push(jobId);
  return batch.counts.then((counts) => counts.get(jobId) ?? 0);
}
