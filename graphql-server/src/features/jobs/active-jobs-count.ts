// How many of an employer's jobs are active (the dashboard's Active Jobs). A write that changes that number and
// may answer with it counts inside its own transaction (db/counted-in-write.ts).
import type { Prisma } from "../../db/client.ts";
import { keepCount, keptCount } from "../../db/counted-in-write.ts";

type Db = Pick<Prisma, "job">;

const keyOf = (employerId: number) => `activeJobs:${employerId}`;
const count = (db: Db, employerId: number) => db.job.count({ where: { employerId, status: "active" } });

/** The employer's active jobs: the count a write of this request kept, else a count of its own. */
export function activeJobsCount(ctx: { prisma: Prisma }, employerId: number): Promise<number> {
  const known = keptCount(ctx, keyOf(employerId));
  return known === undefined ? count(ctx.prisma, employerId) : Promise.resolve(known);
}

/** Counts the employer's active jobs with the write's transaction `tx`, for the write's answer. */
export async function countActiveJobsInside(ctx: object, tx: Db, employerId: number): Promise<void> {
  keepCount(ctx, keyOf(employerId), await count(tx, employerId));
}
