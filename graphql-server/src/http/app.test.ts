import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QUERY_LIMITS } from "../graphql/query-limits.ts";
import { type TestApp, createTestApp } from "../test/app.ts";

describe("HTTP surface", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("GET /healthz answers 200 after a database check", async () => {
    const res = await t.request("/healthz");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });

  it("serves GraphiQL to browsers, bundled (no CDN)", async () => {
    const res = await t.request("/graphql", { headers: { accept: "text/html" } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("KhetSetu GraphQL API");
    expect(html).not.toMatch(/unpkg\.com|jsdelivr|cdnjs/);
    // Its Headers tab is on, for a partner's Authorization header (kept out of the browser's storage).
    const start = html.match(/src="([^"]+\/start\.js)"/)![1]!;
    const script = await (await t.request(start)).text();
    expect(script).toContain('"isHeadersEditorEnabled":true');
    expect(script).toContain('"shouldPersistHeaders":false');
  });

  it("answers GraphQL queries posted as JSON", async () => {
    const res = await t.request("/graphql", { method: "POST", json: { query: "{ viewer { id } }" } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { viewer: null } });
  });

  it("refuses mutations a form could forge: 415 for non-JSON bodies, 403 for foreign origins", async () => {
    const form = await t.request("/graphql", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "query=mutation%20%7BsignOut%7D",
    });
    expect(form.status).toBe(415);
    const text = await t.request("/api/otp/send", {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: JSON.stringify({ mobileNumber: "9876500301" }),
    });
    expect(text.status).toBe(415);
    const foreign = await t.request("/api/otp/send", {
      method: "POST",
      json: { mobileNumber: "9876500301" },
      headers: { origin: "https://evil.example" },
    });
    expect(foreign.status).toBe(403);
    const bodiless = await t.request("/api/otp/send", { method: "POST" });
    expect(bodiless.status).toBe(403);
    expect(await t.prisma.otpChallenge.count()).toBe(0);
  });

  it("refuses mutations over GET", async () => {
    const res = await t.request(`/graphql?query=${encodeURIComponent("mutation { signOut }")}`, {
      headers: { accept: "application/json" },
    });
    expect(res.status).toBe(405);
  });

  it("answers malformed JSON with 400, not 500", async () => {
    for (const path of ["/api/otp/send", "/graphql"]) {
      const res = await t.request(path, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{oops",
      });
      expect(res.status).toBe(400);
    }
  });

  it("answers unknown /api paths with 404 JSON", async () => {
    const res = await t.request("/api/no-such-thing");
    expect(res.status).toBe(404);
    expect((await res.json()).message).toMatch(/No such API path/);
  });

  it("caps query depth and aliases", async () => {
    let deep = "id";
    for (let i = 0; i < QUERY_LIMITS.maxDepth + 2; i++) deep = `viewer { ${deep} }`;
    const res = await t.request("/graphql", { method: "POST", json: { query: `{ ${deep} }` } });
    const body = await res.json();
    expect(res.status).toBeLessThan(500);
    expect(body.errors?.[0]?.message).toMatch(/depth/i);

    const aliases = Array.from({ length: QUERY_LIMITS.maxAliases + 1 }, (_, i) => `a${i}: viewer { id }`).join(" ");
    const many = await (await t.request("/graphql", { method: "POST", json: { query: `{ ${aliases} }` } })).json();
    expect(many.errors?.[0]?.message).toMatch(/alias/i);
  });

  it("masks unexpected errors and never leaks stack traces", async () => {
    const res = await t.request("/graphql", { method: "POST", json: { query: "{ nope }" } });
    const text = await res.text();
    expect(text).not.toMatch(/at .*\.ts:\d+/);
  });

  it("rejects bodies over the size limit with 413", async () => {
    const res = await t.request("/api/otp/send", { method: "POST", json: { mobileNumber: "9".repeat(200_000) } });
    expect(res.status).toBe(413);
  });
});
