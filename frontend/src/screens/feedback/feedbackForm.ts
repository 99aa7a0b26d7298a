import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import {
  type FeedbackCategory,
  type FeedbackMessage,
  type RequiredFeedbackField,
  contactEmailProblem,
  messageProblem,
  missingFeedbackFields,
  ratingProblem,
  subjectProblem,
} from "@rules/feedback.ts";

/** The feedback form as its inputs hold it (the rating as the select's value, "" for none). */
export type FeedbackValues = {
  category: FeedbackCategory | "";
  subject: string;
  message: string;
  rating: string;
  contactEmail: string;
  allowContact: boolean;
};

/** Fields that can carry an error: the server's input names. */
export type FeedbackField = "category" | "subject" | "message" | "rating" | "contactEmail";

export const FEEDBACK_FIELDS: ReadonlySet<string> = new Set<FeedbackField>([
  "category",
  "subject",
  "message",
  "rating",
  "contactEmail",
]);

export const EMPTY_FEEDBACK: FeedbackValues = {
  category: "",
  subject: "",
  message: "",
  rating: "",
  contactEmail: "",
  allowContact: false,
};

/** Each category's label, in the form's order (rules' FEEDBACK_CATEGORIES). */
export const FEEDBACK_CATEGORY_LABELS: Record<FeedbackCategory, MessageDescriptor> = {
  bug_report: msg`Bug Report`,
  feature_request: msg`Feature Request`,
  general_feedback: msg`General Feedback`,
  user_experience: msg`User Experience`,
  technical_issue: msg`Technical Issue`,
  suggestion: msg`Suggestion`,
};

/** The rating's choices, best first. */
export const RATING_OPTIONS: ReadonlyArray<{ value: string; label: MessageDescriptor }> = [
  { value: "5", label: msg`5 - Excellent` },
  { value: "4", label: msg`4 - Good` },
  { value: "3", label: msg`3 - Average` },
  { value: "2", label: msg`2 - Poor` },
  { value: "1", label: msg`1 - Very Poor` },
];

/** What a required field that is left empty shows under it. */
const REQUIRED_MESSAGES: Record<RequiredFeedbackField, MessageDescriptor> = {
  category: msg`Please choose a category`,
  subject: msg`Please enter a subject`,
  message: msg`Please enter your message`,
};

/** A field's problem: a shared rule's message (English, shown with `i18n._`) or the form's own descriptor. */
export type FeedbackProblem = FeedbackMessage | MessageDescriptor;

export type FeedbackCheck = {
  /** The required fields left empty: the form refuses to send and says which are missing. */
  missing: RequiredFeedbackField[];
  /** Every field's problem, the missing ones included. */
  errors: Partial<Record<FeedbackField, FeedbackProblem>>;
};

const ratingNumber = (rating: string): number | null => (rating === "" ? null : Number(rating));

/** Every problem with the values, by the rules the server applies to `submitFeedback`. */
export function checkFeedback(values: FeedbackValues): FeedbackCheck {
  const missing = missingFeedbackFields(values);
  const errors: FeedbackCheck["errors"] = {};
  for (const field of missing) errors[field] = REQUIRED_MESSAGES[field];
  const problems: [FeedbackField, FeedbackMessage | null][] = [
    ["subject", subjectProblem(values.subject)],
    ["message", messageProblem(values.message)],
    ["rating", ratingProblem(ratingNumber(values.rating))],
    ["contactEmail", contactEmailProblem(values.contactEmail)],
  ];
  for (const [field, problem] of problems) if (problem) errors[field] ??= problem;
  return { missing, errors };
}

/** The `submitFeedback` input: text trimmed, an empty rating or e-mail as null. */
export function toFeedbackInput(values: FeedbackValues) {
  return {
    category: values.category === "" ? null : values.category,
    subject: values.subject.trim(),
    message: values.message.trim(),
    rating: ratingNumber(values.rating),
    contactEmail: values.contactEmail.trim() || null,
    allowContact: values.allowContact,
  };
}
