// Conversations and messages: the longest message and what the server answers when one cannot be
// started or sent.

export const MESSAGE_RULES = {
  maxLength: 2000,
  empty: /*i18n*/ "Message cannot be empty",
  tooLong: /*i18n*/ "Message must be at most 2000 characters",
  partnerGone: /*i18n*/ "The other person has deleted their account",
} as const;

export const START_MESSAGES = {
  self: /*i18n*/ "You cannot start a conversation with yourself",
  userNotFound: /*i18n*/ "User not found",
  jobNotFound: /*i18n*/ "Job not found",
  jobNotTheirs: /*i18n*/ "A conversation about a job must include the job's employer",
} as const;

export const CONVERSATION_NOT_FOUND = /*i18n*/ "Conversation not found";
