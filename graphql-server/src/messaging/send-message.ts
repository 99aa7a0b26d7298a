import type { Prisma as Db } from "../db/client.ts";
import { ConflictError, NotFoundError } from "../errors.ts";
import type { MessageType } from "../generated/prisma/enums.ts";
import { CONVERSATION_NOT_FOUND, partnerIdOf, participantWhere } from "./participants.ts";

export const MESSAGE_RULES = {
  maxLength: 2000,
  empty: "Message cannot be empty",
  tooLong: "Message must be at most 2000 characters",
  partnerGone: "The other person has deleted their account",
} as const;

/**
 * Adds a message to one of the viewer's conversations and moves the conversation's lastMessageAt
 * to it, in one transaction. Someone else's conversation is NotFound (its existence is not told).
 * Returns the message id.
 */
export async function sendMessage(
  prisma: Db,
  viewerId: number,
  conversationId: number,
  content: string,
  messageType: MessageType,
): Promise<number> {
  return prisma.$transaction(async (tx) => {
    const conversation = await tx.conversation.findFirst({
      where: { id: conversationId, ...participantWhere(viewerId) },
      select: { participantAId: true, participantBId: true },
    });
    if (!conversation) throw new NotFoundError(CONVERSATION_NOT_FOUND);
    if (partnerIdOf(conversation, viewerId) === null) throw new ConflictError(MESSAGE_RULES.partnerGone);
    const message = await tx.message.create({
      data: { conversationId, senderId: viewerId, content: content.trim(), messageType },
      select: { id: true, createdAt: true },
    });
    await tx.conversation.update({ where: { id: conversationId }, data: { lastMessageAt: message.createdAt } });
    return message.id;
  });
}
