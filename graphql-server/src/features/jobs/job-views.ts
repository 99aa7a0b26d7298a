// A job's viewsCount counts viewers, not page loads: each viewer (an account, or a client address
// when signed out) counts at most once per job per day in India, and the job's own employer never.
import type { Prisma as Db } from "../../db/client.ts";
import { accountKey } from "../../limits/rate-limit.ts";
import { todayInIndia } from "../../i18n/india-date.ts";

export interface JobViewer {
  userId: number | null;
  /** A keyed hash of the client address, for signed-out viewers. */
  addressKey: string | null;
}

/** Who a view is counted for, or null when the viewer cannot be told apart (then nothing is counted). */
export function viewerKey(viewer: JobViewer): string | null {
  if (viewer.userId !== null) return accountKey(viewer.userId);
  return viewer.addressKey ? `address:${viewer.addressKey}` : null;
}

/** Counts a view of an existing job; true when it counted (the first today by this viewer). */
export async function recordJobView(prisma: Db, jobId: number, viewer: JobViewer, now = new Date()): Promise<boolean> {
  const key = viewerKey(viewer);
  if (key === null) return false;
  return prisma.$transaction(async (tx) => {
    const job = await tx.job.findUnique({ where: { id: jobId }, select: { employerId: true } });
    if (!job || (viewer.userId !== null && job.employerId === viewer.userId)) return false;
    const { count } = await tx.jobView.createMany({
      data: [{ jobId, viewerKey: key, day: todayInIndia(now) }],
      skipDuplicates: true,
    });
    if (count === 0) return false;
    // One atomic increment in the database: concurrent views are never lost.
    await tx.job.update({ where: { id: jobId }, data: { viewsCount: { increment: 1 } } });
    return true;
  });
}
