// The screening feature's public module: screening texts for money requests when they are written, the status a
// held job or course gets, and the moderation flag every flagged text leaves for the moderation queue.
export { type MoneyRequest, type ScreenedText, findMoneyRequest, findMoneyRequestIn } from "./money-request.ts";
export { heldReason, statusAfterScreening } from "./held-for-review.ts";
export { MODERATION_REASONS, flagForModeration } from "./moderation-flags.ts";
