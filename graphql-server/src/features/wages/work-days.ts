// The days of a work record. The employer marks a day (full or half) in the last WORK_DAY_PAST_DAYS, up to
// today; marking a day again corrects it and starts its 3 days again, unless the laborer has confirmed it. The
// laborer confirms or disputes each day; a day left alone AUTO_CONFIRM_DAYS counts as worked and can no longer
// be disputed. A dispute tells the employer and goes to the moderators with the record.
import type { Prisma } from "../../generated/prisma/client.ts";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "../../errors/app-errors.ts";
import { globalIdOf } from "../../graphql/global-id.ts";
import { QUEUES } from "../../queue/job-queue.ts";
import { personName } from "../../rules/person-name.ts";
import {
  WAGE_MESSAGES,
  WAGE_TEXT_LIMITS,
  WORK_DAY_PAST_DAYS,
  autoConfirmsAt,
  dayCounts,
  indiaDate,
  overdueFrom,
  rupeesText,
} from "../../rules/wages.ts";
import { reportWorkDispute } from "../moderation/index.ts";
import { type Notifier, notify } from "../notifications/index.ts";
import { type WorkRecordRow, dayText, sumsOf, workRecordFor } from "./work-record.ts";

type Tx = Prisma.TransactionClient;

export interface MarkWorkDayInput {
  applicationId: number;
  viewerId: number;
  /** YYYY-MM-DD. */
  date: string;
  halves: 1 | 2;
}

/** Marks (or corrects) a day; tells the laborer by when to answer, and queues the day's overdue check. */
export async function markWorkDay(tx: Tx, notifier: Notifier, input: MarkWorkDayInput): Promise<void> {
  const { row, party } = await workRecordFor(tx, input.applicationId, input.viewerId, WAGE_MESSAGES.notHired);
  if (party !== "employer") throw new ForbiddenError(WAGE_MESSAGES.onlyEmployer);
  const now = notifier.queue.now();
  const day = new Date(`${input.date}T00:00:00Z`);
  const earliest = indiaDate(new Date(now.getTime() - WORK_DAY_PAST_DAYS * 86_400_000));
  if (Number.isNaN(day.getTime()) || input.date < earliest || input.date > indiaDate(now))
    throw new ValidationError(WAGE_MESSAGES.date, { date: WAGE_MESSAGES.date });
  const existing = row.workDays.find((workDay) => dayText(workDay.date) === input.date);
  if (existing && existing.status === "confirmed") throw new ConflictError(WAGE_MESSAGES.dayConfirmed);
  if (existing && dayCounts(existing, now)) throw new ConflictError(WAGE_MESSAGES.dayCounts);
  const data = { halves: input.halves, status: "marked", note: null, markedAt: now, answeredAt: null } as const;
  if (existing) await tx.workDay.update({ where: { id: existing.id }, data });
  else await tx.workDay.create({ data: { ...data, applicationId: row.id, date: day } });

  const employer = await tx.user.findUnique({ where: { id: input.viewerId }, select: NAME_SELECT });
  await notify(tx, notifier, {
    userId: row.laborerId,
    event: "work_day_marked",
    actorId: input.viewerId,
    values: { name: nameOf(employer), job: row.job.title },
    formatted: { days: { date: input.date, until: indiaDate(autoConfirmsAt(now)) } },
    link: LABORER_RECORD_LINK,
  });
  // When this day's wages would be overdue: a later day's check supersedes it (the worker skips stale ones).
  await notifier.queue.send(
    tx,
    QUEUES.wageDue,
    { applicationId: row.id, lastDay: input.date },
    { startAfter: overdueFrom(input.date) },
  );
}

export interface AnswerWorkDayInput {
  applicationId: number;
  viewerId: number;
  date: string;
}

/** The laborer confirms a day: it counts. A disputed day can be confirmed later. */
export async function confirmWorkDay(tx: Tx, notifier: Notifier, input: AnswerWorkDayInput): Promise<void> {
  const { day } = await laborersDay(tx, input);
  if (day.status === "confirmed") throw new ConflictError(WAGE_MESSAGES.dayConfirmed);
  await tx.workDay.update({
    where: { id: day.id },
    data: { status: "confirmed", answeredAt: notifier.queue.now() },
  });
}

/** The laborer disputes a day: it does not count; the employer is told and the moderators get the record. */
export async function disputeWorkDay(
  tx: Tx,
  notifier: Notifier,
  input: AnswerWorkDayInput & { note?: string | null },
): Promise<void> {
  const note = input.note?.trim() || null;
  if (note && note.length > WAGE_TEXT_LIMITS.note)
    throw new ValidationError(WAGE_MESSAGES.note, { note: WAGE_MESSAGES.note });
  const { row, day } = await laborersDay(tx, input);
  const now = notifier.queue.now();
  if (day.status === "confirmed") throw new ConflictError(WAGE_MESSAGES.dayConfirmed);
  if (dayCounts(day, now)) throw new ConflictError(WAGE_MESSAGES.dayCounts);
  await tx.workDay.update({ where: { id: day.id }, data: { status: "disputed", note, answeredAt: now } });
  const employerId = row.job.employerId;
  if (employerId === null) return;

  const laborer = await tx.user.findUnique({ where: { id: input.viewerId }, select: NAME_SELECT });
  const disputed = {
    ...row,
    workDays: row.workDays.map((d) => (d.id === day.id ? { ...d, status: "disputed" as const } : d)),
  };
  await reportWorkDispute(tx, {
    laborerId: input.viewerId,
    employerId,
    details: disputeDetails(disputed, input.date, day.halves, note, now),
  });
  await notify(tx, notifier, {
    userId: employerId,
    event: "work_day_disputed",
    actorId: input.viewerId,
    values: { name: nameOf(laborer), job: row.job.title, text: note ?? "" },
    formatted: { days: { date: input.date } },
    link: applicantsLink(row),
  });
}

/** The laborer's own day of the record, or the refusal that explains why not. */
async function laborersDay(tx: Tx, input: AnswerWorkDayInput) {
  const { row, party } = await workRecordFor(tx, input.applicationId, input.viewerId, WAGE_MESSAGES.notHired);
  if (party !== "laborer") throw new ForbiddenError(WAGE_MESSAGES.onlyLaborer);
  const day = row.workDays.find((workDay) => dayText(workDay.date) === input.date);
  if (!day) throw new NotFoundError(WAGE_MESSAGES.dayNotFound);
  return { row, day };
}

/** What the moderators read about a dispute: the day, the note and the whole record's figures. */
function disputeDetails(row: WorkRecordRow, date: string, halves: number, note: string | null, now: Date): string {
  const sums = sumsOf(row, now);
  const count = (status: string) => row.workDays.filter((day) => day.status === status).length;
  return [
    `Work day disputed: ${date} (${halves === 2 ? "full" : "half"} day) on "${row.job.title}" (application ${row.id}).`,
    `Note: ${note ?? "(none)"}`,
    `Record: ${row.workDays.length} days marked (${count("confirmed")} confirmed, ${count("disputed")} disputed, ` +
      `${count("marked")} waiting); rate ₹${rupeesText(sums.ratePaise)} a day; due ₹${rupeesText(sums.duePaise)}; ` +
      `paid ₹${rupeesText(sums.paidPaise)}; balance ₹${rupeesText(sums.balancePaise)}.`,
  ].join("\n");
}

export const NAME_SELECT = { firstName: true, lastName: true, businessName: true } as const;

export const nameOf = (
  person: { firstName: string | null; lastName: string | null; businessName: string | null } | null,
) => (person ? (personName(person) ?? person.businessName ?? "") : "");

/** Where a notification about a record opens for the laborer: her applications, where each hire shows its record. */
export const LABORER_RECORD_LINK = "/my-applications";

/** Where it opens for the employer: the job's applicants, where each hire shows its record. */
export const applicantsLink = (row: Pick<WorkRecordRow, "job">) =>
  `/employer/jobs/${encodeURIComponent(globalIdOf("Job", row.job.id))}/applicants`;
