// The moderation queue's input: every job, course or message the screening held or marked, one row each time.
import type { Prisma } from "../../generated/prisma/client.ts";
import type { ModerationTarget } from "../../generated/prisma/enums.ts";
import type { MoneyRequest } from "./money-request.ts";

/** Why a text was flagged. */
export const MODERATION_REASONS = { moneyRequest: "money_request" } as const;

/**
 * Records that a job, course or message was flagged for moderation because it seems to ask for money. Call it
 * with the transaction that writes the text, so the flag and the text are stored together or not at all.
 */
export async function flagForModeration(
  tx: Pick<Prisma.TransactionClient, "moderationFlag">,
  target: { type: ModerationTarget; id: number },
  request: MoneyRequest,
): Promise<void> {
  await tx.moderationFlag.create({
    data: {
      targetType: target.type,
      targetId: target.id,
      reason: MODERATION_REASONS.moneyRequest,
      excerpt: request.excerpt,
    },
  });
}
