import type { MiddlewareHandler } from "hono";
import { type HttpPolicy, hasForeignOrigin } from "./request-origin.ts";

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function isJson(contentType: string): boolean {
  const type = contentType.split(";")[0]!.trim().toLowerCase();
  return type === "application/json" || type === "application/graphql-response+json" || type.endsWith("+json");
}

const refused = { message: "Cross-site request refused" };

/**
 * Refuses requests another site could make with the user's cookie:
 * - a state-changing request from a foreign Origin (neither ours nor in CORS_ORIGINS) is 403;
 * - a cookie-carrying request from a foreign Origin, or a cross-site fetch (Sec-Fetch-Site), is 403 even
 *   for GET, so another site cannot use a signed-in user's session through /graphql or /api;
 * - a body must be JSON (forms can only send urlencoded, multipart or text/plain): otherwise 415;
 * - a POST without a body needs the custom header `X-Requested-With` (which needs a CORS preflight): otherwise 403.
 */
export function csrfGuard(policy: HttpPolicy): MiddlewareHandler {
  return async (c, next) => {
    const foreign = hasForeignOrigin(c, policy);
    const withCookie = !!c.req.header("cookie");
    // A top-level navigation (a link from another site to /api/login) shows the answer to the user, not to that site.
    const crossSiteFetch =
      c.req.header("sec-fetch-site") === "cross-site" && c.req.header("sec-fetch-mode") !== "navigate";
    if (withCookie && (foreign || crossSiteFetch)) return c.json(refused, 403);
    if (!UNSAFE.has(c.req.method)) return next();
    if (foreign) return c.json(refused, 403);
    const contentType = c.req.header("content-type");
    const hasBody = contentType !== undefined || Number(c.req.header("content-length") ?? 0) > 0;
    if (hasBody) {
      if (!contentType || !isJson(contentType)) {
        return c.json({ message: "Content-Type must be application/json" }, 415);
      }
    } else if (c.req.method === "POST" && !c.req.header("x-requested-with")) {
      return c.json({ message: "Request refused: send a JSON body or the X-Requested-With header" }, 403);
    }
    return next();
  };
}
