import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestDatabase, createTestDatabase } from "../../test/database.ts";
import { DEMO_ACCOUNTS } from "./demo.ts";
import { demoDataSummary } from "./demo-summary.ts";
import { type SyntheticProgress, defaultEmployerCount, seedSynthetic } from "./synthetic.ts";

const JOBS = 500;
const LABORERS = 300;
/** Smaller than the counts, so every table is written in several batches. */
const BATCH_SIZE = 128;

describe("seedSynthetic", () => {
  let t: TestDatabase;
  const demo = demoDataSummary();
  const employers = defaultEmployerCount(JOBS, LABORERS);

  const countByType = async (userType: "laborer" | "employer") => t.prisma.user.count({ where: { userType } });
  const scalar = async (sql: string) => Number((await t.prisma.$queryRawUnsafe<{ n: bigint }[]>(sql))[0]!.n);

  beforeAll(async () => {
    t = await createTestDatabase({ demo: true });
  });
  afterAll(() => t.close());

  it("inserts the requested laborers, employers and jobs and reports progress up to the total", async () => {
    const progress: SyntheticProgress[] = [];
    const result = await seedSynthetic(t.prisma, {
      jobs: JOBS,
      laborers: LABORERS,
      batchSize: BATCH_SIZE,
      onProgress: (p) => progress.push(p),
    });
    expect(result).toMatchObject({ jobs: JOBS, laborers: LABORERS, employers });
    expect(result.laborerSkills).toBeGreaterThanOrEqual(LABORERS);
    expect(result.laborerSkills).toBeLessThanOrEqual(4 * LABORERS);
    expect(result.jobSkills).toBeGreaterThanOrEqual(JOBS);
    expect(result.total).toBe(employers + LABORERS + result.laborerSkills + JOBS + result.jobSkills);

    expect(await t.prisma.job.count()).toBe(demo.jobs + JOBS);
    expect(await countByType("laborer")).toBe(demo.laborers + LABORERS);
    expect(await countByType("employer")).toBe(demo.employers + employers);
    expect(await t.prisma.userSkill.count()).toBe(demo.laborerSkills + result.laborerSkills);
    expect(await t.prisma.jobSkill.count()).toBe(demo.jobSkills + result.jobSkills);

    expect(progress.length).toBeGreaterThan(2);
    const last = progress[progress.length - 1]!;
    expect(last).toEqual({ inserted: result.total, total: result.total });
    for (let i = 1; i < progress.length; i++) expect(progress[i]!.inserted).toBeGreaterThan(progress[i - 1]!.inserted);
  });

  it("gives every job at least one required skill and every laborer 1 to 4 skills", async () => {
    expect(
      await scalar(
        `SELECT count(*) AS n FROM "Job" j WHERE NOT EXISTS (SELECT 1 FROM "JobSkill" s WHERE s."jobId" = j.id)`,
      ),
    ).toBe(0);
    const perLaborer = await t.prisma.$queryRawUnsafe<{ skills: bigint }[]>(
      `SELECT count(s.id) AS skills FROM "User" u LEFT JOIN "UserSkill" s ON s."userId" = u.id
       WHERE u."userType" = 'laborer' GROUP BY u.id`,
    );
    for (const { skills } of perLaborer) {
      expect(Number(skills)).toBeGreaterThanOrEqual(1);
      expect(Number(skills)).toBeLessThanOrEqual(7);
    }
  });

  it("spreads jobs over categories, states and the past year with realistic rates, mostly active", async () => {
    const jobs = await t.prisma.job.findMany({ where: { employer: { mobileNumber: { startsWith: "6" } } } });
    expect(jobs).toHaveLength(JOBS);
    expect(new Set(jobs.map((j) => j.category)).size).toBe(6);
    expect(new Set(jobs.map((j) => j.state)).size).toBeGreaterThan(5);
    for (const job of jobs) {
      expect(job.dailyRate).toBeGreaterThanOrEqual(300);
      expect(job.dailyRate).toBeLessThanOrEqual(2500);
      expect(job.duration).toBeGreaterThanOrEqual(1);
      expect(job.duration).toBeLessThanOrEqual(120);
      expect(job.title.length).toBeGreaterThan(0);
      if (job.startDate) expect(job.startDate.getUTCHours()).toBe(0);
    }
    const active = jobs.filter((j) => j.status === "active").length;
    expect(active).toBeGreaterThan(JOBS / 2);
    expect(active).toBeLessThan(JOBS);
    const ages = jobs.map((j) => (Date.now() - j.createdAt.getTime()) / 86_400_000);
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ages)).toBeGreaterThan(180);
    expect(Math.max(...ages)).toBeLessThanOrEqual(366);
  });

  it("uses valid mobile numbers apart from the demo accounts", async () => {
    const synthetic = await t.prisma.user.findMany({
      where: { mobileNumber: { startsWith: "6" } },
      select: { mobileNumber: true },
    });
    expect(synthetic).toHaveLength(LABORERS + employers);
    for (const { mobileNumber } of synthetic) expect(mobileNumber).toMatch(/^[6-9]\d{9}$/);
    for (const demoNumber of Object.values(DEMO_ACCOUNTS)) expect(demoNumber.startsWith("6")).toBe(false);
  });

  it("adds the same amounts again on a second run", async () => {
    const result = await seedSynthetic(t.prisma, {
      jobs: JOBS,
      laborers: LABORERS,
      batchSize: BATCH_SIZE,
      checkpointAfterBatches: true,
    });
    expect(result).toMatchObject({ jobs: JOBS, laborers: LABORERS, employers });
    expect(await t.prisma.job.count()).toBe(demo.jobs + 2 * JOBS);
    expect(await countByType("laborer")).toBe(demo.laborers + 2 * LABORERS);
    expect(await countByType("employer")).toBe(demo.employers + 2 * employers);
    expect(await scalar(`SELECT count(DISTINCT "mobileNumber") AS n FROM "User"`)).toBe(await t.prisma.user.count());
  });

  it("rejects negative or fractional counts before writing anything", async () => {
    const before = await t.prisma.job.count();
    await expect(seedSynthetic(t.prisma, { jobs: -1, laborers: 0 })).rejects.toThrow(/jobs/);
    await expect(seedSynthetic(t.prisma, { jobs: 0, laborers: 1.5 })).rejects.toThrow(/laborers/);
    expect(await t.prisma.job.count()).toBe(before);
  });
});
