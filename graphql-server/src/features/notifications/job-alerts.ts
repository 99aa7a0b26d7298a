// Job alerts: a new job reaches the available laborers it suits (one of her skills, within her travel distance,
// as matching's workersForJob finds them). An urgent job at once; the others in a daily digest at 07:00 India time.
import type { PrismaClient } from "../../generated/prisma/client.ts";
import { globalIdOf } from "../../graphql/global-id.ts";
import { todayInIndia } from "../../i18n/india-date.ts";
import { JOB_DIGEST_TEXTS } from "../../rules/notifications.ts";
import { workersForJob } from "../matching/index.ts";
import { type Notifier, notify } from "./notify.ts";

/** Laborers one job alerts at most. */
export const ALERT_RECIPIENTS_MAX = 500;

const jobLink = (jobId: number) => `/job/${encodeURIComponent(globalIdOf("Job", jobId))}`;

async function suitedLaborers(
  prisma: PrismaClient,
  jobId: number,
): Promise<{ job: AlertJob; laborers: number[] } | null> {
  const job = await prisma.job.findUnique({
    where: { id: jobId },
    select: {
      id: true,
      title: true,
      location: true,
      status: true,
      employerId: true,
      latitude: true,
      longitude: true,
      requiredSkills: { select: { skillId: true } },
    },
  });
  if (job?.status !== "active" || job.latitude === null || job.longitude === null) return null;
  const laborers = await workersForJob(
    prisma,
    {
      id: job.id,
      employerId: job.employerId,
      latitude: job.latitude,
      longitude: job.longitude,
      skillIds: job.requiredSkills.map((required) => required.skillId),
    },
    ALERT_RECIPIENTS_MAX,
  );
  return { job, laborers };
}

type AlertJob = { id: number; title: string; location: string };

/**
 * Tells the laborers a new urgent job suits. A laborer already told of it (a retry after a crash) is not told
 * again: the check and the notifications are one transaction.
 */
export async function alertForJob(prisma: PrismaClient, notifier: Notifier, jobId: number): Promise<number> {
  const found = await suitedLaborers(prisma, jobId);
  if (!found || found.laborers.length === 0) return 0;
  const link = jobLink(jobId);
  return prisma.$transaction(async (tx) => {
    const told = await tx.notification.findMany({
      where: { event: "job_alert", link, userId: { in: found.laborers } },
      select: { userId: true },
    });
    const already = new Set(told.map((one) => one.userId));
    let sent = 0;
    for (const userId of found.laborers) {
      if (already.has(userId)) continue;
      await notify(tx, notifier, {
        userId,
        event: "job_alert",
        values: { job: found.job.title, place: found.job.location },
        link,
      });
      sent++;
    }
    return sent;
  });
}

/**
 * The daily digest: the jobs posted in the last day that were not urgent (urgent ones were alerted at once), per
 * laborer they suit. One job is named; several are counted and link to the job list. Once per laborer per day.
 */
export async function sendJobDigest(prisma: PrismaClient, notifier: Notifier): Promise<number> {
  const now = notifier.queue.now();
  const jobs = await prisma.job.findMany({
    where: {
      status: "active",
      isUrgent: false,
      createdAt: { gte: new Date(now.getTime() - 24 * 3_600_000), lte: now },
    },
    select: { id: true },
    orderBy: { id: "asc" },
  });
  const perLaborer = new Map<number, AlertJob[]>();
  for (const { id } of jobs) {
    const found = await suitedLaborers(prisma, id);
    for (const laborer of found?.laborers ?? [])
      perLaborer.set(laborer, [...(perLaborer.get(laborer) ?? []), found!.job]);
  }
  const day = todayInIndia(now).toISOString().slice(0, 10);
  let sent = 0;
  for (const [userId, suited] of perLaborer) {
    const link = suited.length === 1 ? jobLink(suited[0]!.id) : `/jobs?digest=${day}`;
    const digestMarker = `${link}#digest-${day}`;
    await prisma.$transaction(async (tx) => {
      const already = await tx.notification.count({ where: { userId, event: "job_alert", link: digestMarker } });
      if (already > 0) return;
      await notify(tx, notifier, {
        userId,
        event: "job_alert",
        values: { job: suited[0]!.title, place: suited[0]!.location, count: suited.length },
        link: digestMarker,
        ...(suited.length > 1 && { texts: JOB_DIGEST_TEXTS }),
      });
      sent++;
    });
  }
  return sent;
}
