import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getIntrospectionQuery } from "graphql";
import { QUERY_LIMITS } from "../graphql/query-limits.ts";
import { translate } from "../i18n/translate.ts";
import { ERROR_MESSAGES } from "../rules/errors.ts";
import { type TestApp, createTestApp } from "../test/app.ts";

const SCHEMA_SELECTION = "__schema { types { name kind description fields { name description } } }";

interface Answer {
  status: number;
  bytes: number;
  body: { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] };
}

describe("introspection and alias limits", () => {
  let t: TestApp;
  let production: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // Production: signed out, without a key, only introspection may be sent as text.
    production = await createTestApp({ policy: { trustProxyHops: 0, corsOrigins: [], production: true } });
  });
  afterAll(async () => {
    await t.close();
    await production.close();
  });

  async function post(app: TestApp, query: string): Promise<Answer> {
    const res = await app.request("/graphql", { method: "POST", json: { query } });
    const text = await res.text();
    return { status: res.status, bytes: text.length, body: JSON.parse(text) };
  }

  it("refuses 15 aliased __schema selections with 400 before answering any, signed out in production", async () => {
    const query = `{ ${Array.from({ length: 15 }, (_, i) => `s${i}: ${SCHEMA_SELECTION}`).join(" ")} }`;
    for (const app of [t, production]) {
      const answer = await post(app, query);
      expect(answer.status).toBe(400);
      expect(answer.body.data ?? null).toBeNull();
      expect(answer.body.errors?.[0]?.extensions?.code).toBe("INTROSPECTION_LIMIT");
      expect(answer.body.errors?.[0]?.message).toMatch(/__schema at most once/);
      expect(answer.bytes).toBeLessThan(2000);
    }
  });

  it("refuses in the asker's language", async () => {
    const query = `{ a: ${SCHEMA_SELECTION} b: ${SCHEMA_SELECTION} }`;
    const res = await t.request("/graphql", { method: "POST", json: { query }, headers: { "accept-language": "kn" } });
    expect(res.status).toBe(400);
    const message = ((await res.json()) as Answer["body"]).errors?.[0]?.message;
    const expected = translate("kn", {
      id: ERROR_MESSAGES.introspectionLimit,
      values: { field: "__schema", count: 2 },
    });
    expect(expected).not.toMatch(/at most once/);
    expect(message).toBe(expected);
  });

  it("still answers one __schema, such as GraphiQL's introspection query, signed out in production", async () => {
    const answer = await post(production, getIntrospectionQuery());
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
    const schema = answer.body.data?.__schema as { types: unknown[] } | undefined;
    expect(schema?.types.length).toBeGreaterThan(10);
  });

  it("counts __schema and __type reached through fragments, and two __type lookups", async () => {
    const twice = await post(
      t,
      `{ ...A ...B } fragment A on Query { a: __schema { queryType { name } } } fragment B on Query { b: __schema { queryType { name } } }`,
    );
    expect(twice.status).toBe(400);
    expect(twice.body.errors?.[0]?.extensions?.code).toBe("INTROSPECTION_LIMIT");
    const types = await post(t, `{ a: __type(name: "Job") { name } b: __type(name: "User") { name } }`);
    expect(types.status).toBe(400);
    expect(types.body.errors?.[0]?.message).toMatch(/__type at most once/);
    const one = await post(t, `{ __type(name: "Job") { name } __schema { queryType { name } } }`);
    expect(one.status).toBe(200);
    expect(one.body.data).toEqual({ __type: { name: "Job" }, __schema: { queryType: { name: "Query" } } });
  });

  it("counts __typename aliases toward the alias limit", async () => {
    const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `t${i}: __typename`).join(" ")} }`;
    const atLimit = await post(t, aliases(QUERY_LIMITS.maxAliases));
    expect(atLimit.status).toBe(200);
    expect(atLimit.body.data?.t0).toBe("Query");
    const over = await post(t, aliases(QUERY_LIMITS.maxAliases + 1));
    expect(over.body.data ?? null).toBeNull();
    expect(over.body.errors?.[0]?.message).toMatch(/Aliases limit of 15 exceeded/);
  });
});
