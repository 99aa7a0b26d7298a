import type { Clock } from "./clock.ts";
import { DEMO_CONVERSATIONS, type DemoConversation } from "./demo-conversations.ts";
import { assertUnique, mustGet } from "./must-get.ts";
import type { SeedDb } from "./seed-db.ts";

/** Hours a recipient took to read a message (never later than now). */
const READ_AFTER_HOURS = 0.25;

interface Participants {
  laborerId: number;
  otherId: number;
  /** The lower user id is participant A, so each pair has one canonical order. */
  participantAId: number;
  participantBId: number;
  jobId: number | null;
}

function participantsOf(
  conversation: DemoConversation,
  userIds: ReadonlyMap<string, number>,
  jobIds: ReadonlyMap<string, number>,
): Participants {
  const laborerId = mustGet(userIds, conversation.laborer, "laborer");
  const otherId = mustGet(userIds, conversation.other, "person");
  return {
    laborerId,
    otherId,
    participantAId: Math.min(laborerId, otherId),
    participantBId: Math.max(laborerId, otherId),
    jobId: conversation.job === undefined ? null : mustGet(jobIds, conversation.job, "job"),
  };
}

const pairKey = (a: number | null, b: number | null, jobId: number | null) => `${a}:${b}:${jobId ?? "-"}`;

/** Inserts the demo conversations and their messages; lastMessageAt is the newest message's time. */
export async function insertDemoConversations(
  db: SeedDb,
  clock: Clock,
  userIds: ReadonlyMap<string, number>,
  jobIds: ReadonlyMap<string, number>,
): Promise<void> {
  const planned = DEMO_CONVERSATIONS.map((conversation) => ({
    conversation,
    participants: participantsOf(conversation, userIds, jobIds),
  }));
  const keys = planned.map(({ participants: p }) => pairKey(p.participantAId, p.participantBId, p.jobId));
  assertUnique(keys, "conversation");

  const created = await db.conversation.createManyAndReturn({
    data: planned.map(({ conversation, participants: p }) => {
      const hours = conversation.messages.map((m) => m.hoursAgo);
      return {
        participantAId: p.participantAId,
        participantBId: p.participantBId,
        jobId: p.jobId,
        createdAt: clock.hoursAgo(Math.max(...hours)),
        lastMessageAt: clock.hoursAgo(Math.min(...hours)),
      };
    }),
    select: { id: true, participantAId: true, participantBId: true, jobId: true },
  });
  const idByKey = new Map(created.map((c) => [pairKey(c.participantAId, c.participantBId, c.jobId), c.id]));

  await db.message.createMany({
    data: planned.flatMap(({ conversation, participants: p }, index) =>
      conversation.messages.map((m) => ({
        conversationId: mustGet(idByKey, keys[index]!, "conversation"),
        senderId: m.from === "laborer" ? p.laborerId : p.otherId,
        content: m.content,
        messageType: m.type,
        createdAt: clock.hoursAgo(m.hoursAgo),
        readAt: m.read ? clock.hoursAgo(Math.max(0, m.hoursAgo - READ_AFTER_HOURS)) : null,
      })),
    ),
  });
}
