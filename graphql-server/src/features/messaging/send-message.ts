import type { Prisma as Db } from "../../db/client.ts";
import { ConflictError, NotFoundError } from "../../errors/app-errors.ts";
import type { Prisma } from "../../generated/prisma/client.ts";
import type { MessageType } from "../../generated/prisma/enums.ts";
import { RATE_LIMITS, RATE_LIMIT_MESSAGES } from "../../limits/limits.ts";
import { accountKey, enforceRateLimits } from "../../limits/rate-limit.ts";
import { CONVERSATION_NOT_FOUND, MESSAGE_RULES } from "../../rules/messaging.ts";
import { partnerIdOf, participantWhere } from "./participants.ts";
import { refuseIfBlocked, refuseWhileSuspended } from "../moderation/index.ts";
import { findMoneyRequest, flagForModeration } from "../screening/index.ts";
import { type Notifier, notify } from "../notifications/index.ts";
import { globalIdOf } from "../../graphql/global-id.ts";
import { personName } from "../../rules/person-name.ts";

/** How much of a message its notification quotes. */
const QUOTED_CHARACTERS = 80;

/**
 * Adds a message to one of the viewer's conversations, in one transaction: the sender's message limit
 * is counted, the message is stored, and the conversation's lastMessageAt moves forward to it (never
 * back, when concurrent messages commit out of order). A message that seems to ask for money is still
 * delivered, marked flaggedMoneyRequest (its reader sees a warning) and flagged for the moderation queue in the
 * same transaction. Someone else's conversation is NotFound (its
 * existence is not told). The other participant is notified (a job offer as one; a message that seems to ask
 * for money without its words). Answers with `read` of the message, inside the same transaction, so a
 * message that was stored is never answered with an error.
 */
export async function sendMessage<T>(
  prisma: Db,
  notifier: Notifier,
  viewerId: number,
  conversationId: number,
  content: string,
  messageType: MessageType,
  read: (tx: Prisma.TransactionClient, id: number) => Promise<T>,
): Promise<T> {
  return prisma.$transaction(async (tx) => {
    const conversation = await tx.conversation.findFirst({
      where: { id: conversationId, ...participantWhere(viewerId) },
      select: { participantAId: true, participantBId: true },
    });
    if (!conversation) throw new NotFoundError(CONVERSATION_NOT_FOUND);
    if (partnerIdOf(conversation, viewerId) === null) throw new ConflictError(MESSAGE_RULES.partnerGone);
    // A suspended sender, or two people one of whom blocked the other, send nothing.
    refuseWhileSuspended(
      await tx.user.findUnique({ where: { id: viewerId }, select: { suspendedUntil: true, suspensionReason: true } }),
    );
    await refuseIfBlocked(tx, viewerId, partnerIdOf(conversation, viewerId));
    await enforceRateLimits(
      tx,
      [{ limit: RATE_LIMITS.messagesPerAccount, key: accountKey(viewerId) }],
      RATE_LIMIT_MESSAGES.messages,
    );
    const moneyRequest = findMoneyRequest(content, "message");
    const message = await tx.message.create({
      data: {
        conversationId,
        senderId: viewerId,
        content: content.trim(),
        messageType,
        flaggedMoneyRequest: moneyRequest !== null,
      },
      select: { id: true, createdAt: true },
    });
    if (moneyRequest) await flagForModeration(tx, { type: "message", id: message.id }, moneyRequest);
    await tx.conversation.updateMany({
      where: { id: conversationId, lastMessageAt: { lt: message.createdAt } },
      data: { lastMessageAt: message.createdAt },
    });
    const sender = await tx.user.findUniqueOrThrow({
      where: { id: viewerId },
      select: { firstName: true, lastName: true, businessName: true },
    });
    const text = content.trim();
    await notify(tx, notifier, {
      userId: partnerIdOf(conversation, viewerId)!,
      event: messageType === "job_offer" ? "job_offer" : "message_received",
      actorId: viewerId,
      values: {
        name: personName(sender) ?? sender.businessName ?? "",
        text: moneyRequest ? "…" : text.length > QUOTED_CHARACTERS ? `${text.slice(0, QUOTED_CHARACTERS)}…` : text,
      },
      link: `/messages/${encodeURIComponent(globalIdOf("Conversation", conversationId))}`,
    });
    return read(tx, message.id);
  });
}
