import { createHash } from "node:crypto";
import { createYoga } from "graphql-yoga";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../db/seed/demo-accounts.ts";
import { schema } from "../schema/index.ts";
import { type TestApp, createTestApp } from "../test/app.ts";
import { loadPersistedOperations, markInProcess, mayRunArbitraryOperation, persistedOperations } from "./persisted-operations.ts";

const map = loadPersistedOperations();
/** The web app's session query, by its key in the persisted map relay-compiler wrote. */
const sessionKey = [...map].find(([, text]) => text.startsWith("query SessionQuery"))?.[0];
const VIEWER_TEXT = "{ viewer { id } }";
const BROWSER = { origin: "http://localhost", "sec-fetch-site": "same-origin" };

const byKey = (key: string, operationName = "SessionQuery") => ({
  operationName,
  variables: {},
  extensions: { persistedQuery: { version: 1, sha256Hash: key } },
});

async function answer(res: Response) {
  return { status: res.status, body: (await res.json()) as { data?: any; errors?: { message: string; extensions?: { code?: string } }[] } };
}

describe("the persisted map relay-compiler wrote", () => {
  it("holds the web app's operations, each under the SHA-256 of its text", () => {
    expect(map.size).toBeGreaterThan(50);
    expect(sessionKey).toBeDefined();
    for (const [key, text] of map) expect(createHash("sha256").update(text).digest("hex")).toBe(key);
  });
});

describe("persisted operations in production", () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({ demo: true, policy: { trustProxyHops: 0, corsOrigins: [], production: true } });
    cookie = await t.cookieFor(DEMO_ACCOUNTS.laborer);
  });
  afterAll(() => t.close());

  it("runs a known key for a signed-in browser session, without its text", async () => {
    const { status, body } = await answer(await t.request("/graphql", { method: "POST", json: byKey(sessionKey!), cookie, headers: BROWSER }));
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data.viewer.userType).toBe("laborer");
  });

  it("refuses operation text from a browser with a 403", async () => {
    const { status, body } = await answer(await t.request("/graphql", { method: "POST", json: { query: VIEWER_TEXT }, headers: BROWSER }));
    expect(status).toBe(403);
    expect(body.errors?.[0]?.extensions?.code).toBe("PERSISTED_QUERY_ONLY");
    expect(body.data).toBeUndefined();
  });

  it("refuses operation text that carries a session cookie, browser or not", async () => {
    for (const headers of [BROWSER, {}]) {
      const { status, body } = await answer(await t.request("/graphql", { method: "POST", json: { query: VIEWER_TEXT }, cookie, headers }));
      expect(status).toBe(403);
      expect(body.errors?.[0]?.extensions?.code).toBe("PERSISTED_QUERY_ONLY");
    }
  });

  it("refuses operation text in a GET from a browser too", async () => {
    const res = await t.request(`/graphql?query=${encodeURIComponent(VIEWER_TEXT)}`, { headers: { ...BROWSER, accept: "application/json" } });
    expect(res.status).toBe(403);
  });

  it("answers an unknown key with a 404 PersistedQueryNotFound", async () => {
    const { status, body } = await answer(await t.request("/graphql", { method: "POST", json: byKey("0".repeat(64)), cookie, headers: BROWSER }));
    expect(status).toBe(404);
    expect(body.errors?.[0]).toMatchObject({ message: "PersistedQueryNotFound", extensions: { code: "PERSISTED_QUERY_NOT_FOUND" } });
  });

  it("runs text from a client that is neither a browser nor signed in (partners, scripts)", async () => {
    const { status, body } = await answer(await t.request("/graphql", { method: "POST", json: { query: "{ jobs(first: 1) { totalCount } }" } }));
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data.jobs.totalCount).toBeGreaterThan(0);
  });

  it("runs text from GraphiQL's page without a session cookie", async () => {
    const headers = { ...BROWSER, referer: "http://localhost/graphql" };
    const { status, body } = await answer(await t.request("/graphql", { method: "POST", json: { query: "{ jobs(first: 1) { totalCount } }" }, headers }));
    expect(status).toBe(200);
    expect(body.data.jobs.totalCount).toBeGreaterThan(0);
  });

  it("keeps the REST shim working for a signed-in session (its operations run in-process)", async () => {
    const res = await t.request("/api/users/skills", { cookie, headers: BROWSER });
    expect(res.status).toBe(200);
  });
});

describe("persisted operations outside production", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
  });
  afterAll(() => t.close());

  it("runs operation text from a signed-in browser session", async () => {
    const cookie = await t.cookieFor(DEMO_ACCOUNTS.laborer);
    const { status, body } = await answer(await t.request("/graphql", { method: "POST", json: { query: "{ viewer { userType } }" }, cookie, headers: BROWSER }));
    expect(status).toBe(200);
    expect(body.data.viewer.userType).toBe("laborer");
  });

  it("runs a known key, and answers an unknown one with a 404", async () => {
    expect((await t.request("/graphql", { method: "POST", json: byKey(sessionKey!) })).status).toBe(200);
    expect((await t.request("/graphql", { method: "POST", json: byKey("f".repeat(64)) })).status).toBe(404);
  });
});

describe("mayRunArbitraryOperation", () => {
  const request = (headers: Record<string, string>) => new Request("https://khetsetu.example/graphql", { method: "POST", headers });
  const production = { production: true };

  it("allows anything outside production", () => {
    expect(mayRunArbitraryOperation(request({ cookie: "ks_session=x", ...BROWSER }), { production: false })).toBe(true);
  });

  it("in production, refuses a session cookie and a browser, and allows the rest", () => {
    expect(mayRunArbitraryOperation(request({ cookie: "ks_session=x" }), production)).toBe(false);
    expect(mayRunArbitraryOperation(request({ "sec-fetch-site": "same-origin" }), production)).toBe(false);
    expect(mayRunArbitraryOperation(request({ origin: "https://khetsetu.example" }), production)).toBe(false);
    expect(mayRunArbitraryOperation(request({ cookie: "theme=dark" }), production)).toBe(true);
    expect(mayRunArbitraryOperation(request({}), production)).toBe(true);
  });

  it("in production, allows GraphiQL's own page only without a session, and only from this origin", () => {
    const graphiql = { ...BROWSER, origin: "https://khetsetu.example", referer: "https://khetsetu.example/graphql" };
    expect(mayRunArbitraryOperation(request(graphiql), production)).toBe(true);
    expect(mayRunArbitraryOperation(request({ ...graphiql, cookie: "ks_session=x" }), production)).toBe(false);
    expect(mayRunArbitraryOperation(request({ ...graphiql, referer: "https://elsewhere.example/graphql" }), production)).toBe(false);
    expect(mayRunArbitraryOperation(request({ ...graphiql, referer: "https://khetsetu.example/jobs" }), production)).toBe(false);
  });

  it("allows the server's own in-process requests, session or not", () => {
    expect(mayRunArbitraryOperation(markInProcess(request({ cookie: "ks_session=x", ...BROWSER })), production)).toBe(true);
  });
});

describe("the persisted-operations plugin", () => {
  const key = (text: string) => createHash("sha256").update(text).digest("hex");
  const good = "query Count { jobs(first: 1) { totalCount } }";
  const stale = "query Stale { noSuchField }";
  const yoga = createYoga({
    schema,
    logging: false,
    plugins: [persistedOperations({ schema, production: true, operations: new Map([[key(good), good], [key(stale), stale]]) })],
  });
  const post = (body: unknown) =>
    yoga.fetch("http://localhost/graphql", { method: "POST", headers: { "content-type": "application/json", ...BROWSER }, body: JSON.stringify(body) });

  it("answers an operation that no longer matches the schema with a 400 naming the problem", async () => {
    const { status, body } = await answer(await post(byKey(key(stale), "Stale")));
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe("PERSISTED_QUERY_INVALID");
    expect(body.errors?.[0]?.message).toContain("noSuchField");
  });

  it("asks for a query or a key when the body has neither", async () => {
    const { status } = await answer(await post({ variables: {} }));
    expect(status).toBe(400);
  });
});
