// The feedback form: its categories, which fields are required, the limits and the messages. The server checks
// submitFeedback against these; the feedback form checks them before sending.

/** What feedback can be about, in the form's order. */
export const FEEDBACK_CATEGORIES = [
  "bug_report",
  "feature_request",
  "general_feedback",
  "user_experience",
  "technical_issue",
  "suggestion",
] as const;

export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

export function isFeedbackCategory(value: unknown): value is FeedbackCategory {
  return typeof value === "string" && (FEEDBACK_CATEGORIES as readonly string[]).includes(value);
}

export const FEEDBACK_LIMITS = {
  subjectMax: 200,
  messageMax: 5000,
  contactEmailMax: 254,
  /** The optional rating: 5 Excellent, 4 Good, 3 Average, 2 Poor, 1 Very Poor. */
  ratingMin: 1,
  ratingMax: 5,
} as const;

/** An e-mail address: a local part, '@', and a domain with a top-level part of 2 letters or more. */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export const FEEDBACK_MESSAGES = {
  /** The one message for a missing category, subject or message. */
  required: /*i18n*/ "Required Fields Missing: Please fill in category, subject, and message fields.",
  subjectLength: /*i18n*/ "Subject must be at most 200 characters",
  messageLength: /*i18n*/ "Message must be at most 5000 characters",
  rating: /*i18n*/ "Rating must be between 1 and 5",
  contactEmail: /*i18n*/ "Please enter a valid e-mail address",
  /** What the form shows after a successful send. */
  sent: /*i18n*/ "Feedback Sent!",
} as const;

export type FeedbackMessage = (typeof FEEDBACK_MESSAGES)[keyof typeof FEEDBACK_MESSAGES];

export type RequiredFeedbackField = "category" | "subject" | "message";

/** The required fields left out or blank (after trimming), in the form's order. */
export function missingFeedbackFields(input: {
  category?: string | null;
  subject?: string | null;
  message?: string | null;
}): RequiredFeedbackField[] {
  const missing: RequiredFeedbackField[] = [];
  if (!input.category) missing.push("category");
  if (!input.subject?.trim()) missing.push("subject");
  if (!input.message?.trim()) missing.push("message");
  return missing;
}

/** Subject: at most 200 characters after trimming (whether it is given is checked with the other required fields). */
export function subjectProblem(value: string | null | undefined): FeedbackMessage | null {
  return (value ?? "").trim().length > FEEDBACK_LIMITS.subjectMax ? FEEDBACK_MESSAGES.subjectLength : null;
}

/** Message: at most 5000 characters after trimming. */
export function messageProblem(value: string | null | undefined): FeedbackMessage | null {
  return (value ?? "").trim().length > FEEDBACK_LIMITS.messageMax ? FEEDBACK_MESSAGES.messageLength : null;
}

/** Rating: optional; when given, a whole number from 1 to 5. */
export function ratingProblem(value: number | null | undefined): FeedbackMessage | null {
  if (value === null || value === undefined) return null;
  return Number.isInteger(value) && value >= FEEDBACK_LIMITS.ratingMin && value <= FEEDBACK_LIMITS.ratingMax
    ? null
    : FEEDBACK_MESSAGES.rating;
}

/** Contact e-mail: optional (blank is none); when given, an e-mail address of at most 254 characters. */
export function contactEmailProblem(value: string | null | undefined): FeedbackMessage | null {
  const text = (value ?? "").trim();
  if (text === "") return null;
  return text.length <= FEEDBACK_LIMITS.contactEmailMax && EMAIL_PATTERN.test(text)
    ? null
    : FEEDBACK_MESSAGES.contactEmail;
}
