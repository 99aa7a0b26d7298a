import type { JobCategory, JobStatus } from "../../generated/prisma/enums.ts";
import type { Random } from "./random.ts";
import { WORKING_HOURS, jobDescription, jobTitle } from "./synthetic-job-text.ts";
import { STATE_WEIGHTS } from "./synthetic-places.ts";
import type { EmployerRef, JobRow, JobSkillRow } from "./synthetic-row-types.ts";
import type { SkillPools } from "./synthetic-skill-pools.ts";
import { DAY_MS, createdWithinYear } from "./synthetic-time.ts";

const MIN_RATE = 300;
const MAX_RATE = 2500;
/** Most required skills of a synthetic job. */
export const MAX_JOB_SKILLS = 3;

const JOB_CATEGORY_WEIGHTS: readonly (readonly [JobCategory, number])[] = [
  ["field_activities", 35],
  ["horticulture", 20],
  ["animal_husbandry", 15],
  ["plant_protection", 12],
  ["fisheries", 9],
  ["sericulture", 9],
];

/** Typical daily wage band (rupees) per job category. */
const RATE_BANDS: Readonly<Record<JobCategory, readonly [number, number]>> = {
  field_activities: [350, 900],
  animal_husbandry: [350, 800],
  horticulture: [400, 1200],
  fisheries: [450, 1000],
  sericulture: [350, 800],
  plant_protection: [450, 1100],
};

/** A time within the last year, more often recent than old. */

function dailyRate(random: Random, category: JobCategory): number {
  const [low, high] = RATE_BANDS[category];
  // A few skilled or supervisory postings pay far above the band.
  const raw = random.chance(0.05) ? random.int(high, MAX_RATE) : random.int(low, high);
  return Math.min(MAX_RATE, Math.max(MIN_RATE, Math.round(raw / 10) * 10));
}

function durationDays(random: Random): number {
  const band = random.weighted<readonly [number, number]>([
    [[1, 7], 35],
    [[8, 30], 40],
    [[31, 120], 25],
  ]);
  return random.int(band[0], band[1]);
}

function startDate(random: Random, createdAt: Date): Date | null {
  if (random.chance(0.15)) return null;
  const day = Math.floor(createdAt.getTime() / DAY_MS) + random.int(0, 21);
  return new Date(day * DAY_MS);
}

export function jobRows(
  random: Random,
  pools: SkillPools,
  id: number,
  employer: EmployerRef,
  skillCount: number,
  now: Date,
): { job: JobRow; skills: JobSkillRow[] } {
  const category = random.weighted(JOB_CATEGORY_WEIGHTS);
  const skills = random.sample(pools.byJobCategory[category], skillCount);
  const state = random.chance(0.8) ? employer.state : random.weighted(STATE_WEIGHTS);
  const where = random.pick(state.places);
  const createdAt = createdWithinYear(random, now);
  const ageDays = (now.getTime() - createdAt.getTime()) / DAY_MS;
  const status: JobStatus = random.chance(ageDays > 120 ? 0.35 : 0.05) ? "closed" : "active";
  const isUrgent = random.chance(0.1);
  const duration = durationDays(random);
  const workersNeeded = random.weighted<readonly [number, number]>([
    [[1, 3], 45],
    [[4, 10], 35],
    [[11, 30], 20],
  ]);
  const workers = random.int(workersNeeded[0], workersNeeded[1]);
  const perks = {
    mealsProvided: random.chance(0.45),
    accommodationProvided: random.chance(0.25),
    equipmentProvided: random.chance(0.3),
    transportationProvided: random.chance(0.25),
  };
  const mainSkill = skills[0]!.name;
  return {
    job: {
      id,
      employerId: employer.id,
      title: jobTitle(random, mainSkill, where.village, duration, isUrgent),
      description: jobDescription(mainSkill, where.village, where.district, workers, perks),
      location: `${where.village}, ${state.state}`,
      district: where.district,
      state: state.state,
      category,
      dailyRate: dailyRate(random, category),
      isRateNegotiable: random.chance(0.4),
      ...perks,
      duration,
      startDate: startDate(random, createdAt),
      workersNeeded: workers,
      workingHours: random.pick(WORKING_HOURS),
      isUrgent,
      status,
      viewsCount: random.int(0, 40 + Math.round(ageDays * 2)),
      createdAt,
      updatedAt: createdAt,
    },
    skills: skills.map((skill) => ({ jobId: id, skillId: skill.id })),
  };
}
