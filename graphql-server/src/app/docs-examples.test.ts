import fs from "node:fs";
import path from "node:path";
import { parse, validate } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "../db/config.ts";
import { GRAPHIQL_DEFAULT_QUERY } from "../http/graphql.ts";
import { createPartnerKey } from "../features/partners/partner-keys.ts";
import { type TestApp, createTestApp } from "../test/app.ts";
import { schema } from "./schema.ts";

/** The ```graphql examples of the API reference, which developers paste into GraphiQL. */
const apiExamples = [
  ...fs.readFileSync(path.join(repoRoot, "docs/api.md"), "utf8").matchAll(/```graphql\n([\s\S]*?)```/g),
].map((match) => match[1]!);
/** The partner guide's ```graphql examples and the query GraphiQL opens with: they run with a partner key. */
const partnerExamples = [
  ...[
    ...fs.readFileSync(path.join(repoRoot, "docs/partner-api.md"), "utf8").matchAll(/```graphql\n([\s\S]*?)```/g),
  ].map((match) => match[1]!),
  GRAPHIQL_DEFAULT_QUERY,
];
const examples = [...apiExamples, ...partnerExamples];

describe("API reference and partner guide GraphQL examples", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
  });
  afterAll(() => t.close());

  it("exist", () => {
    expect(apiExamples.length).toBeGreaterThanOrEqual(5);
    expect(partnerExamples.length).toBeGreaterThanOrEqual(4);
  });

  it("are valid against the schema", () => {
    const problems = examples.flatMap((source) => validate(schema, parse(source)).map((error) => error.message));
    expect(problems).toEqual([]);
  });

  it("answer without errors on the demo data, the public ones signed out", async () => {
    const laborer = await t.cookieFor("9876500001");
    for (const source of apiExamples.filter((text) => /^\s*query\b/m.test(text))) {
      const publicOnly = !/laborers\(/.test(source);
      const result = await t.graphql(source, {}, publicOnly ? undefined : laborer);
      expect(result.errors, source).toBeUndefined();
      expect(Object.values(result.data ?? {}).every((value) => value !== null)).toBe(true);
    }
  });

  it("partner examples answer without errors with a partner key, each top-level field non-empty", async () => {
    const { key } = await createPartnerKey(t.prisma, { name: "Examples" });
    // A laborer in Mandya lets partners see their number, from their own account, as laborerContacts needs.
    const mandya = await t.prisma.user.findFirstOrThrow({
      where: { userType: "laborer", district: "Mandya" },
      select: { mobileNumber: true },
    });
    const optedIn = await t.graphql(
      `mutation { setPhoneVisibleToPartners(visible: true) { __typename } }`,
      {},
      await t.cookieFor(mandya.mobileNumber!),
    );
    expect(optedIn.errors).toBeUndefined();
    for (const source of partnerExamples) {
      const response = await t.request("/graphql", {
        method: "POST",
        json: { query: source },
        headers: { authorization: `Bearer ${key}` },
      });
      const result = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
      expect(result.errors, source).toBeUndefined();
      for (const value of Object.values(result.data ?? {})) {
        expect(value, source).not.toBeNull();
        const items = Array.isArray(value) ? value : ((value as { edges?: unknown[] }).edges ?? [value]);
        expect(items.length, source).toBeGreaterThan(0);
      }
    }
  });
});
