// How many laborers applied to each job of one answer, in one statement for all of them: the jobs' own rows in
// the (jobId, status) index, not a count over every application (which grows with the whole table).
// A write that returns a job counts its applications inside its own transaction instead (db/counted-in-write.ts).
import type { Prisma } from "../../db/client.ts";
import { keepCount, keptCount } from "../../db/counted-in-write.ts";

interface Batch {
  jobIds: number[];
  counts: Promise<Map<number, number>>;
}

type RequestContext = { prisma: Prisma };

/** The batch collecting job ids for each request context, until the current turn of the event loop ends. */
const openBatches = new WeakMap<object, Batch>();

const keyOf = (jobId: number) => `applications:${jobId}`;

/**
 * The number of applications to `jobId`: at once when the job's row was read with it, else (a promise) from one
 * grouped count shared by the calls made for one request (`ctx`) in the same turn of the event loop, such as
 * every card of a page. A promise for a count already known would make GraphQL finish every card of a list
 * asynchronously.
 */
export function applicationsCount(ctx: RequestContext, jobId: number): number | Promise<number> {
  const known = keptCount(ctx, keyOf(jobId));
  if (known !== undefined) return known;
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

/** Keeps the number of applications to `jobId` for the request of `ctx`, counted with the job's own row. */
export function keepApplicationsCount(ctx: object, jobId: number, count: number): void {
  keepCount(ctx, keyOf(jobId), count);
}

/**
 * Counts the applications to `jobId` with the write's transaction `tx` (a job just created has none: pass
 * `{ created: true }` and nothing is read), so the write's answer takes the count from there.
 */
export async function countApplicationsInside(
  ctx: object,
  tx: Pick<Prisma, "application">,
  jobId: number,
  options: { created?: boolean } = {},
): Promise<void> {
  keepCount(ctx, keyOf(jobId), options.created ? 0 : await tx.application.count({ where: { jobId } }));
}
