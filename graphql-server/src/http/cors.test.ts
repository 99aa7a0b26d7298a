import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp } from "../test/app.ts";

const PARTNER = "https://ngo.example.org";
const QUERY = { query: "{ viewer { id } }" };

describe("CORS", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ policy: { trustProxyHops: 0, corsOrigins: [PARTNER], production: false } });
  });
  afterAll(() => t.close());

  it("never reflects a foreign Origin, on answers or preflights", async () => {
    for (const path of ["/graphql", "/api/jobs/search"]) {
      const res = await t.request(path, {
        method: path === "/graphql" ? "POST" : "GET",
        json: path === "/graphql" ? QUERY : undefined,
        headers: { origin: "https://evil.example" },
      });
      expect(res.headers.get("access-control-allow-origin")).toBeNull();
      expect(res.headers.get("access-control-allow-credentials")).toBeNull();
      const preflight = await t.request(path, {
        method: "OPTIONS",
        headers: {
          origin: "https://evil.example",
          "access-control-request-method": "POST",
          "access-control-request-headers": "content-type",
        },
      });
      expect(preflight.status).toBeLessThan(500);
      expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
      expect(preflight.headers.get("access-control-allow-methods")).toBeNull();
    }
  });

  it("allows the origins of CORS_ORIGINS, with credentials", async () => {
    const preflight = await t.request("/graphql", {
      method: "OPTIONS",
      headers: {
        origin: PARTNER,
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe(PARTNER);
    expect(preflight.headers.get("access-control-allow-credentials")).toBe("true");
    expect(preflight.headers.get("access-control-allow-methods")).toMatch(/POST/);
    expect(preflight.headers.get("access-control-allow-headers")).toMatch(/\bX-Language\b/);
    const res = await t.request("/graphql", { method: "POST", json: QUERY, headers: { origin: PARTNER } });
    expect(res.status).toBe(200);
    expect(res.headers.get("access-control-allow-origin")).toBe(PARTNER);
    expect(res.headers.get("vary")).toMatch(/Origin/);
  });
});
