import type { SessionCookies } from "../session/session-cookie.ts";
import { findLiveSession } from "../session/session-store.ts";
import type { Prisma } from "../db/client.ts";
import type { User } from "../generated/prisma/client.ts";
import type { Locale } from "../i18n/locale.ts";
import type { PushSender } from "../push/web-push.ts";
import type { JobQueue } from "../queue/job-queue.ts";
import type { RateLimitKeys } from "../limits/rate-limit.ts";
import type { Logger } from "../log/logger.ts";
import type { SmsProvider } from "../sms/sms-provider.ts";

/** Long-lived services shared by every request. */
export interface AppServices {
  prisma: Prisma;
  sessions: SessionCookies;
  /** Where texts to people's phones go (sign-in codes). */
  sms: SmsProvider;
  /** Demo mode: a sign-in code comes back in the reply instead of by SMS. */
  otpDemo: boolean;
  /** The server's secret, for keyed hashes of codes (the session secret). */
  secret: string;
  /** Keys for the rate limits (hashed numbers and addresses). */
  limitKeys: RateLimitKeys;
  logger: Logger;
  /** Notifying people: the queue their deliveries go on, in a write's own transaction. */
  notifications: { queue: JobQueue };
  /** Web push, when the server has VAPID keys (null: the app offers no push). */
  push: PushSender | null;
}

/** The partner organisation whose API key signed a request (features/partners/partner-keys.ts). */
export interface PartnerViewer {
  keyId: number;
  name: string;
}

/** The per-request GraphQL context. */
export interface Context extends AppServices {
  /**
   * The partner whose key (`Authorization: Bearer <key>`) signed the request, or null. A partner request
   * never has a viewer: its session cookie, if any, is not read.
   */
  partner: PartnerViewer | null;
  /** The signed-in user, or null. */
  viewer: User | null;
  /** The id of the viewer's server-side session, or null when signed out. */
  sessionId: string | null;
  /** Client address, for per-address limits. */
  ip: string | null;
  /** The browser's User-Agent, kept as a device hint for new sessions. */
  userAgent: string | null;
  /** Set-Cookie header values the response must carry. */
  responseCookies: string[];
  /** The language to answer in: X-Language, else the best of Accept-Language, else English. */
  locale: Locale;
}

/** Builds a request's context: reads the sealed cookie and loads its live session and user in one query. */
export async function createContext(
  services: AppServices,
  request: {
    cookieHeader: string | null;
    partner?: PartnerViewer | null;
    ip: string | null;
    userAgent: string | null;
    responseCookies: string[];
    locale: Locale;
    /** The language the app named (X-Language), when it named one: kept as the person's language. */
    chosenLocale?: Locale | null;
  },
): Promise<Context> {
  const partner = request.partner ?? null;
  const cookie = partner ? null : await services.sessions.read(request.cookieHeader);
  const session = cookie ? await findLiveSession(services.prisma, cookie.token) : null;
  const viewer = session?.user ?? null;
  if (viewer && request.chosenLocale && viewer.language !== request.chosenLocale) {
    // Notifications are written in the language the person last used; a failed update only waits for the next request.
    await services.prisma.user
      .updateMany({ where: { id: viewer.id }, data: { language: request.chosenLocale } })
      .then(() => {
        viewer.language = request.chosenLocale!;
      })
      .catch((error) => services.logger.warn({ err: error }, "keeping the person's language failed"));
  }
  return {
    ...services,
    partner,
    viewer,
    sessionId: session?.id ?? null,
    ip: request.ip,
    userAgent: request.userAgent,
    responseCookies: request.responseCookies,
    locale: request.locale,
  };
}
