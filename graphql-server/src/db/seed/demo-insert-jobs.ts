import type { Prisma } from "../../generated/prisma/client.ts";
import type { Clock } from "./clock.ts";
import { DEMO_APPLICATIONS } from "./demo-applications.ts";
import { DEMO_JOBS, type DemoJob } from "./demo-jobs.ts";
import { assertUnique, mustGet } from "./must-get.ts";
import type { SeedDb } from "./seed-db.ts";

const HOUR_IN_DAYS = 1 / 24;

function jobRow(job: DemoJob, employerId: number, clock: Clock): Prisma.JobCreateManyInput {
  const posted = clock.daysAgo(job.postedDaysAgo);
  return {
    employerId,
    title: job.title,
    description: job.description,
    location: `${job.place}, Karnataka`,
    district: job.district,
    state: "Karnataka",
    category: job.category,
    dailyRate: job.dailyRate,
    isRateNegotiable: job.negotiable,
    mealsProvided: job.perks.includes("meals"),
    accommodationProvided: job.perks.includes("accommodation"),
    equipmentProvided: job.perks.includes("equipment"),
    transportationProvided: job.perks.includes("transport"),
    duration: job.durationDays,
    startDate: job.startInDays === null ? null : clock.dateInDays(job.startInDays),
    workersNeeded: job.workersNeeded,
    workingHours: job.workingHours,
    isUrgent: job.isUrgent ?? false,
    status: job.status ?? "active",
    // Older postings have been seen more often.
    viewsCount: 15 + Math.round(job.postedDaysAgo * 11) + job.workersNeeded * 4,
    createdAt: posted,
    updatedAt: posted,
  };
}

/** Inserts the demo jobs with their required skills; returns job ids by title. */
export async function insertDemoJobs(
  db: SeedDb,
  clock: Clock,
  userIds: ReadonlyMap<string, number>,
  skillId: (name: string) => number,
): Promise<Map<string, number>> {
  assertUnique(
    DEMO_JOBS.map((j) => j.title),
    "job title",
  );
  const jobs = await db.job.createManyAndReturn({
    data: DEMO_JOBS.map((job) => jobRow(job, mustGet(userIds, job.employer, "employer"), clock)),
    select: { id: true, title: true },
  });
  const idByTitle = new Map(jobs.map((j) => [j.title, j.id]));
  await db.jobSkill.createMany({
    data: DEMO_JOBS.flatMap((job) =>
      job.skills.map((name) => ({ jobId: mustGet(idByTitle, job.title, "job"), skillId: skillId(name) })),
    ),
  });
  return idByTitle;
}

/** Inserts the demo applications; decided ones were decided a few hours after they came in. */
export async function insertDemoApplications(
  db: SeedDb,
  clock: Clock,
  userIds: ReadonlyMap<string, number>,
  jobIds: ReadonlyMap<string, number>,
): Promise<void> {
  await db.application.createMany({
    data: DEMO_APPLICATIONS.map((a) => ({
      jobId: mustGet(jobIds, a.job, "job"),
      laborerId: mustGet(userIds, a.laborer, "laborer"),
      requestedRate: a.requestedRate,
      status: a.status,
      message: a.message ?? null,
      createdAt: clock.daysAgo(a.appliedDaysAgo),
      updatedAt: clock.daysAgo(a.status === "pending" ? a.appliedDaysAgo : a.appliedDaysAgo - 2 * HOUR_IN_DAYS),
    })),
  });
}
