import type { MiddlewareHandler } from "hono";
import type { HttpPolicy } from "./request-origin.ts";

const ALLOWED_METHODS = "GET, POST, PATCH, DELETE";
// X-Language: the language a client wants its messages in.
const ALLOWED_HEADERS = "Content-Type, X-Requested-With, Authorization, Accept-Language, X-Language";

/**
 * CORS is same-origin by default: no Access-Control-* header is ever sent, so browsers keep other
 * sites from reading answers. Origins listed in CORS_ORIGINS (and only those; an Origin is never
 * reflected) may call the API with credentials, including preflights.
 */
export function corsPolicy(policy: HttpPolicy): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header("origin");
    const allowed = origin !== undefined && policy.corsOrigins.includes(origin);
    if (c.req.method === "OPTIONS") {
      if (!allowed || !c.req.header("access-control-request-method")) return c.body(null, 204, { Vary: "Origin" });
      return c.body(null, 204, {
        "Access-Control-Allow-Origin": origin,
        "Access-Control-Allow-Credentials": "true",
        "Access-Control-Allow-Methods": ALLOWED_METHODS,
        "Access-Control-Allow-Headers": ALLOWED_HEADERS,
        "Access-Control-Max-Age": "600",
        Vary: "Origin",
      });
    }
    await next();
    c.res.headers.append("Vary", "Origin");
    if (allowed) {
      c.res.headers.set("Access-Control-Allow-Origin", origin);
      c.res.headers.set("Access-Control-Allow-Credentials", "true");
      c.res.headers.set("Access-Control-Expose-Headers", "Retry-After");
    }
  };
}
