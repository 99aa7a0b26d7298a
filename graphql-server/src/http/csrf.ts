import type { MiddlewareHandler } from "hono";

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function isJson(contentType: string): boolean {
  const type = contentType.split(";")[0]!.trim().toLowerCase();
  return type === "application/json" || type === "application/graphql-response+json" || type.endsWith("+json");
}

/**
 * Refuses state-changing requests a browser form or a cross-site page could forge:
 * - a foreign Origin is 403;
 * - a body must be JSON (forms can only send urlencoded, multipart or text/plain): otherwise 415;
 * - a POST without a body needs the custom header `X-Requested-With` (which needs a CORS preflight): otherwise 403.
 * PATCH and DELETE cannot come from a form at all, and cross-site scripts need a preflight we never grant.
 */
export const csrfGuard: MiddlewareHandler = async (c, next) => {
  if (!UNSAFE.has(c.req.method)) return next();
  const origin = c.req.header("origin");
  if (origin && origin !== "null") {
    const host = c.req.header("x-forwarded-host") ?? c.req.header("host");
    let originHost: string | null = null;
    try {
      originHost = new URL(origin).host;
    } catch {
      originHost = null;
    }
    if (originHost !== host) return c.json({ message: "Cross-site request refused" }, 403);
  } else if (origin === "null") {
    return c.json({ message: "Cross-site request refused" }, 403);
  }
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
