import { describe, expect, it } from "vitest";
import { english, translate } from "../i18n/translate.ts";
import { RATE_LIMIT_WAIT_MESSAGES } from "../rules/rate-limits.ts";
import { RATE_LIMIT_MESSAGES } from "./limits.ts";

describe("rate limit messages", () => {
  it("say the wait in seconds, whole minutes or whole hours, singular for one", () => {
    const otp = (seconds: number) => english(RATE_LIMIT_MESSAGES.otp(seconds));
    expect(otp(1)).toBe("Too many OTP requests. Please try again in 1 second.");
    expect(otp(57)).toBe("Too many OTP requests. Please try again in 57 seconds.");
    expect(otp(60)).toBe("Too many OTP requests. Please try again in 1 minute.");
    expect(otp(417)).toBe("Too many OTP requests. Please try again in 7 minutes.");
    expect(otp(3600)).toBe("Too many OTP requests. Please try again in 1 hour.");
    expect(otp(82_800)).toBe("Too many OTP requests. Please try again in 23 hours.");
  });

  it("keep every limit's English wording", () => {
    expect(english(RATE_LIMIT_MESSAGES.messages(30))).toBe(
      "You are sending messages too quickly. Please try again in 30 seconds.",
    );
    expect(english(RATE_LIMIT_MESSAGES.conversationStarts(600))).toBe(
      "You have started too many conversations. Please try again in 10 minutes.",
    );
    expect(english(RATE_LIMIT_MESSAGES.feedback(7200))).toBe(
      "Too much feedback from this connection. Please try again in 2 hours.",
    );
  });

  it("carry the wait as a value, so each language words its own plural", () => {
    expect(RATE_LIMIT_MESSAGES.otp(57)).toEqual({ id: RATE_LIMIT_WAIT_MESSAGES.otp.seconds, values: { count: 57 } });
    for (const locale of ["hi", "kn", "te"] as const)
      expect(translate(locale, RATE_LIMIT_MESSAGES.otp(57))).toContain("57");
  });
});
