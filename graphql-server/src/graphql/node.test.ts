import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../db/seed/demo-accounts.ts";
import { type TestApp, createTestApp } from "../test/app.ts";
import { globalIdOf } from "./global-id.ts";

const NODE = `query ($id: ID!) { node(id: $id) { id } }`;
const NODES = `query ($ids: [ID!]!) { nodes(ids: $ids) { id ... on Job { title } } }`;
const raw = (text: string) => Buffer.from(text).toString("base64");

describe("node and nodes with ids that name nothing", () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    cookie = await t.cookieFor(DEMO_ACCOUNTS.laborer);
  });
  afterAll(() => t.close());

  const BAD_IDS = [
    globalIdOf("User", 999999),
    globalIdOf("Application", "99999999999"),
    globalIdOf("Application", "-1"),
    globalIdOf("Job", "0"),
    globalIdOf("Job", "1.5"),
    globalIdOf("NoSuchType", 1),
    globalIdOf("Query", 1),
    raw("Job:"),
    "garbage",
    "!!!",
  ];

  it("answers null, without an error, for unknown, out-of-range or malformed ids", async () => {
    for (const id of BAD_IDS) {
      const result = await t.graphql(NODE, { id }, cookie);
      expect(result, Buffer.from(id, "base64").toString()).toEqual({ data: { node: null } });
    }
  });

  it("nulls only the bad entries of nodes(ids:)", async () => {
    const job = await t.prisma.job.findFirstOrThrow({ where: { status: "active" } });
    const good = globalIdOf("Job", job.id);
    const result = await t.graphql(NODES, { ids: [good, ...BAD_IDS, good] }, cookie);
    expect(result.errors).toBeUndefined();
    expect(result.data!.nodes).toEqual([
      { id: good, title: job.title },
      ...BAD_IDS.map(() => null),
      { id: good, title: job.title },
    ]);
  });
});
