// Figures per district for partners: open jobs, their median daily rate, and how many laborers live there
// with each skill. Counts only: no person is named or identified. Two grouped statements answer every
// district at once.
import { Prisma } from "../../generated/prisma/client.ts";
import type { Prisma as PrismaClient } from "../../db/client.ts";
import { PLACE_NAMES } from "../places/index.ts";
import { AUTO_CONFIRM_DAYS, DISTRICT_STATS_MIN_LABORERS } from "../../rules/wages.ts";

export interface DistrictStatsRow {
  state: string;
  district: string;
  openJobs: number;
  /** Median daily rate of the open jobs; null without open jobs. */
  medianDailyRate: number | null;
  laborers: number;
  laborersBySkill: { skillId: number; laborers: number }[];
  /**
   * The median daily wage actually paid to the district's laborers, in rupees: per hire, what was paid for its
   * counted days (at most what they were due) over those days. Null unless DISTRICT_STATS_MIN_LABORERS contribute.
   */
  medianDailyWagePaid: number | null;
  /** The median days of counted work per laborer per month with any; null unless enough laborers contribute. */
  medianDaysWorkedPerMonth: number | null;
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

interface WageGroup {
  stateKey: string;
  districtKey: string;
  wageLaborers: number | null;
  wageMedian: number | string | null;
  workLaborers: number | null;
  workMedian: number | string | null;
}

const roundTwo = (value: number | string | null) => (value === null ? null : Math.round(Number(value) * 100) / 100);

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
export async function districtStats(
  prisma: PrismaClient,
  filter: DistrictStatsFilter,
  now: Date = new Date(),
): Promise<DistrictStatsRow[]> {
  // A day counts once confirmed, or marked and left alone AUTO_CONFIRM_DAYS.
  const cutoff = new Date(now.getTime() - AUTO_CONFIRM_DAYS * 86_400_000);
  const counted = Prisma.sql`
    SELECT a.id AS app, a."laborerId", a."requestedRate", w.date, w.halves
    FROM "WorkDay" w JOIN "Application" a ON a.id = w."applicationId"
    WHERE a.status = 'accepted' AND (w.status = 'confirmed' OR (w.status = 'marked' AND w."markedAt" <= ${cutoff}))`;
  const [jobGroups, laborerGroups, wageGroups] = await Promise.all([
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
    prisma.$queryRaw<WageGroup[]>`
      WITH days AS (${counted}),
      hires AS (
        SELECT d.app, d."laborerId", sum(d.halves) AS halves, max(d."requestedRate") * 100 AS rate,
               (SELECT coalesce(sum(p."amountPaise"), 0) FROM "WagePayment" p WHERE p."applicationId" = d.app) AS paid
        FROM days d GROUP BY d.app, d."laborerId"),
      months AS (SELECT "laborerId", sum(halves) / 2.0 AS days FROM days GROUP BY "laborerId", date_trunc('month', date)),
      people AS (${placed("User", filter, Prisma.sql`p."userType" = 'laborer'`)}),
      wages AS (
        SELECT lower(l."placeState") AS "stateKey", lower(l."placeDistrict") AS "districtKey",
               count(DISTINCT l.id)::int AS laborers,
               percentile_cont(0.5) WITHIN GROUP (ORDER BY least(h.paid, h.halves * h.rate / 2) / (h.halves / 2.0) / 100) AS median
        FROM hires h JOIN people l ON l.id = h."laborerId" WHERE h.paid > 0 GROUP BY 1, 2),
      work AS (
        SELECT lower(l."placeState") AS "stateKey", lower(l."placeDistrict") AS "districtKey",
               count(DISTINCT l.id)::int AS laborers, percentile_cont(0.5) WITHIN GROUP (ORDER BY m.days) AS median
        FROM months m JOIN people l ON l.id = m."laborerId" GROUP BY 1, 2)
      SELECT coalesce(w."stateKey", k."stateKey") AS "stateKey", coalesce(w."districtKey", k."districtKey") AS "districtKey",
             w.laborers AS "wageLaborers", w.median AS "wageMedian", k.laborers AS "workLaborers", k.median AS "workMedian"
      FROM wages w FULL JOIN work k ON k."stateKey" = w."stateKey" AND k."districtKey" = w."districtKey"`,
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
        medianDailyWagePaid: null,
        medianDaysWorkedPerMonth: null,
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
  for (const group of wageGroups) {
    const row = districts.get(JSON.stringify([group.stateKey, group.districtKey]));
    if (!row) continue;
    if ((group.wageLaborers ?? 0) >= DISTRICT_STATS_MIN_LABORERS) row.medianDailyWagePaid = roundTwo(group.wageMedian);
    if ((group.workLaborers ?? 0) >= DISTRICT_STATS_MIN_LABORERS)
      row.medianDaysWorkedPerMonth = roundTwo(group.workMedian);
  }
  for (const row of districts.values())
    row.laborersBySkill.sort((a, b) => b.laborers - a.laborers || a.skillId - b.skillId);
  return [...districts.values()].sort((a, b) => a.state.localeCompare(b.state) || a.district.localeCompare(b.district));
}
