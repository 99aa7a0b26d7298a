import { ValidationError } from "../errors.ts";

/** Messages of the course form's rules (create and update share them). */
export const COURSE_MESSAGES = {
  title: "Title is required",
  titleLength: "Title must be at most 200 characters",
  descriptionLength: "Description must be at most 5000 characters",
  price: "Price cannot be negative",
  priceWhole: "Price must be a whole number of rupees",
  duration: "Duration must be between 1 and 365 days",
  maxEnrollments: "Maximum enrolments must be at least 1",
  maxBelowCurrent: "Maximum enrolments cannot be below the number of students already enrolled",
  isFree: "isFree must be true exactly when the price is 0",
  locationLength: "Location must be at most 200 characters",
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
