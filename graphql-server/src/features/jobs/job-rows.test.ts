import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../db/seed/demo-accounts.ts";
import { type TestApp, createTestApp } from "../../test/app.ts";
import { applicationsCount } from "./application-counts.ts";
import { whereSql } from "../../db/where-sql.ts";
import { getDatamodel } from "../../generated/pothos-prisma-types.ts";
import { NEWEST_FIRST } from "./job-filters.ts";
import {
  countOrderFor,
  jobCountUpTo,
  jobRowsInOne,
  jobRowsPlan,
  newestJobRows,
  newestJobRowsWithTotal,
} from "./job-rows.ts";
import { JOB } from "./near-jobs.ts";

let t: TestApp;
let ids: number[];
let laborerId: number;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  laborerId = (await t.prisma.user.findUniqueOrThrow({ where: { mobileNumber: DEMO_ACCOUNTS.laborer } })).id;
  const applied = await t.prisma.application.findMany({ where: { laborerId }, select: { jobId: true } });
  const withSkills = await t.prisma.jobSkill.findMany({ select: { jobId: true }, take: 3 });
  const others = await t.prisma.job.findMany({ select: { id: true }, orderBy: { id: "desc" }, take: 4 });
  ids = [...new Set([...applied, ...withSkills].map((row) => row.jobId).concat(others.map((row) => row.id)))];
  expect(applied.length).toBeGreaterThan(0);
});
afterAll(() => t.close());

/** What Prisma answers for the same ids and selection, in the ids' order. */
async function fromPrisma(select: Record<string, unknown>) {
  const rows = await t.prisma.job.findMany({ where: { id: { in: ids } }, select: { ...select, id: true } as never });
  const byId = new Map(rows.map((row) => [(row as { id: number }).id, row as Record<string, unknown>]));
  return ids.map((id) => {
    const { id: _id, ...row } = byId.get(id)!;
    return "id" in select ? { id, ...row } : row;
  });
}

const SELECTIONS: Record<string, Record<string, unknown>> = {
  "a search signed out": {
    id: true,
    title: true,
    startDate: true,
    createdAt: true,
    category: true,
    latitude: true,
    changeTxid: true,
    employer: { select: { firstName: true, lastName: true, businessName: true } },
    requiredSkills: { orderBy: { skill: { name: "asc" } }, select: { skill: true } },
  },
  "a search signed in (the whole employer, the viewer's application)": {
    id: true,
    status: true,
    employer: true,
    applications: { where: { laborerId: 0 }, select: { id: true } },
    requiredSkills: { orderBy: { skill: { name: "desc" } }, select: { skill: { select: { name: true } } } },
  },
  "the skill links alone, without the id": { title: true, requiredSkills: true },
  "Jobs for you (each link's skill id beside its skill)": {
    id: true,
    latitude: true,
    requiredSkills: { orderBy: { skill: { name: "asc" } }, select: { skill: true, skillId: true } },
  },
};

describe("jobs read in one statement", () => {
  for (const [name, selection] of Object.entries(SELECTIONS))
    it(`answers as Prisma does: ${name}`, async () => {
      const select = JSON.parse(JSON.stringify(selection).replace('"laborerId":0', `"laborerId":${laborerId}`));
      const plan = jobRowsPlan(select);
      expect(plan).not.toBeNull();
      t.queries.length = 0;
      const rows = await jobRowsInOne({ prisma: t.prisma }, ids, plan!);
      expect(t.queries).toHaveLength(1);
      expect(rows).toEqual(await fromPrisma(select));
    });

  it("finds the viewer's own applications, and no one else's", async () => {
    const plan = jobRowsPlan({ id: true, applications: { where: { laborerId }, select: { id: true } } })!;
    const rows = await jobRowsInOne({ prisma: t.prisma }, ids, plan);
    const mine = await t.prisma.application.findMany({ where: { laborerId, jobId: { in: ids } } });
    expect(rows.flatMap((row) => row.applications as unknown[])).toHaveLength(mine.length);
  });

  it("keeps each job's application count for the request, so the field answers at once and asks nothing more", async () => {
    const ctx = { prisma: t.prisma };
    await jobRowsInOne(ctx, ids, jobRowsPlan({ id: true })!);
    t.queries.length = 0;
    const counts = ids.map((id) => applicationsCount(ctx, id));
    expect(t.queries).toHaveLength(0);
    for (const count of counts) expect(typeof count).toBe("number");
    const expected = await Promise.all(ids.map((jobId) => t.prisma.application.count({ where: { jobId } })));
    expect(counts).toEqual(expected);
    expect(expected.some((count) => count > 0)).toBe(true);
  });

  it("leaves out ids without a job, keeps the order, and reads nothing for no ids", async () => {
    const plan = jobRowsPlan({ id: true })!;
    const reversed = [...ids].reverse();
    const rows = await jobRowsInOne({ prisma: t.prisma }, [reversed[0]!, 987_654_321, ...reversed.slice(1)], plan);
    expect(rows.map((row) => row.id)).toEqual(reversed);
    t.queries.length = 0;
    expect(await jobRowsInOne({ prisma: t.prisma }, [], plan)).toEqual([]);
    expect(t.queries).toHaveLength(0);
  });

  /** Searches' filters: many matches, a few, and (the last) none. */
  const FILTERS = [
    { status: "active" },
    { AND: [{ status: "active" }, { OR: [{ title: { contains: "A", mode: "insensitive" } }, { isUrgent: true }] }] },
    { status: "closed" },
    { title: "no job has this title" },
  ] as const;

  it("reads the newest jobs passing a filter as Prisma's page of them", async () => {
    const select = SELECTIONS["a search signed out"]!;
    const plan = jobRowsPlan(select)!;
    for (const where of FILTERS) {
      const expected = await t.prisma.job.findMany({ where, orderBy: NEWEST_FIRST, take: 3, select } as never);
      t.queries.length = 0;
      const rows = await newestJobRows({ prisma: t.prisma }, whereSql(where, JOB), 3, plan);
      expect(t.queries).toHaveLength(1);
      expect(rows).toEqual(expected);
    }
  });

  it("reads the search's total with the page, as Prisma counts it up to the limit", async () => {
    const select = SELECTIONS["a search signed out"]!;
    const plan = jobRowsPlan(select)!;
    const totals: number[] = [];
    for (const where of FILTERS) {
      const all = await t.prisma.job.count({ where } as never);
      for (const limit of [1_000, 2]) {
        const expected = await t.prisma.job.findMany({ where, orderBy: NEWEST_FIRST, take: 3, select } as never);
        t.queries.length = 0;
        const page = await newestJobRowsWithTotal({ prisma: t.prisma }, whereSql(where, JOB), 3, plan, limit);
        expect(t.queries).toHaveLength(1);
        expect(page.rows).toEqual(expected);
        expect(page.total).toBe(Math.min(all, limit));
        if (limit === 1_000) totals.push(page.total);
      }
    }
    // The filters tell the counts apart (more than the cap of 2 for the first, none for the last).
    expect(totals[0]).toBeGreaterThan(2);
    expect(totals.at(-1)).toBe(0);
  });

  it("counts a place's jobs in any order and other searches in id order, to the same totals", async () => {
    expect(countOrderFor({ location: "Mysore" })).toBe("any");
    expect(countOrderFor({ location: "  " })).toBe("id");
    expect(countOrderFor({ location: null })).toBe("id");
    const plan = jobRowsPlan(SELECTIONS["a search signed out"]!)!;
    for (const where of FILTERS) {
      const all = await t.prisma.job.count({ where } as never);
      for (const order of ["id", "any"] as const) {
        for (const limit of [1_000, 2]) {
          t.queries.length = 0;
          expect(await jobCountUpTo({ prisma: t.prisma }, where as never, limit, order)).toBe(Math.min(all, limit));
          const page = await newestJobRowsWithTotal({ prisma: t.prisma }, whereSql(where, JOB), 3, plan, limit, order);
          expect(page.total).toBe(Math.min(all, limit));
          expect(t.queries).toHaveLength(2);
          // In any order no statement orders by id; in id order, both counts do.
          const byId = t.queries.filter((sql) => /ORDER BY "(public"\.")?Job"\."id"( ASC)? LIMIT/.test(sql));
          expect(byId, order).toHaveLength(order === "id" ? 2 : 0);
        }
      }
    }
  });

  it("compares the filter's enum columns as the enum, so the page reads an index", () => {
    const enums = getDatamodel().datamodel.models.Job!.fields.filter((field) => field.kind === "enum");
    expect(JOB.enums).toEqual(Object.fromEntries(enums.map((field) => [field.name, field.type])));
    expect(whereSql({ status: "active", category: "horticulture" }, JOB).sql).not.toMatch(/::text/);
  });

  it("leaves to Prisma what it does not read", () => {
    expect(jobRowsPlan({ id: true, _count: { select: { applications: true } } })).toBeNull();
    expect(jobRowsPlan({ id: true, views: true })).toBeNull();
    expect(jobRowsPlan({ employer: { select: { skills: true } } })).toBeNull();
    expect(jobRowsPlan({ employer: { include: { skills: true } } })).toBeNull();
    expect(jobRowsPlan({ applications: { where: { status: "accepted" }, select: { id: true } } })).toBeNull();
    expect(jobRowsPlan({ requiredSkills: { where: { skillId: 1 }, select: { skill: true } } })).toBeNull();
    expect(jobRowsPlan({ requiredSkills: { orderBy: { skillId: "asc" }, select: { skill: true } } })).toBeNull();
    expect(jobRowsPlan(undefined)).toBeNull();
  });
});
