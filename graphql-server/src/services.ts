import { createOtpService } from "./auth/otp.ts";
import { createSessionCookies } from "./auth/session.ts";
import { smsProviderFromEnv } from "./auth/sms/sms-provider-from-env.ts";
import type { ServerConfig } from "./config.ts";
import type { AppServices } from "./context.ts";
import type { Prisma } from "./db/client.ts";
import { rateLimitKeys } from "./limits/rate-limit.ts";
import { type Logger, logger as defaultLogger } from "./logger.ts";

/** The long-lived services every request shares. */
export function createServices(
  prisma: Prisma,
  config: Pick<ServerConfig, "sessionSecret" | "production" | "otpDemo">,
  logger: Logger = defaultLogger,
  sms = smsProviderFromEnv(process.env, logger),
): AppServices {
  return {
    prisma,
    logger,
    sessions: createSessionCookies(config.sessionSecret, config.production),
    limitKeys: rateLimitKeys(config.sessionSecret),
    otp: createOtpService({
      prisma,
      sms,
      demoMode: config.otpDemo,
      pepper: config.sessionSecret,
      logger,
    }),
  };
}
