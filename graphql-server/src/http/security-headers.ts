import type { MiddlewareHandler } from "hono";

/**
 * The pages' Content-Security-Policy: scripts only from this server, no framing, no plugins. Styles
 * allow inline because Chakra UI (emotion) writes its styles at run time.
 */
export const APP_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()";

/** Security headers on every response; HSTS only in production (where the site is served over HTTPS). */
export function securityHeaders({ production }: { production: boolean }): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    if (!headers.has("content-security-policy")) headers.set("Content-Security-Policy", APP_CSP);
    headers.set("X-Content-Type-Options", "nosniff");
    headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    headers.set("Permissions-Policy", PERMISSIONS_POLICY);
    headers.set("X-Frame-Options", "DENY");
    if (production) headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  };
}
