// Reports, blocks and moderation: what a person may report and why, the limits on reports and on a moderator's
// actions, and every message either side shows about them.

export const REPORT_TARGETS = ["job", "user", "conversation", "course"] as const;
export type ReportTargetType = (typeof REPORT_TARGETS)[number];

export const REPORT_REASONS = ["asks_for_money", "fake", "unpaid_wages", "abuse", "other"] as const;
export type ReportReasonCode = (typeof REPORT_REASONS)[number];

export const MODERATION_ACTIONS = ["approve", "hide", "restore", "warn", "suspend", "unsuspend", "dismiss"] as const;
export type ModerationActionCode = (typeof MODERATION_ACTIONS)[number];

export const REPORT_LIMITS = {
  /** Reports one person may send in any 24 hours. */
  perDay: 10,
  detailsMax: 1000,
} as const;

export const MODERATION_LIMITS = {
  reasonMax: 500,
  suspendDaysMin: 1,
  suspendDaysMax: 365,
} as const;

export const REPORT_MESSAGES = {
  detailsRequired: /*i18n*/ "Tell us what happened",
  detailsLength: /*i18n*/ "Details must be at most 1000 characters",
  notFound: /*i18n*/ "What you reported was not found",
  self: /*i18n*/ "You cannot report yourself or your own job or course",
  alreadyOpen: /*i18n*/ "You have already reported this. A moderator will look at it.",
  tooMany: /*i18n*/ "You have sent many reports today. Please try again tomorrow.",
} as const;

export const BLOCK_MESSAGES = {
  self: /*i18n*/ "You cannot block yourself",
  userNotFound: /*i18n*/ "User not found",
  /** Sending to someone one blocked, or who blocked one. */
  blocked: /*i18n*/ "You cannot send messages to this person: one of you has blocked the other",
} as const;

export const MODERATION_MESSAGES = {
  reasonRequired: /*i18n*/ "Give a reason",
  reasonLength: /*i18n*/ "The reason must be at most 500 characters",
  days: /*i18n*/ "Suspend for 1 to 365 days",
  notFound: /*i18n*/ "Not found",
  /** The action does not apply to that kind of target (hide a person, suspend a job). */
  wrongTarget: /*i18n*/ "This action does not apply here",
  /** Approve is for a job or course under review. */
  notUnderReview: /*i18n*/ "Only a job or course under review can be approved",
  /** A suspended person trying to post, apply, enrol or send a message. */
  suspended: /*i18n*/ "Your account is suspended until {until}: {reason}",
  /** On the owner's own job or course. */
  hiddenByModerator: /*i18n*/ "Hidden by a moderator: {reason}",
} as const;

/** The message for a report's details, or null: required for `other`, at most REPORT_LIMITS.detailsMax. */
export function reportDetailsProblem(reason: ReportReasonCode, details: string): string | null {
  const text = details.trim();
  if (reason === "other" && text === "") return REPORT_MESSAGES.detailsRequired;
  return text.length > REPORT_LIMITS.detailsMax ? REPORT_MESSAGES.detailsLength : null;
}

/** The message for a moderator's reason, or null. */
export function moderationReasonProblem(reason: string): string | null {
  const text = reason.trim();
  if (text === "") return MODERATION_MESSAGES.reasonRequired;
  return text.length > MODERATION_LIMITS.reasonMax ? MODERATION_MESSAGES.reasonLength : null;
}

/** The message for a suspension's length, or null when it is a whole number of days in range. */
export function suspendDaysProblem(days: number | null | undefined): string | null {
  return typeof days === "number" &&
    Number.isInteger(days) &&
    days >= MODERATION_LIMITS.suspendDaysMin &&
    days <= MODERATION_LIMITS.suspendDaysMax
    ? null
    : MODERATION_MESSAGES.days;
}

/** Whether a person is suspended at `now`. */
export const isSuspended = (suspendedUntil: Date | string | null | undefined, now: Date = new Date()): boolean =>
  suspendedUntil != null && new Date(suspendedUntil).getTime() > now.getTime();

/** A moderator's warning stays on the warned person's screens this many days. */
export const WARNING_SHOWN_DAYS = 14;

/** Whether a warning given at `warnedAt` is still shown at `now`. */
export const isWarningShown = (warnedAt: Date | string | null | undefined, now: Date = new Date()): boolean =>
  warnedAt != null && now.getTime() - new Date(warnedAt).getTime() < WARNING_SHOWN_DAYS * 86_400_000;
