import fs from "node:fs";
import path from "node:path";
import vm from "node:vm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logger } from "../log/logger.ts";
import { createServices } from "../app/services.ts";
import { TEST_SESSION_SECRET, type TestApp, createTestApp } from "../test/app.ts";
import { createApp } from "../app/create-app.ts";
import { tempDir } from "../test/temp-dir.ts";

describe("security headers and GraphiQL", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("sends a strict Content-Security-Policy and the other security headers", async () => {
    const res = await t.request("/healthz");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("permissions-policy")).toMatch(/camera=\(\)/);
    expect(res.headers.get("strict-transport-security")).toBeNull();
  });

  it("adds HSTS in production", async () => {
    const production = await createTestApp({ policy: { trustProxyHops: 0, corsOrigins: [], production: true } });
    try {
      expect((await production.request("/healthz")).headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
    } finally {
      await production.close();
    }
  });

  it("serves a small GraphiQL page whose scripts are separate, cached files with an ETag", async () => {
    const page = await t.request("/graphql", { headers: { accept: "text/html" } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html.length).toBeLessThan(5_000);
    expect(html).toContain("KhetSetu GraphQL API");
    expect(html).not.toMatch(/unpkg\.com|jsdelivr|cdnjs/);
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
    const scripts = [...html.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    const bundle = scripts.find((src) => src.endsWith("/graphiql.js"))!;
    const first = await t.request(bundle, { headers: { "accept-encoding": "br, gzip" } });
    expect(first.status).toBe(200);
    expect(first.headers.get("content-encoding")).toBe("br");
    expect(first.headers.get("cache-control")).toMatch(/max-age=31536000.*immutable/);
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^".+"$/);
    const body = Buffer.from(await first.arrayBuffer());
    expect(body.length).toBeGreaterThan(100_000);
    const again = await t.request(bundle, { headers: { "if-none-match": etag! } });
    expect(again.status).toBe(304);
    expect((await again.arrayBuffer()).byteLength).toBe(0);
    expect((await t.request(bundle.replace(/graphiql\/[^/]+\//, "graphiql/old/"))).status).toBe(404);
    // The small scripts around the bundle (worker set-up, start) are valid JavaScript.
    for (const src of scripts.filter((script) => script !== bundle)) {
      const text = await (await t.request(src)).text();
      expect(() => new vm.Script(text), src).not.toThrow();
    }
  });

  it("puts the headers on the app's pages too", async () => {
    const dir = tempDir("khetsetu-static-");
    fs.writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>KhetSetu</title>");
    const app = createApp({
      services: createServices(
        t.prisma,
        { sessionSecret: TEST_SESSION_SECRET, production: false, otpDemo: true },
        logger,
      ),
      staticDir: dir,
    });
    const res = await app.request("http://localhost/browse-jobs");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-security-policy")).toMatch(/frame-ancestors 'none'/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });
});
