// Telling people what a moderator decided. For now the outcome is stored where they see it (the reporter's My
// reports, the owner's hidden job or course, the suspended person's banner); SMS and push join here later.
import type { Logger } from "../../log/logger.ts";

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

/**
 * The one hook for telling the reported person and the reporters the outcome, in their language. Everything they
 * need to see is already stored by the action; this only records that they should be told.
 */
export function notifyModerationOutcome(logger: Logger, outcome: ModerationOutcome): void {
  logger.info(
    {
      moderation: {
        action: outcome.action,
        targetType: outcome.targetType,
        targetId: outcome.targetId,
        subjectUserId: outcome.subjectUserId,
        reporters: outcome.reporterIds.length,
      },
    },
    "moderation outcome to notify",
  );
}
