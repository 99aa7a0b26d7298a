import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../db/seed/demo-accounts.ts";
import { QUERY_LIMITS } from "../graphql/query-limits.ts";
import { type TestApp, createTestApp } from "../test/app.ts";

const SELECTION = (a: string, b: string) =>
  `myCourses(first: ${a}) { edges { node { title enrollments(first: ${b}) { edges { node { databaseId status progress createdAt } } } } } }`;
const NESTED = `query ($a: Int!, $b: Int!) { ${SELECTION("$a", "$b")} }`;
const NODES = `query ($ids: [ID!]!) { nodes(ids: $ids) { id ... on Job { title description location dailyRate } } }`;

describe("query cost limit", () => {
  let t: TestApp;
  let provider: string;
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    provider = await t.cookieFor(DEMO_ACCOUNTS.training_provider);
  });
  afterAll(() => t.close());

  const tooExpensive = (result: { errors?: { extensions?: { code?: string } }[] }) =>
    result.errors?.some((error) => error.extensions?.code === "QUERY_TOO_EXPENSIVE") ?? false;

  it("multiplies nested page sizes, whether variables or literals, and refuses them before running", async () => {
    expect(tooExpensive(await t.graphql(NESTED, { a: 100, b: 100 }, provider))).toBe(true);
    expect(tooExpensive(await t.graphql(`{ ${SELECTION("100", "100")} }`, {}, provider))).toBe(true);
    const allowed = await t.graphql(NESTED, { a: 5, b: 5 }, provider);
    expect(allowed.errors).toBeUndefined();
    expect(allowed.data!.myCourses.edges.length).toBeGreaterThan(0);
  });

  it("lets a single page of 100 jobs through", async () => {
    const res = await t.graphql(`{ jobs(first: 100) { edges { node { title dailyRate requiredSkills { name } } } } }`);
    expect(res.errors).toBeUndefined();
    expect(res.data!.jobs.edges.length).toBeGreaterThan(0);
  });

  it("counts the ids of nodes(ids:), passed as a variable, and takes at most 100", async () => {
    const job = await t.prisma.job.findFirstOrThrow();
    const id = Buffer.from(`Job:${job.id}`).toString("base64");
    const hundred = await t.graphql(NODES, { ids: Array(QUERY_LIMITS.maxNodeIds).fill(id) });
    expect(hundred.errors).toBeUndefined();
    expect(hundred.data!.nodes).toHaveLength(QUERY_LIMITS.maxNodeIds);
    const flood = await t.request("/graphql", {
      method: "POST",
      json: { query: NODES, variables: { ids: Array(9000).fill(id) } },
    });
    const body = await flood.text();
    expect(flood.status).toBe(400);
    expect(body.length).toBeLessThan(2000);
    expect(JSON.parse(body).data?.nodes ?? null).toBeNull();
    // The ids multiply what is selected under them: 100 ids of a nested page are too expensive.
    const nested = `query ($ids: [ID!]!) { nodes(ids: $ids) { ... on Course { enrollments(first: 100) { edges { node { status progress createdAt databaseId } } } } } }`;
    expect(tooExpensive(await t.graphql(nested, { ids: Array(QUERY_LIMITS.maxNodeIds).fill(id) }, provider))).toBe(
      true,
    );
    expect(tooExpensive(await t.graphql(nested, { ids: Array(2).fill(id) }, provider))).toBe(false);
    const justOver = await t.graphql(`query ($ids: [ID!]!) { nodes(ids: $ids) { id } }`, {
      ids: Array(QUERY_LIMITS.maxNodeIds + 1).fill(id),
    });
    expect(justOver.errors?.[0]?.message).toMatch(/At most 100 ids/);
    expect(justOver.data?.nodes ?? null).toBeNull();
  });
});
