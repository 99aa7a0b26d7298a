// An employer's numbers for the Analytics screen: jobs posted and applications received per week
// (weeks in India time, starting Monday), how many decided applications were accepted, and views per job.
import type { Prisma } from "../../db/client.ts";
import { todayInIndia } from "../../i18n/india-date.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;
/** Weeks the charts show, this one included. */
export const ANALYTICS_WEEKS = 8;
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

/** Monday of the India-time week `date` falls in, as midnight UTC of that calendar date. */
export function weekStartInIndia(date: Date): Date {
  const day = todayInIndia(date);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS);
}

const weekKey = (date: Date) => date.toISOString().slice(0, 10);

export async function employerAnalytics(prisma: Prisma, employerId: number, now = new Date()): Promise<EmployerAnalytics> {
  const firstWeek = new Date(weekStartInIndia(now).getTime() - (ANALYTICS_WEEKS - 1) * 7 * DAY_MS);
  // The first Monday 00:00 in India, as an instant.
  const since = new Date(firstWeek.getTime() - IST_OFFSET_MS);
  const [jobs, applications, decisions, topJobs] = await Promise.all([
    prisma.job.findMany({ where: { employerId, createdAt: { gte: since } }, select: { createdAt: true } }),
    prisma.application.findMany({ where: { job: { employerId }, createdAt: { gte: since } }, select: { createdAt: true } }),
    prisma.application.groupBy({ by: ["status"], where: { job: { employerId } }, _count: { _all: true } }),
    prisma.job.findMany({
      where: { employerId },
      orderBy: [{ viewsCount: "desc" }, { id: "desc" }],
      take: ANALYTICS_TOP_JOBS,
      select: { id: true, title: true, viewsCount: true },
    }),
  ]);

  const weeks = new Map<string, AnalyticsWeek>();
  for (let i = 0; i < ANALYTICS_WEEKS; i++) {
    const weekStart = new Date(firstWeek.getTime() + i * 7 * DAY_MS);
    weeks.set(weekKey(weekStart), { weekStart, jobsPosted: 0, applicationsReceived: 0 });
  }
  for (const job of jobs) {
    const week = weeks.get(weekKey(weekStartInIndia(job.createdAt)));
    if (week) week.jobsPosted++;
  }
  for (const application of applications) {
    const week = weeks.get(weekKey(weekStartInIndia(application.createdAt)));
    if (week) week.applicationsReceived++;
  }

  const count = (status: string) => decisions.find((row) => row.status === status)?._count._all ?? 0;
  const accepted = count("accepted");
  const declined = count("rejected");
  return {
    weeks: [...weeks.values()],
    accepted,
    declined,
    pending: count("pending"),
    acceptanceRate: accepted + declined === 0 ? null : accepted / (accepted + declined),
    jobViews: topJobs.map((job) => ({ jobId: job.id, title: job.title, views: job.viewsCount })),
  };
}
