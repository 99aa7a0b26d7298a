// SMS through a generic HTTP gateway: one JSON POST per OTP, authorised with a bearer key, carrying
// the DLT sender ID and template ID that Indian operators require for transactional SMS.
import { maskMobileNumber } from "../mask-mobile-number.ts";
import type { SmsLogger, SmsProvider } from "./sms-provider.ts";

export interface HttpGatewayConfig {
  url: string;
  apiKey: string;
  /** DLT-registered sender ID (header). */
  senderId: string;
  /** DLT-registered content template ID. */
  templateId: string;
  /** Per-request timeout; 10 s unless set. */
  timeoutMs?: number;
}

export const DEFAULT_GATEWAY_TIMEOUT_MS = 10_000;

/** The SMS text; it must match the DLT template registered for `templateId`. */
export function otpMessage(code: string, ttlSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(ttlSeconds / 60));
  return `${code} is your KhetSetu verification code. It expires in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

export function createHttpGatewayProvider(config: HttpGatewayConfig, logger?: SmsLogger): SmsProvider {
  const timeoutMs = config.timeoutMs ?? DEFAULT_GATEWAY_TIMEOUT_MS;
  return {
    name: "http-gateway",
    async sendOtp(mobileNumber, code, ttlSeconds) {
      const body = {
        to: `+91${mobileNumber}`,
        sender: config.senderId,
        templateId: config.templateId,
        message: otpMessage(code, ttlSeconds),
        variables: { otp: code },
      };
      let response: Response;
      try {
        response = await fetch(config.url, {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            Accept: "application/json",
            Authorization: `Bearer ${config.apiKey}`,
          },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (err) {
        // Network failure or timeout. The message names only the failure kind, never the request.
        const kind = err instanceof Error ? err.name : "unknown error";
        logger?.warn({ to: maskMobileNumber(mobileNumber), error: kind }, "SMS gateway request failed");
        throw new Error(`SMS gateway request failed (${kind})`, { cause: err });
      }
      // The response body is dropped unread: a gateway may echo the message, which holds the code.
      await response.body?.cancel().catch(() => {});
      if (!response.ok) {
        logger?.warn({ to: maskMobileNumber(mobileNumber), status: response.status }, "SMS gateway rejected the OTP");
        throw new Error(`SMS gateway responded with HTTP ${response.status}`);
      }
    },
  };
}
