// What a user is told when over a rate limit (OTP sends, messages, new conversations, feedback, and the daily
// limits on posting jobs, creating courses and applying, rules/daily-limits.ts): the
// wait in seconds under a minute, else in whole minutes under an hour, else in whole hours (rounded up).

export type WaitUnit = "seconds" | "minutes" | "hours";

/** The wait in the unit its message uses: 45 s is 45 seconds, 400 s is 7 minutes, 82800 s is 23 hours. */
export function waitInUnits(seconds: number): { unit: WaitUnit; count: number } {
  if (seconds < 60) return { unit: "seconds", count: seconds };
  if (seconds < 3600) return { unit: "minutes", count: Math.ceil(seconds / 60) };
  return { unit: "hours", count: Math.ceil(seconds / 3600) };
}

/** One message per limit and unit, each with `count` as its plural. */
export const RATE_LIMIT_WAIT_MESSAGES = {
  otp: {
    seconds: /*i18n*/ "Too many OTP requests. Please try again in {count, plural, one {# second} other {# seconds}}.",
    minutes: /*i18n*/ "Too many OTP requests. Please try again in {count, plural, one {# minute} other {# minutes}}.",
    hours: /*i18n*/ "Too many OTP requests. Please try again in {count, plural, one {# hour} other {# hours}}.",
  },
  messages: {
    seconds:
      /*i18n*/ "You are sending messages too quickly. Please try again in {count, plural, one {# second} other {# seconds}}.",
    minutes:
      /*i18n*/ "You are sending messages too quickly. Please try again in {count, plural, one {# minute} other {# minutes}}.",
    hours:
      /*i18n*/ "You are sending messages too quickly. Please try again in {count, plural, one {# hour} other {# hours}}.",
  },
  conversationStarts: {
    seconds:
      /*i18n*/ "You have started too many conversations. Please try again in {count, plural, one {# second} other {# seconds}}.",
    minutes:
      /*i18n*/ "You have started too many conversations. Please try again in {count, plural, one {# minute} other {# minutes}}.",
    hours:
      /*i18n*/ "You have started too many conversations. Please try again in {count, plural, one {# hour} other {# hours}}.",
  },
  feedback: {
    seconds:
      /*i18n*/ "Too much feedback from this connection. Please try again in {count, plural, one {# second} other {# seconds}}.",
    minutes:
      /*i18n*/ "Too much feedback from this connection. Please try again in {count, plural, one {# minute} other {# minutes}}.",
    hours:
      /*i18n*/ "Too much feedback from this connection. Please try again in {count, plural, one {# hour} other {# hours}}.",
  },
  jobPosts: {
    seconds:
      /*i18n*/ "You have posted the most jobs allowed in a day. Please try again in {count, plural, one {# second} other {# seconds}}.",
    minutes:
      /*i18n*/ "You have posted the most jobs allowed in a day. Please try again in {count, plural, one {# minute} other {# minutes}}.",
    hours:
      /*i18n*/ "You have posted the most jobs allowed in a day. Please try again in {count, plural, one {# hour} other {# hours}}.",
  },
  courseCreations: {
    seconds:
      /*i18n*/ "You have created the most courses allowed in a day. Please try again in {count, plural, one {# second} other {# seconds}}.",
    minutes:
      /*i18n*/ "You have created the most courses allowed in a day. Please try again in {count, plural, one {# minute} other {# minutes}}.",
    hours:
      /*i18n*/ "You have created the most courses allowed in a day. Please try again in {count, plural, one {# hour} other {# hours}}.",
  },
  applications: {
    seconds:
      /*i18n*/ "You have sent the most applications allowed in a day. Please try again in {count, plural, one {# second} other {# seconds}}.",
    minutes:
      /*i18n*/ "You have sent the most applications allowed in a day. Please try again in {count, plural, one {# minute} other {# minutes}}.",
    hours:
      /*i18n*/ "You have sent the most applications allowed in a day. Please try again in {count, plural, one {# hour} other {# hours}}.",
  },
} as const satisfies Record<string, Record<WaitUnit, string>>;

export type RateLimitName = keyof typeof RATE_LIMIT_WAIT_MESSAGES;
