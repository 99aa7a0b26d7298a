// The moderation queue: open reports and the screening's flags no moderator has acted on since, oldest first, each
// with what it is about and the history of the person behind it. Moderators only; a short list, so each item reads
// its own rows.
import type { Prisma } from "../../generated/prisma/client.ts";
import type { ModeratedTarget } from "../../generated/prisma/enums.ts";
import { personName } from "../../rules/person-name.ts";

type Db = Prisma.TransactionClient;

export const QUEUE_SIZE = 100;
const LAST_MESSAGES = 5;

export interface QueueMessage {
  senderName: string | null;
  content: string;
  createdAt: Date;
}

export interface QueuePerson {
  id: number;
  name: string | null;
  accountCreatedAt: Date;
  jobsPosted: number;
  reportsAgainst: number;
  rating: number | null;
  reviewCount: number;
  suspendedUntil: Date | null;
  suspensionReason: string | null;
}

export interface QueueItem {
  /** report:<id> or flag:<id>. */
  key: string;
  source: "report" | "flag";
  targetType: ModeratedTarget;
  targetId: number;
  reason: string;
  details: string;
  createdAt: Date;
  title: string | null;
  text: string | null;
  status: string | null;
  hiddenReason: string | null;
  lastMessages: QueueMessage[];
  person: QueuePerson | null;
}

/**
 * The screening's flags with no moderator action on their target since they were raised. The hook for the screening
 * feature's ModerationFlag table: the queue reads it directly, a flag's action is its target's newest action.
 */
export async function openModerationFlags(db: Db, take: number) {
  const flags = await db.moderationFlag.findMany({ orderBy: [{ createdAt: "asc" }, { id: "asc" }], take: take * 4 });
  const open = [];
  for (const flag of flags) {
    const acted = await db.moderationAction.count({
      where: { targetType: flag.targetType, targetId: flag.targetId, createdAt: { gte: flag.createdAt } },
    });
    if (acted === 0) open.push(flag);
    if (open.length >= take) break;
  }
  return open;
}

async function personHistory(db: Db, userId: number | null): Promise<QueuePerson | null> {
  if (userId === null) return null;
  const user = await db.user.findUnique({ where: { id: userId } });
  if (!user) return null;
  const [jobsPosted, jobIds, courseIds] = await Promise.all([
    db.job.count({ where: { employerId: userId } }),
    db.job.findMany({ where: { employerId: userId }, select: { id: true } }),
    db.course.findMany({ where: { providerId: userId }, select: { id: true } }),
  ]);
  const reportsAgainst = await db.report.count({
    where: {
      OR: [
        { targetType: "user", targetId: userId },
        { targetType: "job", targetId: { in: jobIds.map((job) => job.id) } },
        { targetType: "course", targetId: { in: courseIds.map((course) => course.id) } },
      ],
    },
  });
  return {
    id: user.id,
    name: personName(user),
    accountCreatedAt: user.createdAt,
    jobsPosted,
    reportsAgainst,
    rating: user.rating,
    reviewCount: user.reviewCount,
    suspendedUntil: user.suspendedUntil,
    suspensionReason: user.suspensionReason,
  };
}

async function lastMessages(db: Db, conversationId: number): Promise<QueueMessage[]> {
  const messages = await db.message.findMany({
    where: { conversationId },
    orderBy: { createdAt: "desc" },
    take: LAST_MESSAGES,
    select: { content: true, createdAt: true, sender: { select: { firstName: true, lastName: true } } },
  });
  return messages
    .reverse()
    .map((m) => ({ senderName: personName(m.sender), content: m.content, createdAt: m.createdAt }));
}

/** What the item shows of its target, and whose history goes with it. */
async function describeTarget(db: Db, type: ModeratedTarget, id: number, reporterId: number | null) {
  const empty = { title: null, text: null, status: null, hiddenReason: null, lastMessages: [] as QueueMessage[] };
  switch (type) {
    case "job": {
      const job = await db.job.findUnique({ where: { id } });
      if (!job) return { ...empty, personId: null };
      const { title, description: text, status, hiddenReason } = job;
      return { ...empty, title, text, status, hiddenReason, personId: job.employerId };
    }
    case "course": {
      const course = await db.course.findUnique({ where: { id } });
      if (!course) return { ...empty, personId: null };
      const { title, description: text, status, hiddenReason } = course;
      return { ...empty, title, text, status, hiddenReason, personId: course.providerId };
    }
    case "user": {
      const user = await db.user.findUnique({ where: { id }, select: { bio: true } });
      return { ...empty, text: user?.bio ?? null, personId: user ? id : null };
    }
    case "message": {
      const message = await db.message.findUnique({ where: { id } });
      if (!message) return { ...empty, personId: null };
      return {
        ...empty,
        text: message.content,
        lastMessages: await lastMessages(db, message.conversationId),
        personId: message.senderId,
      };
    }
    case "conversation": {
      const conversation = await db.conversation.findUnique({ where: { id } });
      if (!conversation) return { ...empty, personId: null };
      const other =
        conversation.participantAId === reporterId ? conversation.participantBId : conversation.participantAId;
      return { ...empty, lastMessages: await lastMessages(db, id), personId: other };
    }
  }
}

/** The queue, oldest first. */
export async function moderationQueue(db: Db): Promise<QueueItem[]> {
  const [reports, flags] = await Promise.all([
    db.report.findMany({ where: { status: "open" }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], take: QUEUE_SIZE }),
    openModerationFlags(db, QUEUE_SIZE),
  ]);
  const entries = [
    ...reports.map((report) => ({
      key: `report:${report.id}`,
      source: "report" as const,
      targetType: report.targetType as ModeratedTarget,
      targetId: report.targetId,
      reason: report.reason as string,
      details: report.details,
      createdAt: report.createdAt,
      reporterId: report.reporterId,
    })),
    ...flags.map((flag) => ({
      key: `flag:${flag.id}`,
      source: "flag" as const,
      targetType: flag.targetType,
      targetId: flag.targetId,
      reason: flag.reason,
      details: flag.excerpt,
      createdAt: flag.createdAt,
      reporterId: null,
    })),
  ]
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .slice(0, QUEUE_SIZE);
  const items: QueueItem[] = [];
  for (const { reporterId, ...entry } of entries) {
    const { personId, ...target } = await describeTarget(db, entry.targetType, entry.targetId, reporterId);
    items.push({ ...entry, ...target, person: await personHistory(db, personId ?? null) });
  }
  return items;
}
