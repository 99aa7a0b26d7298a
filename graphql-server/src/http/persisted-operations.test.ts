import { createHash } from "node:crypto";
import { createYoga } from "graphql-yoga";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../db/seed/demo-accounts.ts";
import { createPartnerKey } from "../features/partners/partner-keys.ts";
import { PARTNER_MESSAGES } from "../rules/partner.ts";
import { schema } from "../app/schema.ts";
import { type TestApp, createTestApp } from "../test/app.ts";
import {
  isIntrospectionOnly,
  loadPersistedOperations,
  markInProcess,
  mayRunArbitraryOperation,
  persistedOperations,
} from "./persisted-operations.ts";

const map = loadPersistedOperations();
/** The web app's session query, by its key in the persisted map relay-compiler wrote. */
const sessionKey = [...map].find(([, text]) => text.startsWith("query SessionQuery"))?.[0];
const VIEWER_TEXT = "{ viewer { id } }";
const BROWSER = { origin: "http://localhost", "sec-fetch-site": "same-origin" };
const JOBS_TEXT = "{ jobs(first: 1) { totalCount } }";
const INTROSPECTION = "query IntrospectionQuery { __schema { queryType { name } types { name description } } }";

const byKey = (key: string, operationName = "SessionQuery") => ({
  operationName,
  variables: {},
  extensions: { persistedQuery: { version: 1, sha256Hash: key } },
});

async function answer(res: Response) {
  return {
    status: res.status,
    body: (await res.json()) as { data?: any; errors?: { message: string; extensions?: { code?: string } }[] },
  };
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
  let partnerKey: string;
  beforeAll(async () => {
    t = await createTestApp({ demo: true, policy: { trustProxyHops: 0, corsOrigins: [], production: true } });
    cookie = await t.cookieFor(DEMO_ACCOUNTS.laborer);
    ({ key: partnerKey } = await createPartnerKey(t.prisma, { name: "Production NGO" }));
  });
  afterAll(() => t.close());

  it("runs a known key for a signed-in browser session, without its text", async () => {
    const { status, body } = await answer(
      await t.request("/graphql", { method: "POST", json: byKey(sessionKey!), cookie, headers: BROWSER }),
    );
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data.viewer.userType).toBe("laborer");
  });

  it("runs a known key for a signed-out browser and a script", async () => {
    for (const headers of [BROWSER, {}]) {
      const { status, body } = await answer(
        await t.request("/graphql", { method: "POST", json: byKey(sessionKey!), headers }),
      );
      expect(status).toBe(200);
      expect(body.data.viewer).toBeNull();
    }
  });

  it("refuses operation text from a browser with a 403 that asks for a partner key", async () => {
    const { status, body } = await answer(
      await t.request("/graphql", { method: "POST", json: { query: VIEWER_TEXT }, headers: BROWSER }),
    );
    expect(status).toBe(403);
    expect(body.errors?.[0]).toMatchObject({
      message: PARTNER_MESSAGES.keyRequired,
      extensions: { code: "PERSISTED_QUERY_ONLY" },
    });
    expect(body.data).toBeUndefined();
  });

  it("refuses operation text that carries a session cookie, browser or not", async () => {
    for (const headers of [BROWSER, {}]) {
      const { status, body } = await answer(
        await t.request("/graphql", { method: "POST", json: { query: VIEWER_TEXT }, cookie, headers }),
      );
      expect(status).toBe(403);
      expect(body.errors?.[0]?.extensions?.code).toBe("PERSISTED_QUERY_ONLY");
    }
  });

  it("refuses operation text in a GET from a browser too", async () => {
    const res = await t.request(`/graphql?query=${encodeURIComponent(VIEWER_TEXT)}`, {
      headers: { ...BROWSER, accept: "application/json" },
    });
    expect(res.status).toBe(403);
  });

  it("answers an unknown key with a 404 PersistedQueryNotFound", async () => {
    const { status, body } = await answer(
      await t.request("/graphql", { method: "POST", json: byKey("0".repeat(64)), cookie, headers: BROWSER }),
    );
    expect(status).toBe(404);
    expect(body.errors?.[0]).toMatchObject({
      message: "PersistedQueryNotFound",
      extensions: { code: "PERSISTED_QUERY_NOT_FOUND" },
    });
  });

  it("refuses operation text from a script without a key, and from GraphiQL's page without a key", async () => {
    for (const headers of [{}, { ...BROWSER, referer: "http://localhost/graphql" }]) {
      const { status, body } = await answer(
        await t.request("/graphql", { method: "POST", json: { query: JOBS_TEXT }, headers }),
      );
      expect(status).toBe(403);
      expect(body.errors?.[0]?.extensions?.code).toBe("PERSISTED_QUERY_ONLY");
      expect(body.data).toBeUndefined();
    }
  });

  it("runs operation text with a partner key, from a script or from GraphiQL's page (with the session cookie ignored)", async () => {
    const authorization = `Bearer ${partnerKey}`;
    for (const [headers, withCookie] of [
      [{ authorization }, undefined],
      [{ ...BROWSER, referer: "http://localhost/graphql", authorization }, cookie],
    ] as const) {
      const res = await t.request("/graphql", {
        method: "POST",
        json: { query: `{ viewer { id } ${JOBS_TEXT.slice(1, -1)} }` },
        headers,
        cookie: withCookie,
      });
      const { status, body } = await answer(res);
      expect(status).toBe(200);
      expect(body.errors).toBeUndefined();
      expect(body.data.jobs.totalCount).toBeGreaterThan(0);
      expect(body.data.viewer).toBeNull();
      expect(Number(res.headers.get("x-ratelimit-used"))).toBeGreaterThan(0);
    }
  });

  it("refuses a mutation with a partner key (keys only read)", async () => {
    const { status, body } = await answer(
      await t.request("/graphql", {
        method: "POST",
        json: { query: 'mutation { sendOtp(mobileNumber: "9876512345") { __typename } }' },
        headers: { authorization: `Bearer ${partnerKey}` },
      }),
    );
    expect(status).toBe(403);
    expect(body.errors?.[0]?.message).toBe(PARTNER_MESSAGES.readOnly);
  });

  it("runs an introspection-only query without a key, so GraphiQL shows the docs", async () => {
    const headers = { ...BROWSER, referer: "http://localhost/graphql" };
    const { status, body } = await answer(
      await t.request("/graphql", { method: "POST", json: { query: INTROSPECTION }, headers }),
    );
    expect(status).toBe(200);
    expect(body.data.__schema.queryType.name).toBe("Query");
    const mixed = await t.request("/graphql", {
      method: "POST",
      json: { query: `{ __typename ${JOBS_TEXT.slice(1, -1)} }` },
      headers,
    });
    expect(mixed.status).toBe(403);
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
    const { status, body } = await answer(
      await t.request("/graphql", {
        method: "POST",
        json: { query: "{ viewer { userType } }" },
        cookie,
        headers: BROWSER,
      }),
    );
    expect(status).toBe(200);
    expect(body.data.viewer.userType).toBe("laborer");
  });

  it("runs a known key, and answers an unknown one with a 404", async () => {
    expect((await t.request("/graphql", { method: "POST", json: byKey(sessionKey!) })).status).toBe(200);
    expect((await t.request("/graphql", { method: "POST", json: byKey("f".repeat(64)) })).status).toBe(404);
  });
});

describe("mayRunArbitraryOperation", () => {
  const request = (headers: Record<string, string>) =>
    new Request("https://khetsetu.example/graphql", { method: "POST", headers });
  const production = { production: true };

  it("allows anything outside production", () => {
    expect(mayRunArbitraryOperation(request({ cookie: "ks_session=x", ...BROWSER }), { production: false })).toBe(true);
  });

  it("in production, allows text only with a partner key or for introspection alone", () => {
    expect(mayRunArbitraryOperation(request({ cookie: "ks_session=x" }), production, JOBS_TEXT)).toBe(false);
    expect(mayRunArbitraryOperation(request(BROWSER), production, JOBS_TEXT)).toBe(false);
    expect(mayRunArbitraryOperation(request({}), production, JOBS_TEXT)).toBe(false);
    expect(mayRunArbitraryOperation(request({ authorization: "Bearer ksp_x" }), production, JOBS_TEXT)).toBe(true);
    expect(mayRunArbitraryOperation(request({ authorization: "Basic a2V5" }), production, JOBS_TEXT)).toBe(false);
    expect(mayRunArbitraryOperation(request({ ...BROWSER, cookie: "ks_session=x" }), production, INTROSPECTION)).toBe(
      true,
    );
    expect(mayRunArbitraryOperation(request({}), production)).toBe(false);
  });

  it("tells introspection-only operations apart", () => {
    expect(isIntrospectionOnly(INTROSPECTION)).toBe(true);
    expect(isIntrospectionOnly('{ __type(name: "Job") { fields { name } } __typename }')).toBe(true);
    expect(isIntrospectionOnly("query { ...F } fragment F on Query { __schema { types { name } } }")).toBe(true);
    expect(isIntrospectionOnly("query { ... on Query { __typename } }")).toBe(true);
    expect(isIntrospectionOnly("query { ...F } fragment F on Query { jobs(first: 1) { totalCount } }")).toBe(false);
    expect(isIntrospectionOnly("{ __typename } mutation { signOut { __typename } }")).toBe(false);
    expect(isIntrospectionOnly("query { ...F } fragment F on Query { ...F }")).toBe(false);
    expect(isIntrospectionOnly("{ __schema ")).toBe(false);
  });

  it("allows the server's own in-process requests, session or not", () => {
    expect(mayRunArbitraryOperation(markInProcess(request({ cookie: "ks_session=x", ...BROWSER })), production)).toBe(
      true,
    );
  });
});

describe("the persisted-operations plugin", () => {
  const key = (text: string) => createHash("sha256").update(text).digest("hex");
  const good = "query Count { jobs(first: 1) { totalCount } }";
  const stale = "query Stale { noSuchField }";
  const yoga = createYoga({
    schema,
    logging: false,
    plugins: [
      persistedOperations({
        schema,
        production: true,
        operations: new Map([
          [key(good), good],
          [key(stale), stale],
        ]),
      }),
    ],
  });
  const post = (body: unknown) =>
    yoga.fetch("http://localhost/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", ...BROWSER },
      body: JSON.stringify(body),
    });

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
