// What an SMS provider is: the OTP service hands it a code to deliver.
import type { Locale } from "../i18n/locale.ts";

export interface SmsProvider {
  /** Short name for logs, e.g. "demo" or "http-gateway". */
  name: string;
  /** Delivers `code` to `mobileNumber` (10 digits, no +91), worded in `locale`; rejects if delivery failed. */
  sendOtp(mobileNumber: string, code: string, ttlSeconds: number, locale: Locale): Promise<void>;
  /**
   * Delivers a notification's text under its DLT template; `reference` is the same on every retry of one
   * notification, so a gateway that deduplicates by it never delivers it twice. Rejects if delivery failed.
   * Absent when no gateway is configured (the demo provider delivers nothing).
   */
  sendText?(message: SmsText): Promise<void>;
}

export interface SmsText {
  /** 10 digits, no +91. */
  mobileNumber: string;
  text: string;
  templateId: string;
  reference: string;
}

/** The subset of a pino logger the SMS and OTP code uses. */
export interface SmsLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}
