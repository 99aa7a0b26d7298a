import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp } from "../test/app.ts";

const json = { accept: "application/json" };

describe("GET and HEAD of /graphql", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers malformed variables or extensions with 400", async () => {
    const query = encodeURIComponent("query ($n: Int) { jobs(first: $n) { totalCount } }");
    for (const bad of ["variables={oops", "variables=[1,2]", "variables=7", "extensions={\"a\"", "extensions=%22text%22", "variables={}&variables={}"]) {
      const res = await t.request(`/graphql?query=${query}&${bad}`, { headers: json });
      expect(res.status, bad).toBe(400);
      expect((await res.json()).errors[0].message).toMatch(/must be (a JSON object|given once)/);
    }
    const fine = await t.request(`/graphql?query=${query}&variables=${encodeURIComponent('{"n":2}')}`, { headers: json });
    expect(fine.status).toBe(200);
  });

  it("answers HEAD without a body and without an error", async () => {
    for (const headers of [json, { accept: "text/html" }]) {
      const res = await t.request(`/graphql?query=${encodeURIComponent("{ skills { name } }")}`, { method: "HEAD", headers });
      expect(res.status).toBe(200);
      expect(await res.text()).toBe("");
    }
    expect((await t.request("/graphql", { method: "HEAD", headers: json })).status).toBeLessThan(500);
  });

  it("refuses other methods with 405", async () => {
    const res = await t.request("/graphql", { method: "PUT", json: { query: "{ viewer { id } }" } });
    expect(res.status).toBe(405);
  });
});
