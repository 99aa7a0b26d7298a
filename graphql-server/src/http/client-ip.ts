import type { Context as HonoContext } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";

/**
 * The client's address. Behind a load balancer set TRUST_PROXY=1 so the first X-Forwarded-For hop is
 * used; otherwise the socket address (a spoofed header must not dodge per-IP limits).
 */
export function clientIp(c: HonoContext): string | null {
  if (process.env.TRUST_PROXY === "1") {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null;
  }
}
