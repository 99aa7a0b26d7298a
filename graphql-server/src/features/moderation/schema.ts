// Reports, blocks and moderation: reportContent and myReports, blockUser and unblockUser, and for moderators the
// moderationQueue and moderate. What a person sees of a moderator's decision is on their own rows: a report's
// status, a hidden job's or course's hiddenReason, their own suspension and warning.
import { builder } from "../../graphql/builder.ts";
import type { Context } from "../../graphql/context.ts";
import {
  ForbiddenError,
  NotFoundError,
  RateLimitError,
  ValidationError,
  ConflictError,
} from "../../errors/app-errors.ts";
import { databaseIdOf } from "../../graphql/global-id.ts";
import {
  ModeratedTarget,
  ModerationActionKind,
  ReportReason,
  ReportStatus,
  ReportTarget,
} from "../../generated/prisma/enums.ts";
import { BLOCK_MESSAGES, MODERATION_MESSAGES, REPORT_MESSAGES, isSuspended } from "../../rules/moderation.ts";
import { blockUser, unblockUser } from "./blocks.ts";
import { moderate } from "./moderate.ts";
import { type QueueItem, type QueueMessage, type QueuePerson, moderationQueue } from "./moderation-queue.ts";
import { notifyModerationOutcome } from "./notify.ts";
import { reportContent } from "./report-content.ts";

const ReportTargetEnum = builder.enumType(ReportTarget, {
  name: "ReportTarget",
  description: "What a person can report: a job, a person, a conversation they are in, or a course.",
});
const ReportReasonEnum = builder.enumType(ReportReason, {
  name: "ReportReason",
  description:
    "Why: asks_for_money (asks workers to pay), fake (not real), unpaid_wages (wages were not paid), abuse, other (details required).",
});
const ReportStatusEnum = builder.enumType(ReportStatus, {
  name: "ReportStatus",
  description: "open until a moderator acts on its target (actioned) or dismisses it (dismissed).",
});
const ModerationActionKindEnum = builder.enumType(ModerationActionKind, {
  name: "ModerationActionKind",
  description:
    "approve (a job or course under review becomes active), hide, restore (a hidden job or course), warn, suspend " +
    "(for `days`), unsuspend (a person, or the person behind the target), dismiss (close the reports, nothing done).",
});
const ModeratedTargetEnum = builder.enumType(ModeratedTarget, {
  name: "ModeratedTarget",
  description: "What a moderator acts on: a job, course, person, conversation or flagged message.",
});

/** Whether the viewer owns a row or moderates: who may read a hidden job's reason or a suspension. */
const ownerOrModerator = (ctx: Context, ownerId: number | null) =>
  !!ctx.viewer && (ctx.viewer.isModerator || (ownerId !== null && ctx.viewer.id === ownerId));

export const ReportRef = builder.prismaObject("Report", {
  description: "A report the viewer sent to the moderators, with what became of it.",
  fields: (t) => ({
    databaseId: t.exposeInt("id", { description: "The report's plain id." }),
    targetType: t.expose("targetType", { type: ReportTargetEnum, description: "What was reported." }),
    targetId: t.exposeInt("targetId", { description: "The plain id of what was reported." }),
    reason: t.expose("reason", { type: ReportReasonEnum, description: "Why it was reported." }),
    details: t.exposeString("details", { description: "What the reporter wrote (may be empty)." }),
    status: t.expose("status", { type: ReportStatusEnum, description: "open, actioned or dismissed." }),
    outcome: t.exposeString("outcome", {
      nullable: true,
      description: "The moderator's action that closed the report (hide, suspend, warn, dismiss…), if closed.",
    }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it was sent." }),
    resolvedAt: t.expose("resolvedAt", { type: "DateTime", nullable: true, description: "When it was closed." }),
    targetTitle: t.string({
      nullable: true,
      description: "The job's or course's title, or the person's name, when there is one.",
      resolve: async (report, _args, ctx) => {
        if (report.targetType === "job")
          return (
            (await ctx.prisma.job.findUnique({ where: { id: report.targetId }, select: { title: true } }))?.title ??
            null
          );
        if (report.targetType === "course")
          return (
            (await ctx.prisma.course.findUnique({ where: { id: report.targetId }, select: { title: true } }))?.title ??
            null
          );
        if (report.targetType === "user") {
          const user = await ctx.prisma.user.findUnique({
            where: { id: report.targetId },
            select: { firstName: true, lastName: true },
          });
          return user ? [user.firstName, user.lastName].filter(Boolean).join(" ") || null : null;
        }
        return null;
      },
    }),
  }),
});

builder.prismaObject("ModerationAction", {
  description: "One moderator action, as the audit log keeps it.",
  fields: (t) => ({
    databaseId: t.exposeInt("id", { description: "The log row's plain id." }),
    targetType: t.expose("targetType", { type: ModeratedTargetEnum, description: "What was acted on." }),
    targetId: t.exposeInt("targetId", { description: "Its plain id." }),
    action: t.expose("action", { type: ModerationActionKindEnum, description: "What was done." }),
    reason: t.exposeString("reason", { description: "The moderator's reason." }),
    days: t.exposeInt("days", { nullable: true, description: "Days of a suspension." }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When." }),
  }),
});

const QueueMessageRef = builder.objectRef<QueueMessage>("ModerationQueueMessage").implement({
  description: "One of a conversation's last messages, as a moderator sees it.",
  fields: (t) => ({
    senderName: t.exposeString("senderName", { nullable: true, description: "Who wrote it." }),
    content: t.exposeString("content", { description: "What they wrote." }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When." }),
  }),
});

const QueuePersonRef = builder.objectRef<QueuePerson>("ModerationQueuePerson").implement({
  description: "The person behind a queue item, with their history.",
  fields: (t) => ({
    databaseId: t.exposeInt("id", { description: "Their plain id (act on them with targetType user)." }),
    name: t.exposeString("name", { nullable: true, description: "Their name." }),
    accountCreatedAt: t.expose("accountCreatedAt", { type: "DateTime", description: "When their account was made." }),
    jobsPosted: t.exposeInt("jobsPosted", { description: "Jobs they have posted." }),
    reportsAgainst: t.exposeInt("reportsAgainst", {
      description: "Reports ever made about them, their jobs and their courses.",
    }),
    rating: t.exposeFloat("rating", { nullable: true, description: "Their average rating, if rated." }),
    reviewCount: t.exposeInt("reviewCount", { description: "Ratings behind it." }),
    suspendedUntil: t.expose("suspendedUntil", {
      type: "DateTime",
      nullable: true,
      description: "The end of their suspension, if one was ever set (past: over).",
    }),
    suspensionReason: t.exposeString("suspensionReason", { nullable: true, description: "Why they were suspended." }),
  }),
});

const QueueItemRef = builder.objectRef<QueueItem>("ModerationQueueItem").implement({
  description: "An open report, or a text the screening flagged, waiting for a moderator.",
  fields: (t) => ({
    key: t.exposeString("key", { description: "report:<id> or flag:<id>, unique in the queue." }),
    source: t.exposeString("source", { description: "report (a person reported it) or flag (the screening did)." }),
    targetType: t.expose("targetType", { type: ModeratedTargetEnum, description: "What it is about." }),
    targetId: t.exposeInt("targetId", { description: "Its plain id (moderate's targetId)." }),
    reason: t.exposeString("reason", {
      description: "A report's reason (asks_for_money, fake, unpaid_wages, abuse, other) or a flag's (money_request).",
    }),
    details: t.exposeString("details", { description: "The reporter's details, or the words that raised a flag." }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it was reported or flagged." }),
    title: t.exposeString("title", { nullable: true, description: "The job's or course's title." }),
    text: t.exposeString("text", {
      nullable: true,
      description: "The job's or course's description, the person's bio, or the flagged message.",
    }),
    status: t.exposeString("status", { nullable: true, description: "The job's or course's status now." }),
    hiddenReason: t.exposeString("hiddenReason", { nullable: true, description: "Why it was hidden, if it was." }),
    lastMessages: t.field({
      type: [QueueMessageRef],
      description: "A conversation's (or a flagged message's conversation's) last messages, oldest first.",
      resolve: (item) => item.lastMessages,
    }),
    person: t.field({
      type: QueuePersonRef,
      nullable: true,
      description: "The person behind it (the job's employer, the course's provider, the person, the sender).",
      resolve: (item) => item.person,
    }),
  }),
});

builder.prismaObjectFields("User", (t) => ({
  isModerator: t.boolean({
    description: "Whether this is the viewer and they are a moderator (false for anyone else).",
    resolve: (user, _args, ctx) => ctx.viewer?.id === user.id && user.isModerator,
  }),
  suspendedUntil: t.field({
    type: "DateTime",
    nullable: true,
    description: "The end of the user's suspension while it lasts; only they and moderators see it.",
    resolve: (user, _args, ctx) =>
      ownerOrModerator(ctx, user.id) && isSuspended(user.suspendedUntil) ? user.suspendedUntil : null,
  }),
  suspensionReason: t.string({
    nullable: true,
    description: "Why the user is suspended, while they are; only they and moderators see it.",
    resolve: (user, _args, ctx) =>
      ownerOrModerator(ctx, user.id) && isSuspended(user.suspendedUntil) ? user.suspensionReason : null,
  }),
  warningReason: t.string({
    nullable: true,
    description: "A moderator's latest warning to the user; only they and moderators see it.",
    resolve: (user, _args, ctx) => (ownerOrModerator(ctx, user.id) ? user.warningReason : null),
  }),
  warnedAt: t.field({
    type: "DateTime",
    nullable: true,
    description: "When a moderator last warned the user; only they and moderators see it.",
    resolve: (user, _args, ctx) => (ownerOrModerator(ctx, user.id) ? user.warnedAt : null),
  }),
  viewerHasBlocked: t.boolean({
    description: "Whether the viewer has blocked this user. Loaded with the list, not one query per person.",
    select: (_args, ctx) =>
      ctx.viewer ? { blocksReceived: { where: { blockerId: ctx.viewer.id }, select: { blockerId: true } } } : {},
    resolve: (user) => ((user as { blocksReceived?: unknown[] }).blocksReceived?.length ?? 0) > 0,
  }),
}));

builder.prismaObjectFields("Job", (t) => ({
  hiddenReason: t.string({
    nullable: true,
    description: "Why a moderator hid the job (status hidden), for its employer and moderators; null otherwise.",
    select: { hiddenReason: true, status: true, employerId: true },
    resolve: (job, _args, ctx) =>
      job.status === "hidden" && ownerOrModerator(ctx, job.employerId) ? job.hiddenReason : null,
  }),
}));

builder.prismaObjectFields("Course", (t) => ({
  hiddenReason: t.string({
    nullable: true,
    description: "Why a moderator hid the course (status hidden), for its provider and moderators; null otherwise.",
    select: { hiddenReason: true, status: true, providerId: true },
    resolve: (course, _args, ctx) =>
      course.status === "hidden" && ownerOrModerator(ctx, course.providerId) ? course.hiddenReason : null,
  }),
}));

const REPORT_TYPENAMES = { job: "Job", user: "User", conversation: "Conversation", course: "Course" } as const;

/** A target id as given: the target type's global id, or a plain number. */
function targetDatabaseId(typename: string, id: string): number | null {
  if (/^\d{1,9}$/.test(id)) return Number(id);
  return databaseIdOf(typename, id);
}

builder.queryFields((t) => ({
  myReports: t.prismaField({
    type: ["Report"],
    description: "The viewer's reports, newest first (at most 100), each with its status.",
    authScopes: { signedIn: true },
    resolve: (query, _root, _args, ctx) =>
      ctx.prisma.report.findMany({
        ...query,
        where: { reporterId: ctx.viewer!.id },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take: 100,
      }),
  }),
  moderationQueue: t.field({
    type: [QueueItemRef],
    description:
      "Moderators only: open reports and texts the screening flagged, oldest first (at most 100), each with what it " +
      "is about and the history of the person behind it.",
    authScopes: { moderator: true },
    resolve: (_root, _args, ctx) => ctx.prisma.$transaction((tx) => moderationQueue(tx)),
  }),
}));

builder.mutationFields((t) => ({
  reportContent: t.prismaField({
    type: "Report",
    description:
      "Reports a job, person, conversation (one the viewer is in) or course to the moderators. Details are required " +
      "for `other`. Nobody reports themselves or their own job or course; one open report per reporter and target; " +
      "at most 10 reports a day.",
    authScopes: { signedIn: true },
    errors: { types: [ValidationError, NotFoundError, ForbiddenError, ConflictError, RateLimitError] },
    args: {
      targetType: t.arg({ type: ReportTargetEnum, required: true, description: "What is reported." }),
      targetId: t.arg.id({ required: true, description: "Its global id (or plain id)." }),
      reason: t.arg({ type: ReportReasonEnum, required: true, description: "Why." }),
      details: t.arg.string({ description: "What happened; required for `other`, at most 1000 characters." }),
    },
    resolve: async (query, _root, args, ctx) => {
      const targetId = targetDatabaseId(REPORT_TYPENAMES[args.targetType], String(args.targetId));
      if (targetId === null) throw new NotFoundError(REPORT_MESSAGES.notFound);
      return ctx.prisma.$transaction(async (tx) => {
        const id = await reportContent(tx, {
          reporterId: ctx.viewer!.id,
          targetType: args.targetType,
          targetId,
          reason: args.reason,
          details: args.details,
        });
        return tx.report.findUniqueOrThrow({ ...query, where: { id } });
      });
    },
  }),
  blockUser: t.prismaField({
    type: "User",
    description:
      "Blocks a person: no messages either way, and neither sees the other in the directories. Returns them.",
    authScopes: { signedIn: true },
    errors: { types: [ValidationError, NotFoundError] },
    args: { userId: t.arg.id({ required: true, description: "The person's global id (or plain id)." }) },
    resolve: async (query, _root, args, ctx) => {
      const userId = targetDatabaseId("User", String(args.userId));
      if (userId === null) throw new NotFoundError(BLOCK_MESSAGES.userNotFound);
      await blockUser(ctx.prisma, ctx.viewer!.id, userId);
      return ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: userId } });
    },
  }),
  unblockUser: t.prismaField({
    type: "User",
    description: "Lifts the viewer's block of a person (none is fine). Returns them.",
    authScopes: { signedIn: true },
    errors: { types: [NotFoundError] },
    args: { userId: t.arg.id({ required: true, description: "The person's global id (or plain id)." }) },
    resolve: async (query, _root, args, ctx) => {
      const userId = targetDatabaseId("User", String(args.userId));
      const found =
        userId === null ? null : await ctx.prisma.user.findUnique({ where: { id: userId }, select: { id: true } });
      if (!found || userId === null) throw new NotFoundError(BLOCK_MESSAGES.userNotFound);
      await unblockUser(ctx.prisma, ctx.viewer!.id, userId);
      // Read after the change, so the answer's viewerHasBlocked is the new state.
      return ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: userId } });
    },
  }),
  moderate: t.prismaField({
    type: "ModerationAction",
    description:
      "Moderators only. Acts on a job, course, person, conversation or flagged message: approve, hide, restore, warn, " +
      "suspend (for `days`), unsuspend, dismiss. Written to the audit log with the change, and closes the open " +
      "reports on the target. Returns the log row.",
    authScopes: { moderator: true },
    errors: { types: [ValidationError, NotFoundError] },
    args: {
      targetType: t.arg({ type: ModeratedTargetEnum, required: true, description: "What to act on." }),
      targetId: t.arg.id({ required: true, description: "Its plain id (or global id)." }),
      action: t.arg({ type: ModerationActionKindEnum, required: true, description: "What to do." }),
      reason: t.arg.string({
        required: true,
        description: "Why, in the moderator's words (shown to the owner of a hidden job or a suspended person).",
      }),
      days: t.arg.int({ description: "For suspend: 1 to 365 days." }),
    },
    resolve: async (query, _root, args, ctx) => {
      const typename = { job: "Job", course: "Course", user: "User", conversation: "Conversation", message: "Message" }[
        args.targetType
      ];
      const targetId = targetDatabaseId(typename, String(args.targetId));
      if (targetId === null) throw new NotFoundError(MODERATION_MESSAGES.notFound);
      const { id } = await ctx.prisma.$transaction(async (tx) => {
        const result = await moderate(tx, {
          moderatorId: ctx.viewer!.id,
          targetType: args.targetType,
          targetId,
          action: args.action,
          reason: args.reason,
          days: args.days,
        });
        await notifyModerationOutcome(tx, ctx.notifications, result);
        const row = await tx.moderationAction.findFirstOrThrow({
          where: { moderatorId: ctx.viewer!.id, targetType: args.targetType, targetId },
          orderBy: { id: "desc" },
          select: { id: true },
        });
        return { id: row.id };
      });
      return ctx.prisma.moderationAction.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
}));
