import { parse } from "graphql";
import { describe, expect, it } from "vitest";
import { schema } from "../schema/index.ts";
import { type TestApp, createTestApp } from "../test/app.ts";
import { QUERY_LIMITS } from "./graphql.ts";
import { queryCost } from "./query-cost.ts";

const SELECTION = (a: string, b: string) =>
  `myCourses(first: ${a}) { edges { node { title enrollments(first: ${b}) { edges { node { databaseId status progress createdAt } } } } } }`;
const NESTED = `query ($a: Int!, $b: Int!) { ${SELECTION("$a", "$b")} }`;

describe("queryCost", () => {
  it("multiplies by page sizes given as variables, as literals, or by the default page", () => {
    const small = queryCost(schema, parse(NESTED), { a: 1, b: 1 });
    const large = queryCost(schema, parse(NESTED), { a: 100, b: 100 });
    expect(large).toBeGreaterThan(small * 1000);
    const literal = queryCost(schema, parse(`{ ${SELECTION("100", "100")} }`), {});
    expect(literal).toBe(large);
    const defaulted = queryCost(schema, parse(`{ jobs { edges { node { title } } } }`));
    const twenty = queryCost(schema, parse(`{ jobs(first: 20) { edges { node { title } } } }`));
    expect(defaulted).toBe(twenty);
  });

  it("counts fields reached through fragments", () => {
    const inline = queryCost(schema, parse(`{ jobs(first: 10) { edges { node { title dailyRate } } } }`));
    const spread = queryCost(
      schema,
      parse(`{ jobs(first: 10) { edges { node { ...F } } } } fragment F on Job { title dailyRate }`),
    );
    expect(spread).toBe(inline);
  });
});

describe("query cost limit", () => {
  let t: TestApp;
  it("refuses an operation whose variables ask for too many values, and runs it with small pages", async () => {
    t = await createTestApp();
    try {
      const refused = await t.graphql(NESTED, { a: 100, b: 100 });
      expect(refused.errors?.[0]?.extensions?.code).toBe("QUERY_TOO_EXPENSIVE");
      expect(queryCost(schema, parse(NESTED), { a: 100, b: 100 })).toBeGreaterThan(QUERY_LIMITS.maxResultValues);
      const allowed = await t.graphql(NESTED, { a: 5, b: 5 });
      // Signed out it is refused for authorization, not cost.
      expect(allowed.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    } finally {
      await t.close();
    }
  });
});
