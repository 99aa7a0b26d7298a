import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../db/seed/demo-accounts.ts";
import { type PartnerClient, partnerClient } from "../../test/partners/partner-test-client.ts";
import { PLACE_NAMES } from "../places/index.ts";
import { PARTNER_MESSAGES } from "../../rules/partner.ts";
import { type TestApp, createTestApp } from "../../test/app.ts";

const STATS = `query ($state: String, $district: String) {
  districtStats(state: $state, district: $district) {
    state district openJobs medianDailyRate laborers
    laborersBySkill { laborers skill { databaseId name } }
  }
}`;

interface Stats {
  state: string;
  district: string;
  openJobs: number;
  medianDailyRate: number | null;
  laborers: number;
  laborersBySkill: { laborers: number; skill: { databaseId: number; name: string } }[];
}

let t: TestApp;
let partner: PartnerClient;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  partner = await partnerClient(t);
  // The same district spelt three ways, in jobs and in profiles.
  const employer = await t.prisma.user.findUniqueOrThrow({ where: { mobileNumber: DEMO_ACCOUNTS.employer } });
  const job = {
    employerId: employer.id,
    title: "Stats job",
    location: "Mysuru",
    category: "field_activities",
    duration: 2,
  } as const;
  await t.prisma.job.createMany({
    data: [
      { ...job, district: "Mysore", state: "Karnataka", dailyRate: 410 },
      { ...job, district: "MYSURU", state: "karnataka", dailyRate: 1000 },
      { ...job, district: "Mysuru", state: "Karnataka", dailyRate: 700, status: "closed" },
      { ...job, district: "", state: "Karnataka", dailyRate: 700 },
    ],
  });
  const [first, second] = await t.prisma.skill.findMany({ orderBy: { id: "asc" }, take: 2 });
  for (const [i, district] of ["Mysore", "mysuru", "Mysuru"].entries()) {
    await t.prisma.user.create({
      data: {
        mobileNumber: `690000000${i}`,
        userType: "laborer",
        firstName: `Stats ${i}`,
        state: "Karnataka",
        district,
        skills: { create: (i === 0 ? [first!, second!] : [first!]).map((skill) => ({ skillId: skill.id })) },
      },
    });
  }
});
afterAll(() => t.close());

const official = (district: string) => {
  const group = PLACE_NAMES.find((names) => names.some((name) => name.toLowerCase() === district.trim().toLowerCase()));
  return (group?.[0] ?? district.trim()).toLowerCase();
};
const keyOf = (state: string, district: string) => `${state.trim().toLowerCase()}|${official(district)}`;

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The figures computed here from the rows, without SQL grouping. */
async function expected() {
  const placed = <T extends { state: string | null; district: string | null }>(rows: T[]) =>
    rows.filter((row) => row.state?.trim() && row.district?.trim());
  const jobs = placed(await t.prisma.job.findMany({ where: { status: "active" } }));
  const laborers = placed(await t.prisma.user.findMany({ where: { userType: "laborer" }, include: { skills: true } }));
  const districts = new Map<
    string,
    { openJobs: number; rates: number[]; laborers: number; bySkill: Map<number, number> }
  >();
  const entry = (key: string) => {
    if (!districts.has(key)) districts.set(key, { openJobs: 0, rates: [], laborers: 0, bySkill: new Map() });
    return districts.get(key)!;
  };
  for (const job of jobs) {
    const row = entry(keyOf(job.state!, job.district!));
    row.openJobs += 1;
    row.rates.push(job.dailyRate);
  }
  for (const laborer of laborers) {
    const row = entry(keyOf(laborer.state!, laborer.district!));
    row.laborers += 1;
    for (const { skillId } of laborer.skills) row.bySkill.set(skillId, (row.bySkill.get(skillId) ?? 0) + 1);
  }
  return districts;
}

describe("districtStats", () => {
  it("needs a partner key", async () => {
    const result = await t.graphql(STATS, {});
    expect(result.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect(result.errors?.[0]?.message).toBe(PARTNER_MESSAGES.partnerOnly);
  });

  it("equals the figures computed from the rows, for every district", async () => {
    const result = await partner.graphql<{ districtStats: Stats[] }>(STATS, {});
    expect(result.errors).toBeUndefined();
    const stats = result.data!.districtStats;
    const want = await expected();
    expect(stats.length).toBe(want.size);
    expect(new Set(stats.map((row) => keyOf(row.state, row.district))).size).toBe(stats.length);
    for (const row of stats) {
      const figures = want.get(keyOf(row.state, row.district))!;
      expect(figures).toBeDefined();
      expect(row.openJobs).toBe(figures.openJobs);
      expect(row.medianDailyRate).toBe(median(figures.rates));
      expect(row.laborers).toBe(figures.laborers);
      const bySkill = Object.fromEntries(row.laborersBySkill.map((one) => [one.skill.databaseId, one.laborers]));
      expect(bySkill).toEqual(Object.fromEntries(figures.bySkill));
    }
    // Some district has both jobs and laborers with skills, so the comparison above compared something.
    expect(stats.some((row) => row.openJobs > 1 && row.laborersBySkill.length > 1)).toBe(true);
  });

  it("counts a place's old and new names and any letter case as one district, shown by its official name", async () => {
    const result = await partner.graphql<{ districtStats: Stats[] }>(STATS, { state: "KARNATAKA", district: "mysore" });
    const stats = result.data!.districtStats;
    expect(stats).toHaveLength(1);
    const [mysuru] = stats;
    expect(mysuru!.district).toBe("Mysuru");
    const want = (await expected()).get(keyOf("Karnataka", "Mysuru"))!;
    expect(mysuru!.openJobs).toBe(want.openJobs);
    expect(mysuru!.laborers).toBe(want.laborers);
    expect(mysuru!.laborers).toBeGreaterThanOrEqual(3);
    expect(mysuru!.medianDailyRate).toBe(median(want.rates));
  });

  it("a state filter keeps that state's districts only", async () => {
    const all = (await partner.graphql<{ districtStats: Stats[] }>(STATS, {})).data!.districtStats;
    const karnataka = (await partner.graphql<{ districtStats: Stats[] }>(STATS, { state: "karnataka" })).data!
      .districtStats;
    expect(karnataka).toEqual(all.filter((row) => row.state.toLowerCase() === "karnataka"));
    expect(karnataka.length).toBeGreaterThan(1);
    expect(
      (await partner.graphql<{ districtStats: Stats[] }>(STATS, { state: "Nowhere" })).data!.districtStats,
    ).toEqual([]);
  });

  it("answers every district with a few statements", async () => {
    t.queries.length = 0;
    const result = await partner.graphql<{ districtStats: Stats[] }>(STATS, {});
    expect(result.data!.districtStats.length).toBeGreaterThan(3);
    // Jobs, laborers by skill, and wages and days of work: one statement each.
    expect(t.queries.filter((sql) => !/partnerkey/i.test(sql)).length).toBeLessThanOrEqual(4);
  });
});
