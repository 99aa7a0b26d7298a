import type { Context as HonoContext } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { HttpPolicy } from "./request-origin.ts";

/**
 * The client's address, for per-address limits. Each proxy appends the address it received the
 * request from to X-Forwarded-For, so with TRUST_PROXY=N proxies the client is the N-th entry from the
 * right; anything further left was written by the client and is ignored. Without TRUST_PROXY (or when
 * the header is shorter than N, i.e. the request did not come through the proxies) the socket's
 * address is used.
 */
export function clientIp(c: HonoContext, policy: Pick<HttpPolicy, "trustProxyHops">): string | null {
  const hops = policy.trustProxyHops;
  if (hops > 0) {
    const chain = (c.req.header("x-forwarded-for") ?? "")
      .split(",")
      .map((hop) => hop.trim())
      .filter(Boolean);
    if (chain.length >= hops) return chain[chain.length - hops]!;
  }
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null;
  }
}

declare module "hono" {
  interface ContextVariableMap {
    /** The client's address as clientIp() found it, set once per request by the app. */
    clientIp: string | null;
  }
}
