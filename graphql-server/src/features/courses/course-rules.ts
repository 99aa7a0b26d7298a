import { z } from "zod";
import { ValidationError } from "../../errors/app-errors.ts";
import { isoDay, sharedRule } from "../../graphql/shared-rule-check.ts";
import { todayInIndia } from "../../i18n/india-date.ts";
import {
  COURSE_MESSAGES,
  descriptionProblem,
  durationProblem,
  languageProblem,
  locationProblem,
  placeProblem,
  priceProblem,
  seatsProblem,
  startDateProblem,
  titleProblem,
} from "../../rules/course.ts";

/** zod rules per course input field, from the shared checks; used by `createCourse` and `updateCourse`. */
export const courseRules = {
  title: z.string({ error: COURSE_MESSAGES.title }).superRefine(sharedRule(titleProblem)),
  description: z.string().superRefine(sharedRule(descriptionProblem)),
  duration: z.number({ error: COURSE_MESSAGES.duration }).superRefine(sharedRule(durationProblem)),
  price: z.number({ error: COURSE_MESSAGES.priceWhole }).superRefine(sharedRule(priceProblem)),
  maxEnrollments: z.number({ error: COURSE_MESSAGES.maxEnrollments }).superRefine(sharedRule(seatsProblem)),
  location: z.string().superRefine(sharedRule(locationProblem)),
  place: z.string().superRefine(sharedRule(placeProblem)),
  language: z.string().superRefine(sharedRule(languageProblem)),
  /** Today or later, by the calendar in India (Asia/Kolkata). */
  startDate: z.date().superRefine(sharedRule((date: Date) => startDateProblem(isoDay(date), isoDay(todayInIndia())))),
} as const;

/**
 * `isFree` is never stored as sent: it is computed from the price (true exactly when the price is
 * 0). A client may still send it, e.g. from a 'Free course' checkbox; if it contradicts the price,
 * the request is rejected rather than silently corrected, so the form and the stored course agree.
 */
export function isFreeFor(price: number, sentIsFree: boolean | null | undefined): boolean {
  const isFree = price === 0;
  if (sentIsFree !== null && sentIsFree !== undefined && sentIsFree !== isFree) {
    throw new ValidationError(COURSE_MESSAGES.isFree, { isFree: COURSE_MESSAGES.isFree });
  }
  return isFree;
}

/** Trims optional free text; blank becomes null. */
export function optionalText(value: string | null | undefined): string | null {
  const text = value?.trim() ?? "";
  return text === "" ? null : text;
}
