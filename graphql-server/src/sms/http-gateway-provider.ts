// SMS through a generic HTTP gateway: one JSON POST per OTP, authorised with a bearer key, carrying
// the DLT sender ID and template ID that Indian operators require for transactional SMS.
import type { Locale } from "../i18n/locale.ts";
import { translate } from "../i18n/translate.ts";
import { OTP_SMS_TEXT } from "../rules/otp.ts";
import { maskMobileNumber } from "./mask-mobile-number.ts";
import type { SmsLogger, SmsProvider } from "./sms-provider.ts";

export interface HttpGatewayConfig {
  url: string;
  apiKey: string;
  /** DLT-registered sender ID (header). */
  senderId: string;
  /** DLT-registered content template ID of the English text. */
  templateId: string;
  /**
   * Template IDs of the text in other languages. Operators drop a text that matches no registered
   * template, so a language without one is sent the English text.
   */
  localizedTemplateIds?: Partial<Record<Locale, string>>;
  /** Per-request timeout; 10 s unless set. */
  timeoutMs?: number;
}

export const DEFAULT_GATEWAY_TIMEOUT_MS = 10_000;

/** The SMS text in `locale`; it must match the DLT template registered for that language. */
export function otpMessage(code: string, ttlSeconds: number, locale: Locale = "en"): string {
  const minutes = Math.max(1, Math.ceil(ttlSeconds / 60));
  return translate(locale, { id: OTP_SMS_TEXT, values: { code, minutes } });
}

/** The language the SMS goes out in and its template: the requester's when registered, else English. */
function smsTemplate(config: HttpGatewayConfig, locale: Locale): { locale: Locale; templateId: string } {
  const localized = config.localizedTemplateIds?.[locale];
  return localized ? { locale, templateId: localized } : { locale: "en", templateId: config.templateId };
}

export function createHttpGatewayProvider(config: HttpGatewayConfig, logger?: SmsLogger): SmsProvider {
  const timeoutMs = config.timeoutMs ?? DEFAULT_GATEWAY_TIMEOUT_MS;
  return {
    name: "http-gateway",
    async sendOtp(mobileNumber, code, ttlSeconds, requested) {
      const template = smsTemplate(config, requested);
      await post(mobileNumber, {
        to: `+91${mobileNumber}`,
        sender: config.senderId,
        templateId: template.templateId,
        message: otpMessage(code, ttlSeconds, template.locale),
        variables: { otp: code },
      });
    },
    async sendText({ mobileNumber, text, templateId, reference }) {
      // The same request as a sign-in code's; `reference` lets the gateway drop a repeat of one notification.
      await post(mobileNumber, {
        to: `+91${mobileNumber}`,
        sender: config.senderId,
        templateId,
        message: text,
        variables: {},
        reference,
      });
    },
  };

  async function post(mobileNumber: string, body: object): Promise<void> {
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
      logger?.warn({ to: maskMobileNumber(mobileNumber), status: response.status }, "SMS gateway rejected the SMS");
      throw new Error(`SMS gateway responded with HTTP ${response.status}`);
    }
  }
}
