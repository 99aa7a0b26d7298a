// Statements the server sends again are prepared on their connection, and the job search's page is planned once
// per connection, unless it matches text by a pattern; PREPARED_STATEMENTS=off sends every statement unnamed. pg_prepared_statements shows one
// connection's statements, so each check runs in one transaction (one connection).
// It runs in the PostgreSQL run only (TEST_DATABASE_URL; graphql-server/vitest.config.ts).
import { afterAll, beforeAll, expect, it } from "vitest";
import { type TestDatabase, createTestDatabase } from "../test/database.ts";
import { JOB } from "../features/jobs/near-jobs.ts";
import { jobRowsPlan, newestJobRowsWithTotal } from "../features/jobs/job-rows.ts";
import { JOB_COUNT_LIMIT } from "../rules/job.ts";
import { openPostgres } from "./adapter.ts";
import { type Prisma, createPrisma } from "./client.ts";
import { whereSql } from "./where-sql.ts";

interface Prepared {
  statement: string;
  generic_plans: number;
  custom_plans: number;
}

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase({ demo: true });
});
afterAll(() => t.close());

const PLAN = jobRowsPlan({ id: true, title: true, employer: { select: { firstName: true } } })!;

/**
 * Runs a first page of the search `where` `times` times on one connection; the statements that connection
 * prepared for it (the page's text holds the filter's parameters in the order whereSql writes them).
 */
async function searchOnOneConnection(prisma: Prisma, where: Record<string, unknown>, times: number) {
  const filter = whereSql(where, JOB);
  const prepared = await prisma.$transaction(async (tx) => {
    for (let i = 0; i < times; i++)
      await newestJobRowsWithTotal({ prisma: tx as Prisma }, filter, 21, PLAN, JOB_COUNT_LIMIT);
    return tx.$queryRaw<Prepared[]>`
      SELECT statement, generic_plans::int AS generic_plans, custom_plans::int AS custom_plans
      FROM pg_prepared_statements`;
  });
  const shape = filter.strings.join("?").replace(/\s+/g, " ");
  return prepared.filter((one) => one.statement.replace(/\$\d+/g, "?").replace(/\s+/g, " ").includes(shape));
}

it("a category's page is prepared on its connection and then planned once", async () => {
  const prepared = await searchOnOneConnection(t.prisma, { status: "active", category: "horticulture" }, 12);
  expect(prepared).toHaveLength(1);
  // Named at its second execution, planned for its values five times, then one plan for all.
  expect(prepared[0]!.custom_plans).toBe(5);
  expect(prepared[0]!.generic_plans).toBe(12 - 1 - 5);
});

it("a text search's page is not prepared: each execution is planned for its pattern", async () => {
  const where = { status: "active", title: { contains: "harvest", mode: "insensitive" } };
  expect(await searchOnOneConnection(t.prisma, where, 12)).toEqual([]);
  // The same filter without the pattern is prepared: the pattern alone keeps it unnamed.
  expect(await searchOnOneConnection(t.prisma, { status: "active" }, 3)).toHaveLength(1);
});

it("every viewer's signed-in page is one prepared statement: the viewer's id is a parameter", async () => {
  const viewers = [11, 12, 13];
  const filter = whereSql({ status: "active", category: "fisheries" }, JOB);
  const prepared = await t.prisma.$transaction(async (tx) => {
    for (const laborerId of [...viewers, ...viewers]) {
      const plan = jobRowsPlan({ id: true, applications: { where: { laborerId }, select: { id: true } } })!;
      await newestJobRowsWithTotal({ prisma: tx as Prisma }, filter, 21, plan, JOB_COUNT_LIMIT);
    }
    return tx.$queryRaw<Prepared[]>`
      SELECT statement, generic_plans::int AS generic_plans, custom_plans::int AS custom_plans
      FROM pg_prepared_statements WHERE statement LIKE '%a."laborerId" = %'`;
  });
  expect(prepared).toHaveLength(1);
  expect(prepared[0]!.generic_plans + prepared[0]!.custom_plans).toBe(viewers.length * 2 - 1);
});

it("PREPARED_STATEMENTS=off prepares nothing", async () => {
  const db = openPostgres(process.env.TEST_DATABASE_URL!, { preparedStatements: false });
  const prisma = createPrisma(db);
  try {
    const prepared = await prisma.$transaction(async (tx) => {
      for (let i = 0; i < 3; i++) await tx.$queryRaw`SELECT ${i}::int AS n`;
      return tx.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM pg_prepared_statements`;
    });
    expect(prepared[0]!.n).toBe(0);
  } finally {
    await prisma.$disconnect();
    await db.close();
  }
});
