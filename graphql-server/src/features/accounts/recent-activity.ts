// A laborer's Recent Activity: what happened to their applications (applied, accepted, declined), their
// training (enrolled, completed) and the latest message in each conversation that someone else wrote to them,
// newest first.
import type { Prisma } from "../../db/client.ts";
import { personName } from "../../rules/person-name.ts";

export type ActivityKind = "applied" | "accepted" | "declined" | "message" | "enrolled" | "completed";
export type ActivityEvent = {
  /** Stable per event: kind and row id. */
  key: string;
  kind: ActivityKind;
  at: Date;
  jobId: number | null;
  jobTitle: string | null;
  conversationId: number | null;
  /** Who wrote the message. */
  fromName: string | null;
  courseId: number | null;
  courseTitle: string | null;
};

export const RECENT_ACTIVITY_MAX = 20;

export async function recentActivity(prisma: Prisma, userId: number, count: number): Promise<ActivityEvent[]> {
  const take = Math.min(Math.max(count, 1), RECENT_ACTIVITY_MAX);
  const [applications, messages, enrollments] = await Promise.all([
    // Each application gives up to two events, and the newest change of each is its updatedAt.
    prisma.application.findMany({
      where: { laborerId: userId },
      orderBy: [{ updatedAt: "desc" }, { id: "desc" }],
      take,
      select: { id: true, status: true, createdAt: true, updatedAt: true, job: { select: { id: true, title: true } } },
    }),
    prisma.message.findMany({
      where: {
        senderId: { not: userId },
        conversation: { OR: [{ participantAId: userId }, { participantBId: userId }] },
      },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      // Enough to find `take` conversations in most cases; older ones would not make the list anyway.
      take: take * 3,
      select: {
        id: true,
        createdAt: true,
        conversationId: true,
        sender: { select: { firstName: true, lastName: true } },
        conversation: { select: { job: { select: { id: true, title: true } } } },
      },
    }),
    // Each enrolment gives up to two events; the latest of each is its completion, else its start.
    prisma.enrollment.findMany({
      where: { laborerId: userId, status: { not: "cancelled" } },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take,
      select: { id: true, createdAt: true, completedAt: true, course: { select: { id: true, title: true } } },
    }),
  ]);

  const events: ActivityEvent[] = [];
  for (const application of applications) {
    const job = {
      jobId: application.job.id,
      jobTitle: application.job.title,
      conversationId: null,
      fromName: null,
      courseId: null,
      courseTitle: null,
    };
    events.push({ key: `applied:${application.id}`, kind: "applied", at: application.createdAt, ...job });
    if (application.status !== "pending") {
      const kind = application.status === "accepted" ? "accepted" : "declined";
      events.push({ key: `${kind}:${application.id}`, kind, at: application.updatedAt, ...job });
    }
  }
  const seenConversations = new Set<number>();
  for (const message of messages) {
    if (seenConversations.has(message.conversationId)) continue;
    seenConversations.add(message.conversationId);
    const job = message.conversation.job;
    events.push({
      key: `message:${message.id}`,
      kind: "message",
      at: message.createdAt,
      jobId: job?.id ?? null,
      jobTitle: job?.title ?? null,
      conversationId: message.conversationId,
      fromName: personName(message.sender),
      courseId: null,
      courseTitle: null,
    });
  }
  for (const enrollment of enrollments) {
    const course = {
      jobId: null,
      jobTitle: null,
      conversationId: null,
      fromName: null,
      courseId: enrollment.course.id,
      courseTitle: enrollment.course.title,
    };
    events.push({ key: `enrolled:${enrollment.id}`, kind: "enrolled", at: enrollment.createdAt, ...course });
    if (enrollment.completedAt)
      events.push({ key: `completed:${enrollment.id}`, kind: "completed", at: enrollment.completedAt, ...course });
  }
  return events.sort((a, b) => b.at.getTime() - a.at.getTime() || a.key.localeCompare(b.key)).slice(0, take);
}
