// A hired laborer's work record on one application: the days the employer marked, the extras, the payments, and
// the sums rules/wages.ts makes of them. Only the application's two parties see it, and only once it was accepted.
import type { Prisma } from "../../generated/prisma/client.ts";
import { ForbiddenError, NotFoundError } from "../../errors/app-errors.ts";
import { type WageSums, indiaDate, isOverdue, overdueFrom, wageSums } from "../../rules/wages.ts";

type Tx = Prisma.TransactionClient;

export const WORK_RECORD_SELECT = {
  id: true,
  status: true,
  laborerId: true,
  requestedRate: true,
  paymentTiming: true,
  overdueRemindedFor: true,
  createdAt: true,
  job: { select: { id: true, title: true, employerId: true } },
  workDays: { orderBy: { date: "asc" } },
  extras: { orderBy: { id: "asc" } },
  payments: { orderBy: { id: "asc" } },
} as const satisfies Prisma.ApplicationSelect;

export type WorkRecordRow = Prisma.ApplicationGetPayload<{ select: typeof WORK_RECORD_SELECT }>;

export interface WorkRecordSums extends WageSums {
  ratePaise: number;
  /** The last day marked and not disputed (YYYY-MM-DD), or null. */
  lastWorkedDay: string | null;
  overdue: boolean;
}

/** The agreed rate for a full day, in paise: the rate the laborer asked and the employer accepted. */
export const ratePaiseOf = (row: Pick<WorkRecordRow, "requestedRate">) => row.requestedRate * 100;

/** YYYY-MM-DD of a DATE column. */
export const dayText = (date: Date) => date.toISOString().slice(0, 10);

/** The record's sums at `now`. */
export function sumsOf(row: WorkRecordRow, now: Date): WorkRecordSums {
  const sums = wageSums(
    {
      dailyRatePaise: ratePaiseOf(row),
      days: row.workDays.map((day) => ({ halves: day.halves as 1 | 2, status: day.status, markedAt: day.markedAt })),
      extras: row.extras,
      payments: row.payments,
    },
    now,
  );
  const worked = row.workDays.filter((day) => day.status !== "disputed");
  const lastWorkedDay = worked.length ? dayText(worked[worked.length - 1]!.date) : null;
  return {
    ...sums,
    ratePaise: ratePaiseOf(row),
    lastWorkedDay,
    overdue: isOverdue(sums.balancePaise, lastWorkedDay, indiaDate(now)),
  };
}

export type Party = "employer" | "laborer";

/**
 * The record and the viewer's side of it, locked for the rest of `tx` so two writes to one record take turns.
 * Someone else's application is as unknown as a missing one; a record exists only for an accepted application.
 */
export async function workRecordFor(
  tx: Tx,
  applicationId: number,
  viewerId: number,
  notHired: string,
): Promise<{ row: WorkRecordRow; party: Party }> {
  await tx.$queryRaw`SELECT 1 FROM "Application" WHERE id = ${applicationId} FOR UPDATE`;
  const row = await tx.application.findUnique({ where: { id: applicationId }, select: WORK_RECORD_SELECT });
  const party = !row
    ? null
    : row.job.employerId === viewerId
      ? "employer"
      : row.laborerId === viewerId
        ? "laborer"
        : null;
  if (!row || !party) throw new NotFoundError(notHired);
  if (row.status !== "accepted") throw new ForbiddenError(notHired);
  return { row, party };
}

/**
 * Judges how the wages were paid, after a payment and when a balance falls due: settled before it was overdue
 * is on time; still owed after PAYMENT_DUE_DAYS is late (and stays late). The employer's counts follow.
 */
export async function judgePaymentTiming(tx: Tx, row: WorkRecordRow, now: Date): Promise<void> {
  const sums = sumsOf(row, now);
  const employerId = row.job.employerId;
  if (!sums.lastWorkedDay || sums.duePaise <= 0 || employerId === null) return;
  const overdueNow = now >= overdueFrom(sums.lastWorkedDay);
  let timing = row.paymentTiming;
  if (sums.balancePaise > 0 && overdueNow) timing = "late";
  else if (sums.balancePaise <= 0 && !overdueNow && timing === null) timing = "on_time";
  if (timing === row.paymentTiming) return;
  await tx.application.update({ where: { id: row.id }, data: { paymentTiming: timing } });
  await refreshPaymentRecord(tx, employerId);
}

/** Sets an employer's paidOnTimeCount and paidLateCount from their hires' judged wages. */
export async function refreshPaymentRecord(tx: Tx, employerId: number): Promise<void> {
  const onTime = await tx.application.count({ where: { job: { employerId }, paymentTiming: "on_time" } });
  const late = await tx.application.count({ where: { job: { employerId }, paymentTiming: "late" } });
  await tx.user.update({ where: { id: employerId }, data: { paidOnTimeCount: onTime, paidLateCount: late } });
}
