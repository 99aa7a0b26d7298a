import type { Prisma } from "../../generated/prisma/client.ts";

/** A conversation's two participants are stored once per pair: the lower user id is participant A. */
export function orderedPair(one: number, other: number): { participantAId: number; participantBId: number } {
  return { participantAId: Math.min(one, other), participantBId: Math.max(one, other) };
}

/** Conversations the user takes part in. */
export function participantWhere(userId: number): Prisma.ConversationWhereInput {
  return { OR: [{ participantAId: userId }, { participantBId: userId }] };
}

export function isParticipant(
  conversation: { participantAId: number | null; participantBId: number | null },
  userId: number | null | undefined,
): boolean {
  return userId != null && (conversation.participantAId === userId || conversation.participantBId === userId);
}

/** The other participant's id (null once their account was deleted). */
export function partnerIdOf(
  conversation: { participantAId: number | null; participantBId: number | null },
  viewerId: number,
): number | null {
  return conversation.participantAId === viewerId ? conversation.participantBId : conversation.participantAId;
}
