import type { PrismaClient } from "../../generated/prisma/client.ts";
import { insertRowsQuery, reserveIds } from "./bulk-insert.ts";
import { Random } from "./random.ts";
import { ensureSkillCatalogue, loadSkills } from "./skill-catalogue.ts";
import { firstFreeSyntheticMobile } from "./synthetic-mobile-numbers.ts";
import { JOB_COLUMNS, JOB_SKILL_COLUMNS, USER_COLUMNS, USER_SKILL_COLUMNS } from "./synthetic-columns.ts";
import { MAX_JOB_SKILLS, jobRows } from "./synthetic-jobs.ts";
import { MAX_LABORER_SKILLS, employerRow, laborerRow, laborerSkillRows } from "./synthetic-people.ts";
import type { EmployerRef } from "./synthetic-row-types.ts";
import { type SkillPools, buildSkillPools } from "./synthetic-skill-pools.ts";

export interface SyntheticProgress {
  /** Rows inserted so far, over every table. */
  inserted: number;
  total: number;
}

export interface SyntheticOptions {
  jobs: number;
  laborers: number;
  /** Defaults to one per 50 laborers or per 100 jobs, whichever is more. */
  employers?: number;
  /** Rows per INSERT statement. */
  batchSize?: number;
  /** Seed of the random generator; by default derived from the run's first mobile number. */
  seed?: number;
  now?: Date;
  onProgress?: (progress: SyntheticProgress) => void;
  /**
   * Run CHECKPOINT after every batch. Needed on PGlite: it has no background checkpointer, and
   * once about half a gigabyte of WAL piles up its forced checkpoint stalls at 100% CPU.
   */
  checkpointAfterBatches?: boolean;
}

export interface SyntheticResult {
  employers: number;
  laborers: number;
  laborerSkills: number;
  jobs: number;
  jobSkills: number;
  /** Every row inserted, over all tables. */
  total: number;
}

export function defaultEmployerCount(jobs: number, laborers: number): number {
  if (jobs === 0 && laborers === 0) return 0;
  return Math.max(1, Math.ceil(laborers / 50), Math.ceil(jobs / 100));
}

function assertCount(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`${name} must be a whole number >= 0, got ${value}`);
}

/** Splits 0..count-1 into [start, end) ranges of at most `size`. */
function* batches(count: number, size: number): Generator<[number, number]> {
  for (let start = 0; start < count; start += size) yield [start, Math.min(count, start + size)];
}

/** Everything the run will insert, decided up front so progress has a known total. */
interface Plan {
  employers: number;
  laborerSkillCounts: Uint8Array;
  jobSkillCounts: Uint8Array;
  total: number;
}

function plan(random: Random, jobs: number, laborers: number, employers: number): Plan {
  const laborerSkillCounts = Uint8Array.from({ length: laborers }, () => random.int(1, MAX_LABORER_SKILLS));
  const jobSkillCounts = Uint8Array.from({ length: jobs }, () =>
    random.weighted([
      [1, 50],
      [2, 35],
      [MAX_JOB_SKILLS, 15],
    ]),
  );
  const sum = (counts: Uint8Array) => counts.reduce((total, n) => total + n, 0);
  return {
    employers,
    laborerSkillCounts,
    jobSkillCounts,
    total: employers + laborers + sum(laborerSkillCounts) + jobs + sum(jobSkillCounts),
  };
}

/** What the batch loops share during one run. */
interface Run {
  prisma: PrismaClient;
  random: Random;
  pools: SkillPools;
  now: Date;
  batchSize: number;
  work: Plan;
  result: SyntheticResult;
  takeMobileNumber: () => string;
  /** Reports progress (and checkpoints when asked) after each batch. */
  afterBatch: () => Promise<void>;
}

async function insertEmployers(run: Run): Promise<EmployerRef[]> {
  const employers: EmployerRef[] = [];
  for (const [start, end] of batches(run.work.employers, run.batchSize)) {
    const ids = await reserveIds(run.prisma, "User", end - start);
    const made = ids.map((id) => employerRow(run.random, id, run.takeMobileNumber(), run.now));
    await insertRowsQuery(
      run.prisma,
      "User",
      USER_COLUMNS,
      made.map((m) => m.row),
    );
    employers.push(...made.map((m) => m.ref));
    run.result.employers += made.length;
    run.result.total += made.length;
    await run.afterBatch();
  }
  return employers;
}

async function insertLaborers(run: Run): Promise<void> {
  const counts = run.work.laborerSkillCounts;
  for (const [start, end] of batches(counts.length, run.batchSize)) {
    const ids = await reserveIds(run.prisma, "User", end - start);
    const users = ids.map((id) => laborerRow(run.random, id, run.takeMobileNumber(), run.now));
    const skills = users.flatMap((user, i) => laborerSkillRows(run.random, run.pools, user, counts[start + i]!));
    await run.prisma.$transaction([
      insertRowsQuery(run.prisma, "User", USER_COLUMNS, users),
      insertRowsQuery(run.prisma, "UserSkill", USER_SKILL_COLUMNS, skills),
    ]);
    run.result.laborers += users.length;
    run.result.laborerSkills += skills.length;
    run.result.total += users.length + skills.length;
    await run.afterBatch();
  }
}

async function insertJobs(run: Run, employers: readonly EmployerRef[]): Promise<void> {
  const counts = run.work.jobSkillCounts;
  for (const [start, end] of batches(counts.length, run.batchSize)) {
    const ids = await reserveIds(run.prisma, "Job", end - start);
    const made = ids.map((id, i) =>
      jobRows(run.random, run.pools, id, run.random.pick(employers), counts[start + i]!, run.now),
    );
    const skills = made.flatMap((m) => m.skills);
    await run.prisma.$transaction([
      insertRowsQuery(
        run.prisma,
        "Job",
        JOB_COLUMNS,
        made.map((m) => m.job),
      ),
      insertRowsQuery(run.prisma, "JobSkill", JOB_SKILL_COLUMNS, skills),
    ]);
    run.result.jobs += made.length;
    run.result.jobSkills += skills.length;
    run.result.total += made.length + skills.length;
    await run.afterBatch();
  }
}

/**
 * Inserts a large synthetic dataset for benchmarks: laborers with skills across India, employers,
 * and jobs with required skills. Rows go in thousands per statement; each batch of parents is
 * inserted together with its skill rows in one transaction. Running it again adds as much again
 * (new mobile numbers continue after the highest synthetic one); do not run two at once. Ends by
 * refreshing the planner's statistics.
 */
export async function seedSynthetic(prisma: PrismaClient, options: SyntheticOptions): Promise<SyntheticResult> {
  const { jobs, laborers, batchSize = 5000, now = new Date(), onProgress } = options;
  const employerCount = options.employers ?? defaultEmployerCount(jobs, laborers);
  assertCount("jobs", jobs);
  assertCount("laborers", laborers);
  assertCount("employers", employerCount);
  if (jobs > 0 && employerCount === 0) throw new Error("Jobs need at least one employer");
  if (!Number.isSafeInteger(batchSize) || batchSize < 1) throw new Error(`batchSize must be >= 1, got ${batchSize}`);

  await ensureSkillCatalogue(prisma);
  const pools = buildSkillPools(await loadSkills(prisma));
  let nextMobile = await firstFreeSyntheticMobile(prisma, employerCount + laborers);
  const random = new Random(options.seed ?? nextMobile % 2 ** 32);
  const work = plan(random, jobs, laborers, employerCount);
  const result: SyntheticResult = { employers: 0, laborers: 0, laborerSkills: 0, jobs: 0, jobSkills: 0, total: 0 };
  const run: Run = {
    prisma,
    random,
    pools,
    now,
    batchSize,
    work,
    result,
    takeMobileNumber: () => String(nextMobile++),
    afterBatch: async () => {
      onProgress?.({ inserted: result.total, total: work.total });
      if (options.checkpointAfterBatches) await prisma.$executeRawUnsafe("CHECKPOINT");
    },
  };
  onProgress?.({ inserted: 0, total: work.total });

  const employers = await insertEmployers(run);
  await insertLaborers(run);
  await insertJobs(run, employers);
  // Fresh planner statistics: without them PostgreSQL picks poor plans for the new rows (job search
  // measured 10-15x slower until autovacuum caught up).
  await prisma.$executeRawUnsafe("ANALYZE");
  return result;
}
