// Compression of dynamic answers (GraphQL, REST, HTML), done on the whole body at once. Hono's compress()
// pipes the body through a CompressionStream; when the client goes away mid-answer, the cancel reaches the
// body's source as an AbortError and Node's fetch then closes that source a second time, an exception nobody
// can catch that stops the server (honojs/node-server#233 and #388). Our answers are small and already whole
// in memory, so compressing them in one go costs nothing and leaves no stream to cancel.
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/compress";

/** Bodies smaller than this go out as they are. */
const THRESHOLD_BYTES = 1024;
const gzip = promisify(zlib.gzip);
const deflate = promisify(zlib.deflate);
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/** gzip when the client takes it, else deflate, else nothing (an encoding with q=0 is refused). */
function chooseEncoding(accept: string | undefined): "gzip" | "deflate" | null {
  const accepted = new Map<string, number>();
  for (const part of (accept ?? "").split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const quality = (name: string) => accepted.get(name) ?? accepted.get("*") ?? 0;
  if (quality("gzip") > 0 && quality("gzip") >= quality("deflate")) return "gzip";
  return quality("deflate") > 0 ? "deflate" : null;
}

/**
 * Replaces the answer with one whose body is whole bytes. Hono's `c.res` setter would wrap the new answer's body
 * in a stream again and copy the old answer's headers over it (its Content-Length among them); the headers were
 * copied here already, so the old answer is dropped first.
 */
function replaceAnswer(c: Context, body: Uint8Array<ArrayBuffer>, from: Response, headers: Headers) {
  c.res = undefined as unknown as Response;
  c.res = new Response(body, { status: from.status, statusText: from.statusText, headers });
}

/**
 * Whether the answer has a body, judged without reading it: asking a Response for its body makes
 * @hono/node-server turn its own whole-body Response into a web stream, which it then writes chunk by chunk.
 */
function hasBody(res: Response): boolean {
  return res.status !== 204 && res.status !== 304 && res.headers.get("content-length") !== "0";
}

export function bufferedCompress(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get("content-type");
    const length = res.headers.get("content-length");
    if (
      !hasBody(res) ||
      res.status === 206 ||
      c.req.method === "HEAD" ||
      res.headers.has("content-encoding") ||
      res.headers.has("transfer-encoding") ||
      !type ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
      NO_TRANSFORM.test(res.headers.get("cache-control") ?? "") ||
      (length !== null && Number(length) < THRESHOLD_BYTES)
    )
      return;
    const vary = res.headers.get("vary");
    if (vary !== "*" && !(vary && VARY_ACCEPT_ENCODING.test(vary)))
      res.headers.set("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    const encoding = chooseEncoding(c.req.header("accept-encoding"));
    if (!encoding) return;
    const body = new Uint8Array(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    if (body.byteLength < THRESHOLD_BYTES) {
      replaceAnswer(c, body, res, headers);
      return;
    }
    const compressed = await (encoding === "gzip" ? gzip(body) : deflate(body));
    headers.delete("content-length");
    headers.set("content-encoding", encoding);
    const etag = headers.get("etag");
    if (etag && !etag.startsWith("W/")) headers.set("etag", `W/${etag}`);
    replaceAnswer(c, new Uint8Array(compressed), res, headers);
  };
}
