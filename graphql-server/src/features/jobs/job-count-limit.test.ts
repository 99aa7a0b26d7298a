import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../db/seed/demo-accounts.ts";
import { JOB_COUNT_LIMIT } from "../../rules/job.ts";
import { JOBS, type JobsPage } from "../../test/job-expectations.ts";
import { type TestApp, createTestApp } from "../../test/app.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  const employer = await t.prisma.user.findUniqueOrThrow({ where: { mobileNumber: DEMO_ACCOUNTS.employer } });
  // More urgent horticulture jobs than the search counts, so the count must stop at the limit.
  await t.prisma.job.createMany({
    data: Array.from({ length: JOB_COUNT_LIMIT + 5 }, (_, i) => ({
      employerId: employer.id,
      title: `Mango picking ${i}`,
      location: "Mysuru",
      category: "horticulture" as const,
      dailyRate: 500,
      duration: 3,
      isUrgent: true,
    })),
  });
});
afterAll(() => t.close());

async function jobs(variables: Record<string, unknown>): Promise<JobsPage> {
  const result = await t.graphql<{ jobs: JobsPage }>(JOBS, variables);
  expect(result.errors).toBeUndefined();
  return result.data!.jobs;
}

describe("jobs: totalCount stops at JOB_COUNT_LIMIT", () => {
  it("answers the limit when more jobs match, and the page is unaffected", async () => {
    const matching = await t.prisma.job.count({
      where: { status: "active", category: "horticulture", isUrgent: true },
    });
    expect(matching).toBeGreaterThan(JOB_COUNT_LIMIT);
    const page = await jobs({ category: "horticulture", urgentOnly: true, first: 5 });
    expect(page.totalCount).toBe(JOB_COUNT_LIMIT);
    expect(page.edges).toHaveLength(5);
    expect(page.pageInfo.hasNextPage).toBe(true);
  });

  it("counts exactly below the limit", async () => {
    const matching = await t.prisma.job.count({ where: { status: "active", category: "animal_husbandry" } });
    expect(matching).toBeLessThan(JOB_COUNT_LIMIT);
    expect((await jobs({ category: "animal_husbandry", first: 1 })).totalCount).toBe(matching);
  });

  it("counts the same on a later page, where the total is a statement of its own", async () => {
    const first = await jobs({ category: "horticulture", urgentOnly: true, first: 5 });
    const later = await jobs({ category: "horticulture", urgentOnly: true, first: 5, after: first.pageInfo.endCursor });
    expect(later.totalCount).toBe(JOB_COUNT_LIMIT);
    expect(later.edges[0]!.node.id).not.toBe(first.edges[0]!.node.id);
    const matching = await t.prisma.job.count({ where: { status: "active", category: "animal_husbandry" } });
    const page = await jobs({ category: "animal_husbandry", first: 1 });
    const next = await jobs({ category: "animal_husbandry", first: 1, after: page.pageInfo.endCursor });
    expect(next.totalCount).toBe(matching);
  });

  it("counts a place's jobs under any of its names, exactly below the limit and at the limit above it", async () => {
    const employer = await t.prisma.user.findUniqueOrThrow({ where: { mobileNumber: DEMO_ACCOUNTS.employer } });
    await t.prisma.job.createMany({
      data: ["Mysuru", "Mysore"].map((district) => ({
        employerId: employer.id,
        title: `Cattle care in ${district}`,
        location: "Hunsur",
        district,
        category: "animal_husbandry" as const,
        dailyRate: 450,
        duration: 5,
      })),
    });
    const inEitherName = {
      OR: ["Mysore", "Mysuru"].flatMap((name) =>
        (["location", "district", "state"] as const).map((column) => ({
          [column]: { contains: name, mode: "insensitive" as const },
        })),
      ),
    };
    const matching = await t.prisma.job.count({
      where: { status: "active", category: "animal_husbandry", ...inEitherName },
    });
    expect(matching).toBeGreaterThanOrEqual(2);
    const few = await jobs({ location: "Mysore", category: "animal_husbandry", first: 1 });
    expect(few.totalCount).toBe(matching);
    expect(
      (await jobs({ location: "Mysore", category: "animal_husbandry", first: 1, after: few.pageInfo.endCursor }))
        .totalCount,
    ).toBe(matching);
    // The jobs made above are in Mysuru too: more than the search counts.
    const all = await jobs({ location: "Mysore", first: 3 });
    expect(all.totalCount).toBe(JOB_COUNT_LIMIT);
    expect((await jobs({ location: "Mysore", first: 3, after: all.pageInfo.endCursor })).totalCount).toBe(
      JOB_COUNT_LIMIT,
    );
  });
});
