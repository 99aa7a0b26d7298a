import type { Context as HonoContext } from "hono";

/** What the HTTP layer may trust about a request, from the server's configuration. */
export interface HttpPolicy {
  /** Proxies in front of the server that append to X-Forwarded-For (0: forwarded headers are ignored). */
  trustProxyHops: number;
  /** Other origins allowed to call the API with cookies; the server's own origin always is. */
  corsOrigins: readonly string[];
  /** Production adds HSTS. */
  production: boolean;
}

export const DEFAULT_HTTP_POLICY: HttpPolicy = { trustProxyHops: 0, corsOrigins: [], production: false };

/**
 * The host this request was addressed to: the Host header, or X-Forwarded-Host only behind a trusted
 * proxy (a client can write any X-Forwarded-Host, so without a proxy it means nothing).
 */
export function requestHost(c: HonoContext, policy: HttpPolicy): string | undefined {
  const forwarded = policy.trustProxyHops > 0 ? c.req.header("x-forwarded-host")?.split(",")[0]?.trim() : undefined;
  return forwarded || c.req.header("host") || new URL(c.req.url).host;
}

/** Whether `origin` (an Origin header) is the server's own origin or one of CORS_ORIGINS. */
export function isTrustedOrigin(origin: string, c: HonoContext, policy: HttpPolicy): boolean {
  if (policy.corsOrigins.includes(origin)) return true;
  try {
    return new URL(origin).host === requestHost(c, policy);
  } catch {
    return false;
  }
}

/** An Origin header that is present and neither ours nor allowed ("null" counts as foreign). */
export function hasForeignOrigin(c: HonoContext, policy: HttpPolicy): boolean {
  const origin = c.req.header("origin");
  return origin !== undefined && !isTrustedOrigin(origin, c, policy);
}
