// Telling people what a moderator decided, in the action's own transaction and in each person's language: the
// reporters whose reports it closed, and the person it was about (a suspension as its own event, with the date).
import type { Prisma } from "../../generated/prisma/client.ts";
import { MODERATION_OUTCOME_TEXTS, NOTIFICATION_TEXTS } from "../../rules/notifications.ts";
import { type Notifier, notify } from "../notifications/index.ts";
import { indiaDay } from "./suspension.ts";

export interface ModerationOutcome {
  action: string;
  targetType: string;
  targetId: number;
  /** The person the action was about (the owner of a job or course, the suspended or warned person), if any. */
  subjectUserId: number | null;
  /** The people whose open reports the action closed. */
  reporterIds: readonly number[];
  reason: string;
}

/** Where the account's own moderation news is read: Account Settings (My reports, the suspension, the warning). */
const ACCOUNT_LINK = "/account-settings";

export async function notifyModerationOutcome(
  tx: Prisma.TransactionClient,
  notifier: Notifier,
  outcome: ModerationOutcome,
): Promise<void> {
  const values = { reason: outcome.reason };
  for (const reporterId of new Set(outcome.reporterIds)) {
    if (reporterId === outcome.subjectUserId) continue;
    await notify(tx, notifier, {
      userId: reporterId,
      event: "moderation_outcome",
      values,
      link: ACCOUNT_LINK,
      texts: { ...NOTIFICATION_TEXTS.moderation_outcome, body: MODERATION_OUTCOME_TEXTS.reporter },
    });
  }
  const subject = outcome.subjectUserId;
  if (subject === null || outcome.action === "dismiss") return;
  if (outcome.action === "suspend") {
    const person = await tx.user.findUnique({ where: { id: subject }, select: { suspendedUntil: true } });
    if (!person?.suspendedUntil) return;
    await notify(tx, notifier, {
      userId: subject,
      event: "suspension",
      values: { ...values, until: indiaDay(person.suspendedUntil) },
      link: ACCOUNT_LINK,
    });
    return;
  }
  await notify(tx, notifier, {
    userId: subject,
    event: "moderation_outcome",
    values,
    link: ACCOUNT_LINK,
    texts: { ...NOTIFICATION_TEXTS.moderation_outcome, body: MODERATION_OUTCOME_TEXTS.subject },
  });
}
