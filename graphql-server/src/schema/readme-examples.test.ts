import fs from "node:fs";
import path from "node:path";
import { parse, validate } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "../db/config.ts";
import { GRAPHIQL_DEFAULT_QUERY } from "../http/graphql.ts";
import { type TestApp, createTestApp } from "../test/app.ts";
import { schema } from "./index.ts";

/** The ```graphql examples of the README, which partner developers paste into GraphiQL. */
const readmeExamples = [...fs.readFileSync(path.join(repoRoot, "README.md"), "utf8").matchAll(/```graphql\n([\s\S]*?)```/g)].map(
  (match) => match[1]!,
);
/** ...and the query GraphiQL opens with. */
const examples = [...readmeExamples, GRAPHIQL_DEFAULT_QUERY];

describe("README GraphQL examples", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
  });
  afterAll(() => t.close());

  it("exist", () => {
    expect(readmeExamples.length).toBeGreaterThanOrEqual(5);
  });

  it("are valid against the schema", () => {
    const problems = examples.flatMap((source) => validate(schema, parse(source)).map((error) => error.message));
    expect(problems).toEqual([]);
  });

  it("answer without errors on the demo data, the public ones signed out", async () => {
    const laborer = await t.cookieFor("9876500001");
    for (const source of examples.filter((text) => /^\s*query\b/m.test(text))) {
      const publicOnly = !/laborers\(/.test(source);
      const result = await t.graphql(source, {}, publicOnly ? undefined : laborer);
      expect(result.errors, source).toBeUndefined();
      expect(Object.values(result.data ?? {}).every((value) => value !== null)).toBe(true);
    }
  });
});
