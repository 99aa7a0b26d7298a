// What an SMS provider is: the OTP service hands it a code to deliver.
import type { Locale } from "../i18n/locale.ts";

export interface SmsProvider {
  /** Short name for logs, e.g. "demo" or "http-gateway". */
  name: string;
  /** Delivers `code` to `mobileNumber` (10 digits, no +91), worded in `locale`; rejects if delivery failed. */
  sendOtp(mobileNumber: string, code: string, ttlSeconds: number, locale: Locale): Promise<void>;
}

/** The subset of a pino logger the SMS and OTP code uses. */
export interface SmsLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}
