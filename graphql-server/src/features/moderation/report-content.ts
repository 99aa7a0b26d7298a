// Reporting a job, person, conversation or course to the moderators. Signed in; details are required for
// `other`; nobody reports themselves or their own job or course, nor a conversation they are not in; one open
// report per reporter and target; at most REPORT_LIMITS.perDay reports a day per reporter.
import type { Prisma } from "../../generated/prisma/client.ts";
import type { ReportReason, ReportTarget } from "../../generated/prisma/enums.ts";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "../../errors/app-errors.ts";
import { accountKey, enforceRateLimits } from "../../limits/rate-limit.ts";
import { REPORT_LIMITS, REPORT_MESSAGES, reportDetailsProblem } from "../../rules/moderation.ts";

type Tx = Prisma.TransactionClient;

export const REPORTS_PER_DAY = {
  bucket: "daily-report",
  windows: [{ seconds: 24 * 60 * 60, max: REPORT_LIMITS.perDay }],
} as const;

export interface ReportInput {
  reporterId: number;
  targetType: ReportTarget;
  targetId: number;
  reason: ReportReason;
  details?: string | null;
}

/**
 * Who a target belongs to (the person a report is about), or undefined when there is no such target the reporter
 * may report: a conversation counts only for its two people, and is about the other one.
 */
export async function ownerOfTarget(
  tx: Tx,
  targetType: ReportTarget,
  targetId: number,
  viewerId: number,
): Promise<number | null | undefined> {
  switch (targetType) {
    case "job": {
      const job = await tx.job.findUnique({ where: { id: targetId }, select: { employerId: true } });
      return job ? job.employerId : undefined;
    }
    case "course": {
      const course = await tx.course.findUnique({ where: { id: targetId }, select: { providerId: true } });
      return course ? course.providerId : undefined;
    }
    case "user": {
      const user = await tx.user.findUnique({ where: { id: targetId }, select: { id: true } });
      return user ? user.id : undefined;
    }
    case "conversation": {
      const conversation = await tx.conversation.findUnique({
        where: { id: targetId },
        select: { participantAId: true, participantBId: true },
      });
      if (!conversation) return undefined;
      if (conversation.participantAId === viewerId) return conversation.participantBId;
      if (conversation.participantBId === viewerId) return conversation.participantAId;
      return undefined;
    }
  }
}

/** Stores the report; answers with its id. */
export async function reportContent(tx: Tx, input: ReportInput): Promise<number> {
  const details = (input.details ?? "").trim();
  const problem = reportDetailsProblem(input.reason, details);
  if (problem) throw new ValidationError(problem, { details: problem });
  const owner = await ownerOfTarget(tx, input.targetType, input.targetId, input.reporterId);
  if (owner === undefined) throw new NotFoundError(REPORT_MESSAGES.notFound);
  if (owner === input.reporterId) throw new ForbiddenError(REPORT_MESSAGES.self);
  // One reporter at a time, so two reports of the same target sent at once cannot both be stored.
  await tx.$queryRaw`SELECT 1 FROM pg_advisory_xact_lock(hashtext('report'), ${input.reporterId}::int)`;
  const open = await tx.report.count({
    where: {
      reporterId: input.reporterId,
      targetType: input.targetType,
      targetId: input.targetId,
      status: "open",
    },
  });
  if (open > 0) throw new ConflictError(REPORT_MESSAGES.alreadyOpen);
  await enforceRateLimits(
    tx,
    [{ limit: REPORTS_PER_DAY, key: accountKey(input.reporterId) }],
    () => REPORT_MESSAGES.tooMany,
  );
  const report = await tx.report.create({
    data: {
      reporterId: input.reporterId,
      targetType: input.targetType,
      targetId: input.targetId,
      reason: input.reason,
      details,
    },
    select: { id: true },
  });
  return report.id;
}
