// An employer's numbers for the Analytics screen: jobs posted and applications received per week
// (weeks in India time, starting Monday), how many decided applications were accepted, and views per job.
import type { Prisma } from "../../db/client.ts";
import { analyticsWindow, weeklyCounts } from "./weekly-counts.ts";

/** Jobs the views chart shows, most viewed first. */
export const ANALYTICS_TOP_JOBS = 10;

export type AnalyticsWeek = { weekStart: Date; jobsPosted: number; applicationsReceived: number };
export type JobViews = { jobId: number; title: string; views: number };
export type EmployerAnalytics = {
  weeks: AnalyticsWeek[];
  accepted: number;
  declined: number;
  pending: number;
  /** accepted / (accepted + declined), or null before any decision. */
  acceptanceRate: number | null;
  jobViews: JobViews[];
};

export async function employerAnalytics(
  prisma: Prisma,
  employerId: number,
  now = new Date(),
): Promise<EmployerAnalytics> {
  const { since } = analyticsWindow(now);
  const [jobs, applications, decisions, topJobs] = await Promise.all([
    prisma.job.findMany({ where: { employerId, createdAt: { gte: since } }, select: { createdAt: true } }),
    prisma.application.findMany({
      where: { job: { employerId }, createdAt: { gte: since } },
      select: { createdAt: true },
    }),
    prisma.application.groupBy({ by: ["status"], where: { job: { employerId } }, _count: { _all: true } }),
    prisma.job.findMany({
      where: { employerId },
      orderBy: [{ viewsCount: "desc" }, { id: "desc" }],
      take: ANALYTICS_TOP_JOBS,
      select: { id: true, title: true, viewsCount: true },
    }),
  ]);

  const count = (status: string) => decisions.find((row) => row.status === status)?._count._all ?? 0;
  const accepted = count("accepted");
  const declined = count("rejected");
  return {
    weeks: weeklyCounts(now, {
      jobsPosted: jobs.map((job) => job.createdAt),
      applicationsReceived: applications.map((application) => application.createdAt),
    }),
    accepted,
    declined,
    pending: count("pending"),
    acceptanceRate: accepted + declined === 0 ? null : accepted / (accepted + declined),
    jobViews: topJobs.map((job) => ({ jobId: job.id, title: job.title, views: job.viewsCount })),
  };
}
