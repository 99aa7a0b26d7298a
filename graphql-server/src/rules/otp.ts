// One-time passwords sent by SMS: code shape, lifetime, resend wait and send/verify limits.

export const OTP_RULES = {
  codeLength: 6,
  /** A code can be used this long after it was sent. */
  ttlSeconds: 300,
  /** The same number cannot be sent another code sooner than this (the OTP panel's countdown). */
  resendAfterSeconds: 60,
  /** Wrong guesses allowed per code; the code is dead after this many. */
  maxVerifyAttempts: 5,
  /** Sends per mobile number, in each sliding window. */
  perNumber: [
    { windowSeconds: 600, max: 3 },
    { windowSeconds: 86400, max: 10 },
  ],
  /** Sends per client address; generous because many rural users share one address. */
  perIp: { windowSeconds: 600, max: 60 },
} as const;

export const OTP_CODE_PATTERN = new RegExp(`^\\d{${OTP_RULES.codeLength}}$`);

export const INVALID_OTP_MESSAGE = /*i18n*/ "Invalid OTP. Please try again.";
/** After the last allowed wrong try the code is dead; saying "invalid" again would hide that. */
export const OTP_USED_UP_MESSAGE = /*i18n*/ "Too many wrong attempts: this OTP can no longer be used. Please request a new OTP.";
