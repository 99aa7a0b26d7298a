// A moderator's action on a job, course, person, conversation or flagged message. Each action is written to the
// audit log (ModerationAction) and closes the open reports on its target, in the same transaction as the change.
//   approve    a job or course under review becomes active
//   hide       a job or course is hidden (status hidden, hiddenReason): out of every list and page but its owner's
//   restore    a hidden job or course is active again
//   warn       the person (or the owner of the job, course or conversation's other party) is warned, with the reason
//   suspend    the person is suspended for `days`: cannot post, create courses, apply, enrol or send messages, and
//              their jobs and courses are out of others' lists until then
//   unsuspend  the suspension ends now
//   dismiss    the open reports on the target are closed with nothing done
import type { Prisma } from "../../generated/prisma/client.ts";
import type { ModeratedTarget, ModerationActionKind } from "../../generated/prisma/enums.ts";
import { NotFoundError, ValidationError } from "../../errors/app-errors.ts";
import { MODERATION_MESSAGES, moderationReasonProblem, suspendDaysProblem } from "../../rules/moderation.ts";
import type { ModerationOutcome } from "./notify.ts";

type Tx = Prisma.TransactionClient;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ModerateInput {
  moderatorId: number;
  targetType: ModeratedTarget;
  targetId: number;
  action: ModerationActionKind;
  reason: string;
  days?: number | null;
}

/** The person behind a target: the job's employer, the course's provider, the person, the message's sender. */
async function subjectOf(
  tx: Tx,
  type: ModeratedTarget,
  id: number,
  viewerId: number,
): Promise<number | null | undefined> {
  switch (type) {
    case "job":
      return (await tx.job.findUnique({ where: { id }, select: { employerId: true } }))?.employerId;
    case "course":
      return (await tx.course.findUnique({ where: { id }, select: { providerId: true } }))?.providerId;
    case "user":
      return (await tx.user.findUnique({ where: { id }, select: { id: true } }))?.id;
    case "message":
      return (await tx.message.findUnique({ where: { id }, select: { senderId: true } }))?.senderId;
    case "conversation": {
      const conversation = await tx.conversation.findUnique({
        where: { id },
        select: { participantAId: true, participantBId: true },
      });
      if (!conversation) return undefined;
      // The person reported in a conversation is the one who did not report it: the first open report's reporter tells.
      const report = await tx.report.findFirst({
        where: { targetType: "conversation", targetId: id, status: "open" },
        orderBy: { createdAt: "asc" },
        select: { reporterId: true },
      });
      const reporter = report?.reporterId ?? viewerId;
      return conversation.participantAId === reporter ? conversation.participantBId : conversation.participantAId;
    }
  }
}

const wrongTarget = () =>
  new ValidationError(MODERATION_MESSAGES.wrongTarget, { targetType: MODERATION_MESSAGES.wrongTarget });

/** Sets a person's suspension end (null to lift it) on them and on their jobs and courses. */
async function setSuspension(tx: Tx, userId: number, until: Date | null, reason: string | null): Promise<void> {
  await tx.user.update({ where: { id: userId }, data: { suspendedUntil: until, suspensionReason: reason } });
  await tx.job.updateMany({ where: { employerId: userId }, data: { ownerSuspendedUntil: until } });
  await tx.course.updateMany({ where: { providerId: userId }, data: { ownerSuspendedUntil: until } });
}

/** Does the action; answers with what the reported person and the reporters are to be told. */
export async function moderate(tx: Tx, input: ModerateInput, now: Date = new Date()): Promise<ModerationOutcome> {
  const reason = input.reason.trim();
  const reasonIssue = moderationReasonProblem(reason);
  if (reasonIssue) throw new ValidationError(reasonIssue, { reason: reasonIssue });
  const { targetType: type, targetId: id, action } = input;
  if (action === "suspend") {
    const daysIssue = suspendDaysProblem(input.days);
    if (daysIssue) throw new ValidationError(daysIssue, { days: daysIssue });
  }
  const subject = await subjectOf(tx, type, id, input.moderatorId);
  if (subject === undefined) throw new NotFoundError(MODERATION_MESSAGES.notFound);
  const listing = type === "job" || type === "course";

  switch (action) {
    case "approve": {
      if (!listing) throw wrongTarget();
      const where = { id, status: "under_review" as const };
      const data = { status: "active" as const };
      const changed =
        type === "job" ? await tx.job.updateMany({ where, data }) : await tx.course.updateMany({ where, data });
      if (changed.count === 0)
        throw new ValidationError(MODERATION_MESSAGES.notUnderReview, { action: MODERATION_MESSAGES.notUnderReview });
      break;
    }
    case "hide": {
      if (!listing) throw wrongTarget();
      const data = { status: "hidden" as const, hiddenReason: reason, hiddenAt: now };
      if (type === "job") await tx.job.update({ where: { id }, data });
      else await tx.course.update({ where: { id }, data });
      break;
    }
    case "restore": {
      if (!listing) throw wrongTarget();
      const data = { status: "active" as const };
      if (type === "job") await tx.job.updateMany({ where: { id, status: "hidden" }, data });
      else await tx.course.updateMany({ where: { id, status: "hidden" }, data });
      break;
    }
    case "warn":
    case "suspend":
    case "unsuspend": {
      if (subject === null) throw new NotFoundError(MODERATION_MESSAGES.notFound);
      if (action === "warn")
        await tx.user.update({ where: { id: subject }, data: { warningReason: reason, warnedAt: now } });
      else if (action === "suspend")
        await setSuspension(tx, subject, new Date(now.getTime() + input.days! * DAY_MS), reason);
      else await setSuspension(tx, subject, null, null);
      break;
    }
    case "dismiss":
      break;
  }

  await tx.moderationAction.create({
    data: {
      moderatorId: input.moderatorId,
      targetType: type,
      targetId: id,
      action,
      reason,
      days: action === "suspend" ? input.days! : null,
      createdAt: now,
    },
  });

  // The open reports on the target (and, for an action on a person, on that person) are closed by it.
  const reportTargets: Prisma.ReportWhereInput[] = [];
  if (type !== "message") reportTargets.push({ targetType: type, targetId: id });
  if ((action === "warn" || action === "suspend" || action === "unsuspend") && subject !== null && type !== "user")
    reportTargets.push({ targetType: "user", targetId: subject });
  const open = reportTargets.length
    ? await tx.report.findMany({ where: { status: "open", OR: reportTargets }, select: { id: true, reporterId: true } })
    : [];
  if (open.length > 0) {
    await tx.report.updateMany({
      where: { id: { in: open.map((report) => report.id) } },
      data: { status: action === "dismiss" ? "dismissed" : "actioned", outcome: action, resolvedAt: now },
    });
  }
  return {
    action,
    targetType: type,
    targetId: id,
    subjectUserId: subject ?? null,
    reporterIds: open.flatMap((report) => (report.reporterId === null ? [] : [report.reporterId])),
    reason,
  };
}
