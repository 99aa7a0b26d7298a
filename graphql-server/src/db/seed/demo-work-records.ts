// The demo's work records: every accepted application on a closed job worked three full days from the day after
// it was accepted, confirmed by the laborer and paid in cash two days after the last day (on time, receipt
// confirmed); an accepted application on an open job has its two latest days marked, waiting for the laborer.
import { DEMO_APPLICATIONS } from "./demo-applications.ts";
import { DEMO_JOBS } from "./demo-jobs.ts";
import type { Clock } from "./clock.ts";
import { mustGet } from "./must-get.ts";
import type { SeedDb } from "./seed-db.ts";

export async function insertDemoWorkRecords(
  db: SeedDb,
  clock: Clock,
  userIds: ReadonlyMap<string, number>,
  jobIds: ReadonlyMap<string, number>,
): Promise<void> {
  const closed = new Set(DEMO_JOBS.filter((job) => job.status === "closed").map((job) => job.title));
  const employers = new Set<number>();
  for (const hire of DEMO_APPLICATIONS.filter((a) => a.status === "accepted")) {
    const application = await db.application.findUniqueOrThrow({
      where: {
        jobId_laborerId: {
          jobId: mustGet(jobIds, hire.job, "job"),
          laborerId: mustGet(userIds, hire.laborer, "laborer"),
        },
      },
      select: { id: true, job: { select: { employerId: true } } },
    });
    const started = Math.floor(hire.appliedDaysAgo) - 1;
    if (closed.has(hire.job)) {
      const days = [started, started - 1, started - 2];
      await db.workDay.createMany({
        data: days.map((ago) => ({
          applicationId: application.id,
          date: clock.dateInDays(-ago),
          halves: 2,
          status: "confirmed" as const,
          markedAt: clock.daysAgo(ago - 0.5),
          answeredAt: clock.daysAgo(ago - 1),
        })),
      });
      const paidAt = clock.daysAgo(started - 4);
      await db.wagePayment.create({
        data: {
          applicationId: application.id,
          amountPaise: hire.requestedRate * 100 * days.length,
          method: "cash",
          paidAt,
          confirmedAt: paidAt,
        },
      });
      await db.application.update({ where: { id: application.id }, data: { paymentTiming: "on_time" } });
      if (application.job.employerId !== null) employers.add(application.job.employerId);
    } else {
      await db.workDay.createMany({
        data: [
          { ago: 2, halves: 2 },
          { ago: 1, halves: 1 },
        ].map(({ ago, halves }) => ({
          applicationId: application.id,
          date: clock.dateInDays(-ago),
          halves,
          markedAt: clock.hoursAgo(ago * 24 - 10),
        })),
      });
    }
  }
  for (const employerId of employers) {
    const onTime = await db.application.count({ where: { job: { employerId }, paymentTiming: "on_time" } });
    await db.user.update({ where: { id: employerId }, data: { paidOnTimeCount: onTime } });
  }
}
