import type { Context as HonoContext } from "hono";

/** What the HTTP layer may trust about a request, from the server's configuration. */
export interface HttpPolicy {
  /** Proxies in front of the server that append to X-Forwarded-For (0: forwarded headers are ignored). */
  trustProxyHops: number;
  /** Other origins allowed to call the API with cookies; the server's own origin always is. */
  corsOrigins: readonly string[];
  /** Production adds HSTS. */
  production: boolean;
  /**
   * The site's own origin as people reach it (PUBLIC_ORIGIN, e.g. "https://khetsetu.example"). When set, it alone
   * is the server's own origin; otherwise the request's host is (the Host header, or X-Forwarded-Host behind
   * trusted proxies).
   */
  publicOrigin?: string | null;
}

export const DEFAULT_HTTP_POLICY: HttpPolicy = { trustProxyHops: 0, corsOrigins: [], production: false };

/**
 * The host this request was addressed to: the Host header, or X-Forwarded-Host only behind trusted
 * proxies (a client can write any X-Forwarded-Host, so without a proxy it means nothing). Like
 * X-Forwarded-For, the entry TRUST_PROXY hops from the right is the one the last trusted proxy wrote;
 * anything further left came from the client.
 */
export function requestHost(c: HonoContext, policy: HttpPolicy): string | undefined {
  const hops = policy.trustProxyHops;
  const chain =
    hops > 0
      ? (c.req.header("x-forwarded-host") ?? "")
          .split(",")
          .map((host) => host.trim())
          .filter(Boolean)
      : [];
  const forwarded = chain.length >= hops ? chain[chain.length - hops] : undefined;
  return forwarded || c.req.header("host") || new URL(c.req.url).host;
}

/**
 * Whether `origin` (an Origin header, or a Referer's origin) is the server's own: PUBLIC_ORIGIN when set (scheme,
 * host and port), whatever the forwarded headers say; otherwise the request's host.
 */
export function isOwnOrigin(origin: string, c: HonoContext, policy: HttpPolicy): boolean {
  if (policy.publicOrigin) return origin === policy.publicOrigin;
  try {
    return new URL(origin).host === requestHost(c, policy);
  } catch {
    return false;
  }
}

/** Whether `origin` (an Origin header) is the server's own origin or one of CORS_ORIGINS. */
export function isTrustedOrigin(origin: string, c: HonoContext, policy: HttpPolicy): boolean {
  return policy.corsOrigins.includes(origin) || isOwnOrigin(origin, c, policy);
}

/**
 * Whether the browser says this request comes from the site's own pages, or from the person (typed in the address
 * bar, a bookmark): Sec-Fetch-Site `same-origin` or `none`. A browser that sends no Sec-Fetch-Site must show an
 * Origin or Referer of the site's own origin. Anything else (another site's link, image or form, a script without
 * these headers) is not.
 */
export function isSameOriginRequest(c: HonoContext, policy: HttpPolicy): boolean {
  const site = c.req.header("sec-fetch-site");
  if (site !== undefined) return site === "same-origin" || site === "none";
  const origin = c.req.header("origin");
  if (origin !== undefined) return isOwnOrigin(origin, c, policy);
  const referer = c.req.header("referer");
  if (!referer) return false;
  try {
    return isOwnOrigin(new URL(referer).origin, c, policy);
  } catch {
    return false;
  }
}

/** An Origin header that is present and neither ours nor allowed ("null" counts as foreign). */
export function hasForeignOrigin(c: HonoContext, policy: HttpPolicy): boolean {
  const origin = c.req.header("origin");
  return origin !== undefined && !isTrustedOrigin(origin, c, policy);
}
