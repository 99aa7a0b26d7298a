// Demo SMS provider: delivers nothing. In demo mode the OTP service returns the code in its reply
// instead; this provider only records that a code was issued, never the code itself.
import { maskMobileNumber } from "./mask-mobile-number.ts";
import type { SmsLogger, SmsProvider } from "./sms-provider.ts";

export function createDemoSmsProvider(logger?: SmsLogger): SmsProvider {
  return {
    name: "demo",
    async sendOtp(mobileNumber, _code, ttlSeconds) {
      logger?.info({ to: maskMobileNumber(mobileNumber), ttlSeconds }, "Demo SMS provider: OTP issued (not delivered)");
    },
  };
}
