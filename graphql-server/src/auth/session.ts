import { sealData, unsealData } from "iron-session";

/** What the sealed session cookie holds: the user and the session version it was issued under. */
export interface SessionData {
  userId: number;
  version: number;
}

export const SESSION_COOKIE = "ks_session";
const TTL_SECONDS = 30 * 24 * 60 * 60;

export interface SessionCookies {
  read(cookieHeader: string | null | undefined): Promise<SessionData | null>;
  /** A Set-Cookie header value carrying the sealed session. */
  issue(data: SessionData): Promise<string>;
  /** A Set-Cookie header value that deletes the session cookie. */
  clear(): string;
}

function cookieAttributes(secure: boolean, maxAge: number): string {
  return `Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure ? "; Secure" : ""}`;
}

export function parseCookies(header: string | null | undefined): Map<string, string> {
  const jar = new Map<string, string>();
  for (const part of (header ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0) jar.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
  }
  return jar;
}

/** iron-session sealed cookies: HttpOnly, SameSite=Lax, Secure in production. */
export function createSessionCookies(password: string, secure: boolean): SessionCookies {
  return {
    async read(cookieHeader) {
      const sealed = parseCookies(cookieHeader).get(SESSION_COOKIE);
      if (!sealed) return null;
      try {
        const data = await unsealData<Partial<SessionData>>(decodeURIComponent(sealed), { password, ttl: TTL_SECONDS });
        return typeof data.userId === "number" && typeof data.version === "number"
          ? { userId: data.userId, version: data.version }
          : null;
      } catch {
        return null;
      }
    },
    async issue(data) {
      const sealed = await sealData(data, { password, ttl: TTL_SECONDS });
      return `${SESSION_COOKIE}=${encodeURIComponent(sealed)}; ${cookieAttributes(secure, TTL_SECONDS)}`;
    },
    clear() {
      return `${SESSION_COOKIE}=; ${cookieAttributes(secure, 0)}`;
    },
  };
}
