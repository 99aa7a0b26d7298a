import http from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bodyLimit } from "./body-limit.ts";

const MAX = 1024;

/** A raw HTTP request on a real socket (fetch cannot send a chunked body of our choosing). */
function send(port: number, options: { method: string; headers?: Record<string, string | number>; chunks?: string[] }) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request({
      port,
      host: "127.0.0.1",
      path: "/echo",
      method: options.method,
      headers: options.headers,
    });
    req.on("response", (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => {
        body += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    for (const chunk of options.chunks ?? []) req.write(chunk);
    req.end();
  });
}

describe("the body size limit on Node's HTTP server", () => {
  let server: ReturnType<typeof serve>;
  let port: number;
  const seen: string[] = [];
  beforeAll(async () => {
    const app = new Hono();
    app.use("*", bodyLimit({ maxSize: MAX, onError: (c) => c.json({ message: "too large" }, 413) }));
    app.on(["GET", "POST"], "/echo", async (c) => {
      const text = c.req.method === "GET" ? "(none)" : await c.req.text();
      seen.push(text);
      return c.text(text);
    });
    server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("passes a body with a Content-Length within the limit, whole", async () => {
    const body = "x".repeat(MAX);
    const res = await send(port, { method: "POST", headers: { "content-length": MAX }, chunks: [body] });
    expect(res).toEqual({ status: 200, body });
  });

  it("refuses a Content-Length over the limit before the handler runs", async () => {
    const before = seen.length;
    const res = await send(port, {
      method: "POST",
      headers: { "content-length": MAX + 1 },
      chunks: ["y".repeat(MAX + 1)],
    });
    expect(res.status).toBe(413);
    expect(seen.length).toBe(before);
  });

  it("counts a chunked body as it arrives: within the limit it passes, over it 413", async () => {
    const within = await send(port, { method: "POST", chunks: ["a".repeat(600), "b".repeat(400)] });
    expect(within).toEqual({ status: 200, body: "a".repeat(600) + "b".repeat(400) });
    const before = seen.length;
    const over = await send(port, { method: "POST", chunks: ["a".repeat(600), "b".repeat(600)] });
    expect(over.status).toBe(413);
    expect(seen.length).toBe(before);
  });

  it("lets a GET through", async () => {
    expect(await send(port, { method: "GET" })).toEqual({ status: 200, body: "(none)" });
  });
});
