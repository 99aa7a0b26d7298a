import { gunzipSync, inflateSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { bufferedCompress } from "./buffered-compress.ts";

const big = { words: "khet ".repeat(1000) };
const app = new Hono();
app.use("*", bufferedCompress());
app.get("/big", (c) => c.json(big));
app.get("/small", (c) => c.json({ ok: true }));
app.get("/sized", () => {
  const text = JSON.stringify(big);
  return new Response(text, {
    headers: { "content-type": "application/json", "content-length": String(text.length), "set-cookie": "a=1" },
  });
});
app.get("/no-transform", (c) => c.json(big, 200, { "cache-control": "no-transform" }));
app.get("/png", (c) => c.body(new Uint8Array(4000), 200, { "content-type": "image/png" }));

const get = (path: string, acceptEncoding?: string) =>
  app.request(path, { headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} });

describe("bufferedCompress", () => {
  it("gzips a JSON answer of 1 KB or more for a client that takes gzip, whole and with Vary", async () => {
    const res = await get("/big", "gzip, deflate, br");
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    expect(res.headers.get("content-length")).toBeNull();
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.byteLength).toBeLessThan(JSON.stringify(big).length / 10);
    expect(JSON.parse(gunzipSync(bytes).toString("utf8"))).toEqual(big);
  });

  it("drops the uncompressed Content-Length and keeps the answer's other headers", async () => {
    const res = await get("/sized", "gzip");
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("content-length")).toBeNull();
    expect(res.headers.get("set-cookie")).toBe("a=1");
    expect(JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString("utf8"))).toEqual(big);
  });

  it("deflates for a client that refuses gzip (q=0), and sends plain bytes to one that takes neither", async () => {
    const deflated = await get("/big", "gzip;q=0, deflate");
    expect(deflated.headers.get("content-encoding")).toBe("deflate");
    expect(JSON.parse(inflateSync(Buffer.from(await deflated.arrayBuffer())).toString("utf8"))).toEqual(big);
    const plain = await get("/big", "identity");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.json()).toEqual(big);
  });

  it("leaves small answers, answers marked no-transform and images as they are", async () => {
    for (const path of ["/small", "/no-transform", "/png"]) {
      const res = await get(path, "gzip");
      expect(res.headers.get("content-encoding"), path).toBeNull();
    }
    expect(await (await get("/small", "gzip")).json()).toEqual({ ok: true });
  });
});
