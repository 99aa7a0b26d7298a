// The rate limits, all in one place. Each is enforced by takeRateLimits (rate-limit.ts).
import type { Message } from "../i18n/translate.ts";
import { OTP_RULES } from "../rules/otp.ts";
import { RATE_LIMIT_WAIT_MESSAGES, type RateLimitName, waitInUnits } from "../rules/rate-limits.ts";
import type { RateLimit } from "./rate-limit.ts";

export const RATE_LIMITS = {
  /** OTP sends per mobile number: one a minute, 3 in 10 minutes and 10 a day. */
  otpPerNumber: {
    bucket: "otp-number",
    windows: [
      { seconds: OTP_RULES.resendAfterSeconds, max: 1 },
      ...OTP_RULES.perNumber.map(({ windowSeconds, max }) => ({ seconds: windowSeconds, max })),
    ],
  },
  /** OTP sends per client address; generous, because many rural users share one address. */
  otpPerAddress: {
    bucket: "otp-address",
    windows: [{ seconds: OTP_RULES.perIp.windowSeconds, max: OTP_RULES.perIp.max }],
  },
  /** Messages an account may send. */
  messagesPerAccount: {
    bucket: "message",
    windows: [
      { seconds: 60, max: 20 },
      { seconds: 86400, max: 1000 },
    ],
  },
  /** New conversations an account may start. */
  conversationStartsPerAccount: {
    bucket: "conversation-start",
    windows: [
      { seconds: 600, max: 10 },
      { seconds: 86400, max: 50 },
    ],
  },
  /** Feedback forms per client address (signed out too). */
  feedbackPerAddress: { bucket: "feedback-address", windows: [{ seconds: 600, max: 5 }] },
  /** Requests with a partner key that names no live key, per client address (partners/partner-limits.ts). */
  unknownPartnerKeyPerAddress: { bucket: "partner-unknown-key", windows: [{ seconds: 600, max: 20 }] },
} as const satisfies Record<string, RateLimit>;

/** A rate limit's refusal for a wait of `seconds`, in the unit its message uses (rules/rate-limits.ts). */
function waitMessage(name: RateLimitName): (seconds: number) => Message {
  return (seconds) => {
    const { unit, count } = waitInUnits(seconds);
    return { id: RATE_LIMIT_WAIT_MESSAGES[name][unit], values: { count } };
  };
}

export const RATE_LIMIT_MESSAGES = {
  otp: waitMessage("otp"),
  messages: waitMessage("messages"),
  conversationStarts: waitMessage("conversationStarts"),
  feedback: waitMessage("feedback"),
  jobPosts: waitMessage("jobPosts"),
  courseCreations: waitMessage("courseCreations"),
  applications: waitMessage("applications"),
} as const satisfies Record<RateLimitName, (seconds: number) => Message>;
