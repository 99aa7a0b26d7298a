// A job's text is screened for money requests whenever it is written: a job that asks workers to pay (a fee, a
// deposit, an advance for a visa) is held under review, seen only by its employer, and flagged for the moderation
// queue in the same transaction. An edit screens it again: a held job whose text no longer asks is listed again.
import type { Prisma } from "../../generated/prisma/client.ts";
import type { JobStatus } from "../../generated/prisma/enums.ts";
import {
  type MoneyRequest,
  findMoneyRequestIn,
  flagForModeration,
  heldReason,
  statusAfterScreening,
} from "../screening/index.ts";
import type { Message } from "../../i18n/translate.ts";
import { jobOwnerNotSuspended } from "../moderation/index.ts";

type Tx = Pick<Prisma.TransactionClient, "job" | "moderationFlag">;

interface JobText {
  title?: string | null;
  description?: string | null;
  workingHours?: string | null;
}

/** The free text of a job: title, description and working hours. */
const textsOf = (job: JobText) => [job.title, job.description, job.workingHours];

/** Statuses only the job's own employer may see: the job is in no list, search or feed, and its page is theirs. */
export const OWNER_ONLY_STATUSES: readonly JobStatus[] = ["under_review", "hidden"];

/** The jobs a viewer may read one by one: every job but those held from others, which only their employer reads. */
export function readableJobWhere(viewerId: number | null | undefined): Prisma.JobWhereInput {
  // A job hidden by a moderator, or whose employer is suspended, is held from others too.
  const visible: Prisma.JobWhereInput = { status: { notIn: [...OWNER_ONLY_STATUSES] }, ...jobOwnerNotSuspended() };
  return viewerId == null ? visible : { OR: [visible, { employerId: viewerId }] };
}

/** Screens a new job: the words that ask for money, or null. */
export const screenNewJob = (job: JobText): MoneyRequest | null => findMoneyRequestIn(textsOf(job), "job");

/** Flags a job just written with `tx` whose text asks for money. */
export async function flagJob(tx: Tx, jobId: number, request: MoneyRequest | null): Promise<void> {
  if (request) await flagForModeration(tx, { type: "job", id: jobId }, request);
}

/**
 * Screens a job as an edit will leave it (its text with `columns` applied), inside the edit's transaction: sets
 * the new status in `columns` when screening changes it, and flags the job when it asks for money. Answers whether
 * the status changed.
 */
export async function screenJobEdit(tx: Tx, jobId: number, columns: Prisma.JobUncheckedUpdateInput): Promise<boolean> {
  const current = await tx.job.findUniqueOrThrow({
    where: { id: jobId },
    select: { title: true, description: true, workingHours: true, status: true },
  });
  const after = { ...current, ...(columns as JobText) };
  const request = screenNewJob(after);
  const status = statusAfterScreening(current.status, request !== null);
  await flagJob(tx, jobId, request);
  if (status === current.status) return false;
  columns.status = status;
  return true;
}

/** Why a held job is under review, for its employer: the words that ask for money when they are still there. */
export const jobHeldReason = (job: JobText): Message => heldReason("job", textsOf(job));
