import type { SessionCookies } from "./auth/session.ts";
import type { Prisma } from "./db/client.ts";
import type { User } from "./generated/prisma/client.ts";
import type { Logger } from "./logger.ts";
import type { OtpService } from "./auth/otp.ts";

/** Long-lived services shared by every request. */
export interface AppServices {
  prisma: Prisma;
  sessions: SessionCookies;
  otp: OtpService;
  logger: Logger;
}

/** The per-request GraphQL context. */
export interface Context extends AppServices {
  /** The signed-in user, or null. */
  viewer: User | null;
  /** Client address, for per-IP limits. */
  ip: string | null;
  /** Set-Cookie header values the response must carry. */
  responseCookies: string[];
}

/** Builds a request's context: reads the sealed cookie and loads its user if the session is still valid. */
export async function createContext(
  services: AppServices,
  request: { cookieHeader: string | null; ip: string | null; responseCookies: string[] },
): Promise<Context> {
  const session = await services.sessions.read(request.cookieHeader);
  let viewer: User | null = null;
  if (session) {
    const user = await services.prisma.user.findUnique({ where: { id: session.userId } });
    // A bumped sessionVersion (logout everywhere, phone change, deletion) revokes older cookies.
    viewer = user && user.sessionVersion === session.version ? user : null;
  }
  return { ...services, viewer, ip: request.ip, responseCookies: request.responseCookies };
}
