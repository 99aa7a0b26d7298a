import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../db/seed/demo-accounts.ts";
import { type TestApp, createTestApp } from "../test/app.ts";
import { NUL_TEXT_MESSAGE } from "./nul-text-guard.ts";

describe("the NUL character in text", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
  });
  afterAll(() => t.close());

  it("is refused with 400 in searches, whether a variable, a literal or a REST parameter", async () => {
    const variable = await t.request("/graphql", {
      method: "POST",
      json: { query: "query ($s: String) { jobs(search: $s) { totalCount } }", variables: { s: "paddy\u0000" } },
    });
    expect(variable.status).toBe(400);
    expect((await variable.json()).errors[0].message).toBe(NUL_TEXT_MESSAGE);
    // The same text twice: the second request gets the parser's cached document, and is refused as well.
    for (const attempt of [1, 2]) {
      const literal = await t.request("/graphql", {
        method: "POST",
        json: { query: '{ jobs(search: "pad\\u0000dy") { totalCount } }' },
      });
      expect(literal.status, `attempt ${attempt}`).toBe(400);
    }
    const clean = await t.request("/graphql", {
      method: "POST",
      json: { query: '{ jobs(search: "paddy") { totalCount } }' },
    });
    expect(clean.status).toBe(200);
    for (const path of [
      "/api/jobs/search?search=a%00b",
      "/api/courses/search?location=x%00",
      "/api/skills?category=%00",
    ]) {
      const res = await t.request(path);
      expect(res.status, path).toBe(400);
    }
  });

  it("is refused with 400 in writes, at any depth, and nothing is stored", async () => {
    const cookie = await t.cookieFor(DEMO_ACCOUNTS.laborer);
    const before = await t.prisma.user.findUniqueOrThrow({ where: { mobileNumber: DEMO_ACCOUNTS.laborer } });
    const res = await t.request("/api/auth/user", { method: "PATCH", json: { cityVillage: "Kes\u0000tur" }, cookie });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(NUL_TEXT_MESSAGE);
    const feedback = await t.request("/api/feedback/submit", {
      method: "POST",
      json: { category: "suggestion", subject: "Hi", message: "x\u0000" },
    });
    expect(feedback.status).toBe(400);
    expect(await t.prisma.user.findUniqueOrThrow({ where: { id: before.id } })).toMatchObject({
      cityVillage: before.cityVillage,
    });
    expect(await t.prisma.feedback.count({ where: { message: { startsWith: "x" } } })).toBe(0);
  });
});
