import { z } from "zod";
import { builder } from "../../graphql/builder.ts";
import { RateLimitError, ValidationError } from "../../errors/app-errors.ts";
import { RATE_LIMITS, RATE_LIMIT_MESSAGES } from "../../limits/limits.ts";
import { enforceRateLimits } from "../../limits/rate-limit.ts";
import { FeedbackCategory } from "../../generated/prisma/enums.ts";
import { translate } from "../../i18n/translate.ts";
import {
  FEEDBACK_MESSAGES,
  FEEDBACK_LIMITS as L,
  contactEmailProblem,
  messageProblem,
  missingFeedbackFields,
  ratingProblem,
  subjectProblem,
} from "../../rules/feedback.ts";

/** The one message for a missing category, subject or message (rules/feedback.ts, shared with the web app). */
export const FEEDBACK_REQUIRED = FEEDBACK_MESSAGES.required;
/** What the form shows after a successful send. */
export const FEEDBACK_SENT = FEEDBACK_MESSAGES.sent;

/** The limits and messages of rules/feedback.ts, by the names the server's tests use. */
export const FEEDBACK_LIMITS = {
  subject: L.subjectMax,
  message: L.messageMax,
  subjectTooLong: FEEDBACK_MESSAGES.subjectLength,
  messageTooLong: FEEDBACK_MESSAGES.messageLength,
  rating: FEEDBACK_MESSAGES.rating,
  contactEmail: FEEDBACK_MESSAGES.contactEmail,
} as const;

/** A rule from rules/feedback.ts as a zod refinement with its message. */
const problem =
  <T>(check: (value: T) => string | null) =>
  (value: T, ctx: z.RefinementCtx) => {
    const message = check(value);
    if (message) ctx.addIssue({ code: "custom", message });
  };

builder.enumType(FeedbackCategory, {
  name: "FeedbackCategory",
  description:
    "What the feedback is about: bug_report, feature_request, general_feedback, user_experience, technical_issue or suggestion.",
});

const FeedbackInput = builder.inputType("FeedbackInput", {
  description:
    "The feedback form. category, subject and message are required; leaving any out (or blank) returns " +
    `'${FEEDBACK_REQUIRED}'`,
  fields: (t) => ({
    category: t.field({ type: FeedbackCategory, required: false, description: "What it is about (required)." }),
    subject: t.string({
      required: false,
      description: "A short subject (required, at most 200 characters).",
      validate: z.string().superRefine(problem(subjectProblem)),
    }),
    message: t.string({
      required: false,
      description: "The feedback itself (required, at most 5000 characters).",
      validate: z.string().superRefine(problem(messageProblem)),
    }),
    rating: t.int({
      required: false,
      description: "Optional rating: 5 Excellent, 4 Good, 3 Average, 2 Poor, 1 Very Poor.",
      validate: z.number().superRefine(problem(ratingProblem)),
    }),
    contactEmail: t.string({
      required: false,
      description: "Optional e-mail address for a reply; empty means none.",
      validate: z.string().superRefine(problem(contactEmailProblem)),
    }),
    allowContact: t.boolean({
      required: false,
      defaultValue: false,
      description: "Whether KhetSetu may contact the sender about it (default false).",
    }),
  }),
});

const FeedbackReceipt = builder.objectRef<{ id: number }>("FeedbackReceipt").implement({
  description: "Feedback was received.",
  fields: (t) => ({
    message: t.string({
      description: `Always '${FEEDBACK_SENT}', in the request's language.`,
      resolve: (_receipt, _args, ctx) => translate(ctx.locale, FEEDBACK_SENT),
    }),
    databaseId: t.exposeInt("id", { description: "The stored feedback's plain numeric id." }),
  }),
});

builder.mutationFields((t) => ({
  submitFeedback: t.field({
    type: FeedbackReceipt,
    description:
      "Sends feedback from the feedback form. Works signed in (the feedback is linked to the account) or signed out. " +
      "Limited to 5 per client address in 10 minutes (RateLimitError beyond that).",
    errors: { types: [ValidationError, RateLimitError] },
    args: { input: t.arg({ type: FeedbackInput, required: true, description: "The form." }) },
    resolve: async (_root, { input }, ctx) => {
      const missing = missingFeedbackFields(input);
      if (!input.category || missing.length > 0) {
        throw new ValidationError(
          FEEDBACK_REQUIRED,
          Object.fromEntries(missing.map((field) => [field, FEEDBACK_REQUIRED])),
        );
      }
      const subject = input.subject?.trim() ?? "";
      const message = input.message?.trim() ?? "";
      const contactEmail = input.contactEmail?.trim() || null;
      const category = input.category;
      return ctx.prisma.$transaction(async (tx) => {
        // Anyone may send feedback, so each client address is limited.
        if (ctx.ip) {
          const limit = { limit: RATE_LIMITS.feedbackPerAddress, key: ctx.limitKeys.address(ctx.ip) };
          await enforceRateLimits(tx, [limit], RATE_LIMIT_MESSAGES.feedback);
        }
        return tx.feedback.create({
          data: {
            userId: ctx.viewer?.id ?? null,
            category,
            subject,
            message,
            rating: input.rating ?? null,
            contactEmail,
            allowContact: input.allowContact ?? false,
          },
          select: { id: true },
        });
      });
    },
  }),
}));
