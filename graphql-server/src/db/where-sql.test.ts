// A where-input as SQL selects exactly the rows Prisma selects for it: every shape the job search's filters
// make, on the demo data plus jobs written to trip a naive translation (wildcards, a missing district).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Prisma } from "../generated/prisma/client.ts";
import { jobSearchWhere, nearbyGroups, searchWhere } from "../features/jobs/job-filters.ts";
import { type TestDatabase, createTestDatabase } from "../test/database.ts";
import { directoryWhere } from "../features/directories/directory-filters.ts";
import { whereSql } from "./where-sql.ts";

let t: TestDatabase;
const JOB = { table: "Job", columns: new Set(Object.values(Prisma.JobScalarFieldEnum)) };

beforeAll(async () => {
  t = await createTestDatabase({ demo: true });
  const employer = await t.prisma.user.findFirstOrThrow({ where: { userType: "employer" } });
  const base = { employerId: employer.id, category: "field_activities" as const, dailyRate: 650, duration: 3 };
  await t.prisma.job.createMany({
    data: [
      { ...base, title: "Spraying at 50% pay", description: "under_score", location: "Mysore", state: "Karnataka" },
      { ...base, title: "Back\\slash job", description: "x", location: "Somewhere", district: null, state: null },
      { ...base, title: "Closed Mysuru work", description: "x", location: "Mysuru", status: "closed" },
    ],
  });
}, 120_000);
afterAll(() => t.close());

async function viaPrisma(where: Prisma.JobWhereInput): Promise<number[]> {
  return (await t.prisma.job.findMany({ where, select: { id: true }, orderBy: { id: "asc" } })).map((job) => job.id);
}
async function viaSql(where: Prisma.JobWhereInput): Promise<number[]> {
  const rows = await t.prisma.$queryRaw<{ id: number }[]>`
    SELECT "id" FROM "Job" WHERE ${whereSql(where, JOB)} ORDER BY "id"`;
  return rows.map((row) => row.id);
}

describe("whereSql", () => {
  const searches = [
    {},
    { category: "horticulture" as const },
    { search: "harvesting" },
    { search: "Mysore" },
    { search: "50%" },
    { search: "under_score" },
    { search: "back\\slash" },
    { location: "ಮೈಸೂರು" },
    { location: "Mysore", category: "field_activities" as const },
    { wageBand: "R500_700" as const },
    { wageBand: "R1000_PLUS" as const },
    { urgentOnly: true },
    { search: "paddy harvesting", wageBand: "R300_500" as const },
  ];

  it("selects what Prisma selects for each job search", async () => {
    let nonEmpty = 0;
    for (const search of searches) {
      const where = jobSearchWhere(search);
      const expected = await viaPrisma(where);
      if (expected.length > 0) nonEmpty++;
      expect(await viaSql(where), JSON.stringify(search)).toEqual(expected);
    }
    // The comparison means something only if most searches find jobs.
    expect(nonEmpty).toBeGreaterThan(searches.length / 2);
  });

  it("selects what Prisma selects for nearby's groups (NOT, and a district that may be missing)", async () => {
    const viewer = { district: "Mysuru", state: "Karnataka" };
    const groups = nearbyGroups(viewer)!;
    for (const where of [groups.district!, groups.rest, searchWhere({ nearby: true }, viewer)]) {
      expect(await viaSql(where)).toEqual(await viaPrisma(where));
    }
    expect((await viaPrisma(groups.rest)).length).toBeGreaterThan(0);
  });

  it("selects what Prisma selects for the laborer directory's filters (a skill through `some`, `not: null`)", async () => {
    const USER = {
      table: "User",
      columns: new Set(Object.values(Prisma.UserScalarFieldEnum)),
      relations: {
        skills: {
          model: { table: "UserSkill", columns: new Set(Object.values(Prisma.UserSkillScalarFieldEnum)) },
          foreignKey: "userId",
        },
      },
    };
    const skill = await t.prisma.userSkill.findFirstOrThrow({ select: { skillId: true } });
    const day = new Date("2026-12-01T00:00:00Z");
    const filters = [
      {},
      { skillId: skill.skillId },
      { skillIds: [skill.skillId, skill.skillId + 1] },
      { availableOn: day },
      { search: "a", location: "Mysore", skillIds: [skill.skillId] },
    ];
    for (const filter of filters) {
      const where = directoryWhere("laborer", filter);
      const expected = (await t.prisma.user.findMany({ where, select: { id: true }, orderBy: { id: "asc" } })).map(
        (user) => user.id,
      );
      const rows = await t.prisma.$queryRaw<{ id: number }[]>`
        SELECT "id" FROM "User" WHERE ${whereSql(where, USER)} ORDER BY "id"`;
      expect(
        rows.map((row) => row.id),
        JSON.stringify(filter),
      ).toEqual(expected);
      if (filter.skillId) expect(expected.length).toBeGreaterThan(0);
    }
  });

  it("refuses a column it was not given and an operator it does not read", () => {
    expect(() => whereSql({ password: "x" }, JOB)).toThrow(/not allowed/);
    expect(() => whereSql({ title: { startsWith: "a" } }, JOB)).toThrow(/not read/);
  });
});
