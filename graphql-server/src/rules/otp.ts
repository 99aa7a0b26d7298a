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
export const OTP_USED_UP_MESSAGE =
  /*i18n*/ "Too many wrong attempts: this OTP can no longer be used. Please request a new OTP.";

export const OTP_SENT_MESSAGE = /*i18n*/ "OTP sent successfully";
/** The SMS gateway failed; the code was not delivered. */
export const SMS_UNAVAILABLE_MESSAGE = /*i18n*/ "Could not send the SMS right now. Please try again in a minute.";
/**
 * The SMS itself, in the requester's language. Operators deliver only texts registered as DLT templates,
 * so each language's wording must be registered (with the code as its variable) before it is sent.
 */
export const OTP_SMS_TEXT =
  /*i18n*/ "{code} is your KhetSetu verification code. It expires in {minutes, plural, one {# minute} other {# minutes}}.";
