// Where one-time passwords go: an HTTP SMS gateway when configured, otherwise the demo provider.
import { LOCALES, type Locale } from "../i18n/locale.ts";
import { createDemoSmsProvider } from "./demo-provider.ts";
import { createHttpGatewayProvider } from "./http-gateway-provider.ts";
import type { SmsLogger, SmsProvider } from "./sms-provider.ts";

/** Thrown at startup when the SMS settings are incomplete. */
export class SmsConfigurationError extends Error {
  override name = "SmsConfigurationError";
}

const REQUIRED_WITH_GATEWAY = ["SMS_GATEWAY_API_KEY", "SMS_SENDER_ID", "SMS_DLT_TEMPLATE_ID"] as const;

/**
 * SMS_GATEWAY_URL set: the HTTP gateway, which then also needs SMS_GATEWAY_API_KEY, SMS_SENDER_ID
 * and SMS_DLT_TEMPLATE_ID (India's DLT rules require a registered sender ID and template). The
 * English template is required; SMS_DLT_TEMPLATE_ID_HI, _KN and _TE name the templates of the Hindi,
 * Kannada and Telugu texts, and a language without one is sent in English.
 * Otherwise the demo provider, which delivers nothing.
 */
export function smsProviderFromEnv(env: NodeJS.ProcessEnv = process.env, logger?: SmsLogger): SmsProvider {
  const value = (name: string) => env[name]?.trim() ?? "";
  const url = value("SMS_GATEWAY_URL");
  if (!url) {
    logger?.info({ provider: "demo" }, "SMS_GATEWAY_URL is not set; OTPs are not delivered by SMS (demo provider)");
    return createDemoSmsProvider(logger);
  }
  const missing = REQUIRED_WITH_GATEWAY.filter((name) => !value(name));
  if (missing.length > 0) {
    throw new SmsConfigurationError(
      `SMS_GATEWAY_URL is set but ${missing.join(", ")} ${missing.length === 1 ? "is" : "are"} missing`,
    );
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new SmsConfigurationError("SMS_GATEWAY_URL is not a valid URL");
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") {
    throw new SmsConfigurationError("SMS_GATEWAY_URL must be an http(s) URL");
  }
  return createHttpGatewayProvider(
    {
      url: parsed.toString(),
      apiKey: value("SMS_GATEWAY_API_KEY"),
      senderId: value("SMS_SENDER_ID"),
      templateId: value("SMS_DLT_TEMPLATE_ID"),
      localizedTemplateIds: Object.fromEntries(
        LOCALES.filter((locale) => locale !== "en" && value(`SMS_DLT_TEMPLATE_ID_${locale.toUpperCase()}`)).map(
          (locale): [Locale, string] => [locale, value(`SMS_DLT_TEMPLATE_ID_${locale.toUpperCase()}`)],
        ),
      ),
    },
    logger,
  );
}
