// Rules for one-time passwords sent by SMS: code shape, lifetime and send/verify limits.

/** A 10-digit Indian mobile number (without +91); these start with 6, 7, 8 or 9. */
export const MOBILE_NUMBER_PATTERN = /^[6-9]\d{9}$/;
export const MOBILE_NUMBER_MESSAGE = "Mobile number must be a valid 10-digit Indian number";
export const INVALID_OTP_MESSAGE = "Invalid OTP. Please try again.";
/** After the last allowed wrong try the code is dead; saying "invalid" again would hide that. */
export const OTP_USED_UP_MESSAGE = "Too many wrong attempts: this OTP can no longer be used. Please request a new OTP.";

export const OTP_RULES = {
  codeLength: 6,
  /** A code can be used this long after it was sent. */
  ttlSeconds: 300,
  /** The same number cannot be sent another code sooner than this. */
  resendAfterSeconds: 60,
  /** Wrong guesses allowed per code; the code is dead after this many. */
  maxVerifyAttempts: 5,
  /** Sends per mobile number, in each sliding window. */
  perNumber: [
    { windowSeconds: 600, max: 3 },
    { windowSeconds: 86400, max: 10 },
  ],
  /** Sends per client IP address; generous because many rural users share one address. */
  perIp: { windowSeconds: 600, max: 60 },
} as const;

/** The trimmed number if `value` is a string holding a valid mobile number, else null. */
export function parseMobileNumber(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  return MOBILE_NUMBER_PATTERN.test(trimmed) ? trimmed : null;
}

/** "9876543210" -> "98******10", for logs. */
export function maskMobileNumber(mobileNumber: string): string {
  if (mobileNumber.length <= 4) return "*".repeat(mobileNumber.length);
  return `${mobileNumber.slice(0, 2)}${"*".repeat(mobileNumber.length - 4)}${mobileNumber.slice(-2)}`;
}
