// The request body's size limit. Hono's bodyLimit asks the request for its body stream first, which makes
// @hono/node-server build a whole web Request (headers converted, the socket wrapped in a web stream) before the
// handler reads a byte, and then every later read goes through it. A body with a Content-Length (and no
// Transfer-Encoding) is judged by that header alone, as Hono's own middleware judges it, since Node's HTTP parser
// delivers exactly that many bytes; only a chunked body is counted as it streams, by Hono's middleware.
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit as countingBodyLimit } from "hono/body-limit";

export function bodyLimit(options: {
  maxSize: number;
  onError: (c: Context) => Response | Promise<Response>;
}): MiddlewareHandler {
  const counting = countingBodyLimit(options);
  return async (c, next) => {
    // A GET or HEAD request has no body to limit (the web Request it becomes carries none).
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const length = c.req.header("content-length");
    if (length !== undefined && c.req.header("transfer-encoding") === undefined)
      return Number.parseInt(length, 10) > options.maxSize ? options.onError(c) : next();
    return counting(c, next);
  };
}
