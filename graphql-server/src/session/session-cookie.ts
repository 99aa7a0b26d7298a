import { sealData, unsealData } from "iron-session";

/** What the sealed session cookie holds: the secret token of one server-side Session row. */
export interface SessionData {
  token: string;
}

export const SESSION_COOKIE = "ks_session";
/** A session lasts this long after sign-in, unless it is revoked earlier. */
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;

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
        const data = await unsealData<Partial<SessionData>>(decodeURIComponent(sealed), {
          password,
          ttl: SESSION_TTL_SECONDS,
        });
        return typeof data.token === "string" && data.token !== "" ? { token: data.token } : null;
      } catch {
        return null;
      }
    },
    async issue(data) {
      const sealed = await sealData(data, { password, ttl: SESSION_TTL_SECONDS });
      return `${SESSION_COOKIE}=${encodeURIComponent(sealed)}; ${cookieAttributes(secure, SESSION_TTL_SECONDS)}`;
    },
    clear() {
      return `${SESSION_COOKIE}=; ${cookieAttributes(secure, 0)}`;
    },
  };
}
