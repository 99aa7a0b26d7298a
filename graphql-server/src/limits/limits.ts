// The rate limits, all in one place. Each is enforced by takeRateLimits (rate-limit.ts).
import { OTP_RULES } from "../rules/otp.ts";
import type { RateLimit } from "./rate-limit.ts";

export const RATE_LIMITS = {
  /** OTP sends per mobile number: one a minute, 3 in 10 minutes and 10 a day. */
  otpPerNumber: {
    bucket: "otp-number",
    windows: [{ seconds: OTP_RULES.resendAfterSeconds, max: 1 }, ...OTP_RULES.perNumber.map(({ windowSeconds, max }) => ({ seconds: windowSeconds, max }))],
  },
  /** OTP sends per client address; generous, because many rural users share one address. */
  otpPerAddress: { bucket: "otp-address", windows: [{ seconds: OTP_RULES.perIp.windowSeconds, max: OTP_RULES.perIp.max }] },
  /** Messages an account may send. */
  messagesPerAccount: { bucket: "message", windows: [{ seconds: 60, max: 20 }, { seconds: 86400, max: 1000 }] },
  /** New conversations an account may start. */
  conversationStartsPerAccount: { bucket: "conversation-start", windows: [{ seconds: 600, max: 10 }, { seconds: 86400, max: 50 }] },
  /** Feedback forms per client address (signed out too). */
  feedbackPerAddress: { bucket: "feedback-address", windows: [{ seconds: 600, max: 5 }] },
} as const satisfies Record<string, RateLimit>;

/** "7 minutes", "1 second": how long to wait, for the limit messages. */
export function describeWait(seconds: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;
  if (seconds < 60) return plural(seconds, "second");
  if (seconds < 3600) return plural(Math.ceil(seconds / 60), "minute");
  return plural(Math.ceil(seconds / 3600), "hour");
}

export const RATE_LIMIT_MESSAGES = {
  otp: (seconds: number) => `Too many OTP requests. Please try again in ${describeWait(seconds)}.`,
  messages: (seconds: number) => `You are sending messages too quickly. Please try again in ${describeWait(seconds)}.`,
  conversationStarts: (seconds: number) => `You have started too many conversations. Please try again in ${describeWait(seconds)}.`,
  feedback: (seconds: number) => `Too much feedback from this connection. Please try again in ${describeWait(seconds)}.`,
} as const;
