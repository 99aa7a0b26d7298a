// What screening does to a job's or course's status, and what its owner is told about it.
import type { Message } from "../../i18n/translate.ts";
import { SCREENING_MESSAGES, UNDER_REVIEW } from "../../rules/screening.ts";
import { findMoneyRequestIn } from "./money-request.ts";

/**
 * The status after screening: a listed (active) text that asks for money is held under review; a held one that no
 * longer does is listed again. Drafts and closed ones keep their status (nobody else sees them).
 */
export function statusAfterScreening<S extends string>(
  status: S,
  asksForMoney: boolean,
): S | "active" | "under_review" {
  if (asksForMoney) return status === "active" || status === UNDER_REVIEW ? UNDER_REVIEW : status;
  return status === UNDER_REVIEW ? "active" : status;
}

/** Why a held job or course is under review, naming the words that asked for money when they are still there. */
export function heldReason(kind: "job" | "course", texts: readonly (string | null | undefined)[]): Message {
  const request = findMoneyRequestIn(texts, kind);
  if (kind === "job") {
    return request
      ? { id: SCREENING_MESSAGES.jobHeld, values: { excerpt: request.excerpt } }
      : SCREENING_MESSAGES.jobHeldPlain;
  }
  return request
    ? { id: SCREENING_MESSAGES.courseHeld, values: { excerpt: request.excerpt } }
    : SCREENING_MESSAGES.courseHeldPlain;
}
