import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp } from "../test/app.ts";

const json = { accept: "application/json" };

describe("the shape of a /graphql request", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers malformed variables or extensions with 400", async () => {
    const query = encodeURIComponent("query ($n: Int) { jobs(first: $n) { totalCount } }");
    for (const bad of [
      "variables={oops",
      "variables=[1,2]",
      "variables=7",
      'extensions={"a"',
      "extensions=%22text%22",
      "variables={}&variables={}",
    ]) {
      const res = await t.request(`/graphql?query=${query}&${bad}`, { headers: json });
      expect(res.status, bad).toBe(400);
      expect((await res.json()).errors[0].message).toMatch(/must be (a JSON object|given once)/);
    }
    const fine = await t.request(`/graphql?query=${query}&variables=${encodeURIComponent('{"n":2}')}`, {
      headers: json,
    });
    expect(fine.status).toBe(200);
  });

  it("answers HEAD without a body and without an error", async () => {
    for (const headers of [json, { accept: "text/html" }]) {
      const res = await t.request(`/graphql?query=${encodeURIComponent("{ skills { name } }")}`, {
        method: "HEAD",
        headers,
      });
      expect(res.status).toBe(200);
      expect(await res.text()).toBe("");
    }
    expect((await t.request("/graphql", { method: "HEAD", headers: json })).status).toBeLessThan(500);
  });

  it("refuses other methods with 405", async () => {
    const res = await t.request("/graphql", { method: "PUT", json: { query: "{ viewer { id } }" } });
    expect(res.status).toBe(405);
  });

  it("answers a POST body that is not a JSON object with a plain 400", async () => {
    for (const body of ["nul", "{oops", "[1,2]", '"text"', "42", ""]) {
      const res = await t.request("/graphql", {
        method: "POST",
        headers: { "content-type": "application/json", "x-requested-with": "fetch" },
        body,
      });
      expect(res.status, body).toBe(400);
      const text = await res.text();
      expect(text).not.toMatch(/SyntaxError|originalError|Unexpected (end|token)/);
      expect(JSON.parse(text).errors[0].message).toBe("The request body must be a JSON object");
    }
  });

  it("refuses a query nested thousands of levels deep with 400, before parsing it", async () => {
    const deep = (levels: number) =>
      `{ serviceProviders(category: ${"[".repeat(levels)}1${"]".repeat(levels)}) { __typename } }`;
    const post = await t.request("/graphql", { method: "POST", json: { query: deep(2500) } });
    expect(post.status).toBe(400);
    expect((await post.json()).errors[0].message).toMatch(/nested too deeply/);
    const get = await t.request(`/graphql?query=${encodeURIComponent(deep(2500))}`, { headers: json });
    expect(get.status).toBe(400);
    // Brackets inside strings and comments do not count.
    const quoted = await t.request("/graphql", {
      method: "POST",
      json: { query: `# ${"[".repeat(200)}\n{ jobs(search: "${"(".repeat(200)}") { totalCount } }` },
    });
    expect(quoted.status).toBe(200);
  });
});
