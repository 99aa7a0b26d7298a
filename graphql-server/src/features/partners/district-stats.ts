// Figures per district for partners: open jobs, their median daily rate, and how many laborers live there
// with each skill. Counts only: no person is named or identified. Two grouped statements answer every
// district at once.
import { Prisma } from "../../generated/prisma/client.ts";
import type { Prisma as PrismaClient } from "../../db/client.ts";
import { PLACE_NAMES } from "../places/index.ts";

export interface DistrictStatsRow {
  state: string;
  district: string;
  openJobs: number;
  /** Median daily rate of the open jobs; null without open jobs. */
  medianDailyRate: number | null;
  laborers: number;
  laborersBySkill: { skillId: number; laborers: number }[];
}

export interface DistrictStatsFilter {
  state?: string | null;
  district?: string | null;
}

/** A district's official name when `name` is an older one (Mysore → Mysuru), else the name itself, trimmed. */
export function officialDistrictName(name: string): string {
  const text = name.trim();
  const group = PLACE_NAMES.find((names) => names.some((one) => one.toLowerCase() === text.toLowerCase()));
  return group?.[0] ?? text;
}

/** Older place names with their official one, for the statements to count Mysore and Mysuru as one district. */
const aliasValues = () =>
  Prisma.join(PLACE_NAMES.flatMap((names) => names.map((name) => Prisma.sql`(${name.toLowerCase()}, ${names[0]!})`)));

/**
 * The rows of `table` ("Job" or "User") with a state and a district, as (state, district) under the
 * district's official name, limited to the filter's state and district (whole names, any case).
 */
function placed(table: "Job" | "User", filter: DistrictStatsFilter, where: Prisma.Sql) {
  const conditions = [where, Prisma.sql`btrim(p."state") <> ''`, Prisma.sql`btrim(p."district") <> ''`];
  if (filter.state?.trim()) conditions.push(Prisma.sql`lower(btrim(p."state")) = ${filter.state.trim().toLowerCase()}`);
  if (filter.district?.trim()) {
    conditions.push(
      Prisma.sql`lower(coalesce(a.official, btrim(p."district"))) = ${officialDistrictName(filter.district).toLowerCase()}`,
    );
  }
  return Prisma.sql`
    SELECT p.*, btrim(p."state") AS "placeState", coalesce(a.official, btrim(p."district")) AS "placeDistrict"
    FROM ${Prisma.raw(`"${table}"`)} p
    LEFT JOIN (VALUES ${aliasValues()}) AS a(name, official) ON a.name = lower(btrim(p."district"))
    WHERE ${Prisma.join(conditions, " AND ")}`;
}

interface JobGroup {
  stateKey: string;
  districtKey: string;
  state: string;
  district: string;
  openJobs: number;
  medianDailyRate: number | null;
}

interface LaborerGroup {
  stateKey: string;
  districtKey: string;
  state: string;
  district: string;
  skillId: number | null;
  /** 1 on a district's total row (every laborer), 0 on a per-skill row. */
  total: number;
  laborers: number;
}

/**
 * Every district with open jobs or laborers (or the filter's only), ordered by state then district.
 * "Open" is status active, as in the app's search. Names are compared without case; a district's
 * shown name is its official one, and otherwise the spelling most of its rows use.
 */
export async function districtStats(prisma: PrismaClient, filter: DistrictStatsFilter): Promise<DistrictStatsRow[]> {
  const [jobGroups, laborerGroups] = await Promise.all([
    prisma.$queryRaw<JobGroup[]>`
      SELECT lower("placeState") AS "stateKey", lower("placeDistrict") AS "districtKey",
             mode() WITHIN GROUP (ORDER BY "placeState") AS state, mode() WITHIN GROUP (ORDER BY "placeDistrict") AS district,
             count(*)::int AS "openJobs", percentile_cont(0.5) WITHIN GROUP (ORDER BY "dailyRate") AS "medianDailyRate"
      FROM (${placed("Job", filter, Prisma.sql`p."status" = 'active'`)}) jobs
      GROUP BY 1, 2`,
    prisma.$queryRaw<LaborerGroup[]>`
      SELECT lower(l."placeState") AS "stateKey", lower(l."placeDistrict") AS "districtKey",
             mode() WITHIN GROUP (ORDER BY l."placeState") AS state, mode() WITHIN GROUP (ORDER BY l."placeDistrict") AS district,
             s."skillId", GROUPING(s."skillId")::int AS total, count(DISTINCT l.id)::int AS laborers
      FROM (${placed("User", filter, Prisma.sql`p."userType" = 'laborer'`)}) l
      LEFT JOIN "UserSkill" s ON s."userId" = l.id
      GROUP BY GROUPING SETS ((1, 2), (1, 2, s."skillId"))`,
  ]);

  const districts = new Map<string, DistrictStatsRow>();
  const entry = (group: { stateKey: string; districtKey: string; state: string; district: string }) => {
    const key = JSON.stringify([group.stateKey, group.districtKey]);
    let row = districts.get(key);
    if (!row) {
      row = {
        state: group.state,
        district: group.district,
        openJobs: 0,
        medianDailyRate: null,
        laborers: 0,
        laborersBySkill: [],
      };
      districts.set(key, row);
    }
    return row;
  };
  for (const group of jobGroups) {
    const row = entry(group);
    // The jobs' spelling of the place wins: jobs are what partners list.
    Object.assign(row, { state: group.state, district: group.district, openJobs: group.openJobs });
    row.medianDailyRate = group.medianDailyRate === null ? null : Number(group.medianDailyRate);
  }
  for (const group of laborerGroups) {
    const row = entry(group);
    if (group.total === 1) row.laborers = group.laborers;
    else if (group.skillId !== null) row.laborersBySkill.push({ skillId: group.skillId, laborers: group.laborers });
  }
  for (const row of districts.values())
    row.laborersBySkill.sort((a, b) => b.laborers - a.laborers || a.skillId - b.skillId);
  return [...districts.values()].sort((a, b) => a.state.localeCompare(b.state) || a.district.localeCompare(b.district));
}
