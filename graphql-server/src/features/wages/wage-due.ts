// The overdue check: PAYMENT_DUE_DAYS after a marked day, if that day is still the record's last worked day and
// something is still owed, the wages are late: the employer's record counts it and both parties are reminded,
// once per last day. A later day has its own check, so an earlier day's check finds itself stale and does nothing.
import type { PrismaClient } from "../../generated/prisma/client.ts";
import { PAYMENT_OVERDUE_EMPLOYER_TEXTS } from "../../rules/notifications.ts";
import { type Notifier, notify } from "../notifications/index.ts";
import { LABORER_RECORD_LINK, NAME_SELECT, applicantsLink, nameOf } from "./work-days.ts";
import { WORK_RECORD_SELECT, dayText, judgePaymentTiming, sumsOf } from "./work-record.ts";

/** Runs one check; answers whether both were reminded. */
export async function checkWageDue(
  prisma: PrismaClient,
  notifier: Notifier,
  job: { applicationId: number; lastDay: string },
): Promise<boolean> {
  return prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT 1 FROM "Application" WHERE id = ${job.applicationId} FOR UPDATE`;
    const row = await tx.application.findUnique({ where: { id: job.applicationId }, select: WORK_RECORD_SELECT });
    if (row?.status !== "accepted" || row.job.employerId === null) return false;
    const now = notifier.queue.now();
    const sums = sumsOf(row, now);
    if (sums.lastWorkedDay !== job.lastDay || !sums.overdue) return false;
    if (row.overdueRemindedFor && dayText(row.overdueRemindedFor) === job.lastDay) return false;
    await judgePaymentTiming(tx, row, now);
    await tx.application.update({
      where: { id: row.id },
      data: { overdueRemindedFor: new Date(`${job.lastDay}T00:00:00Z`) },
    });
    const people = await tx.user.findMany({
      where: { id: { in: [row.laborerId, row.job.employerId] } },
      select: { id: true, ...NAME_SELECT },
    });
    const laborer = people.find((person) => person.id === row.laborerId) ?? null;
    const money = { amount: sums.balancePaise };
    await notify(tx, notifier, {
      userId: row.laborerId,
      event: "payment_overdue",
      values: { job: row.job.title },
      formatted: { money },
      link: LABORER_RECORD_LINK,
    });
    await notify(tx, notifier, {
      userId: row.job.employerId,
      event: "payment_overdue",
      values: { name: nameOf(laborer), job: row.job.title },
      formatted: { money },
      link: applicantsLink(row),
      texts: PAYMENT_OVERDUE_EMPLOYER_TEXTS,
    });
    return true;
  });
}
