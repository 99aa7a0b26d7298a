import { createSessionCookies } from "../session/session-cookie.ts";
import { smsProviderFromEnv } from "../sms/sms-provider-from-env.ts";
import type { ServerConfig } from "./config.ts";
import type { AppServices } from "../graphql/context.ts";
import type { Prisma } from "../db/client.ts";
import { rateLimitKeys } from "../limits/rate-limit.ts";
import { type Logger, logger as defaultLogger } from "../log/logger.ts";
import { type JobQueue, createJobQueue } from "../queue/job-queue.ts";
import type { PushSender } from "../push/web-push.ts";

/** The long-lived services every request shares. */
export function createServices(
  prisma: Prisma,
  config: Pick<ServerConfig, "sessionSecret" | "production" | "otpDemo">,
  logger: Logger = defaultLogger,
  sms = smsProviderFromEnv(process.env, logger),
  { queue = createJobQueue(logger), push = null }: { queue?: JobQueue; push?: PushSender | null } = {},
): AppServices {
  return {
    prisma,
    logger,
    sessions: createSessionCookies(config.sessionSecret, config.production),
    limitKeys: rateLimitKeys(config.sessionSecret),
    sms,
    otpDemo: config.otpDemo,
    secret: config.sessionSecret,
    notifications: { queue },
    push,
  };
}
