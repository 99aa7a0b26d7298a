// Work and workers recommended to each other: jobs within a laborer's travel distance, and available laborers
// with a job's skills who would travel that far; each list ranked by compareMatches (rules/matching.ts).
import { Prisma, type PrismaClient } from "../../generated/prisma/client.ts";
import { todayInIndia } from "../../i18n/india-date.ts";
import { type Coordinates, distanceKm } from "../../rules/distance.ts";
import { MAX_RADIUS_KM } from "../../rules/distance.ts";
import { RECOMMENDATIONS_MAX, compareMatches } from "../../rules/matching.ts";
import { idsWithinRadius, readNear, rowsWithinRadius } from "../places/index.ts";
import { notBlockedWith, notBlockedWithSql } from "../moderation/index.ts";

type Db = Pick<PrismaClient, "$queryRaw" | "$executeRaw" | "$transaction" | "job" | "user" | "userSkill">;

export interface Laborer extends Coordinates {
  id: number;
  travelKm: number;
}

/**
 * Jobs for a laborer: open, within her travel distance, not her own, not applied to and not of anyone blocked
 * either way; best first, in compareMatches's order (rules/matching.ts), ranked inside the one statement that
 * finds the candidates (up to NEAR_CANDIDATES_MAX), so only the page's ids come back.
 */
export async function jobsForLaborer(db: Db, laborer: Laborer, limit = RECOMMENDATIONS_MAX): Promise<number[]> {
  const rows = await readNear<{ id: number }>(
    db,
    Prisma.sql`
    SELECT j."id",
      (SELECT count(*)::int FROM "JobSkill" js
        WHERE js."jobId" = j."id"
          AND js."skillId" IN (SELECT us."skillId" FROM "UserSkill" us WHERE us."userId" = ${laborer.id})
      ) AS "skillsMatched"
    FROM (${rowsWithinRadius("Job", laborer, laborer.travelKm)}) near
    JOIN "Job" j ON j."id" = near."id"
    LEFT JOIN "User" e ON e."id" = j."employerId"
    WHERE j."employerId" IS DISTINCT FROM ${laborer.id}
      AND NOT EXISTS (SELECT 1 FROM "Application" a WHERE a."jobId" = j."id" AND a."laborerId" = ${laborer.id})
      AND ${notBlockedWithSql(Prisma.sql`j."employerId"`, laborer.id)}
    -- compareMatches: more skills matched, nearer (to the kilometre, as Math.round), higher wage, better rated
    -- (not yet rated last), then the id.
    ORDER BY "skillsMatched" DESC, floor(near."metres" / 1000 + 0.5), j."dailyRate" DESC,
      COALESCE(e."rating", -1) DESC, j."id"
    LIMIT ${limit}`,
  );
  return rows.map((row) => row.id);
}

/**
 * Workers for a job: laborers available today who have at least one of its required skills (any laborer
 * when it requires none) and whose travel distance reaches the work site; best first. Never its employer, nor
 * anyone the employer blocked or who blocked the employer.
 */
export async function workersForJob(
  db: Db,
  job: Coordinates & { id: number; employerId: number | null; skillIds: readonly number[] },
  limit = RECOMMENDATIONS_MAX,
): Promise<number[]> {
  const within = await idsWithinRadius(db, "User", job, MAX_RADIUS_KM);
  if (within.size === 0) return [];
  const today = todayInIndia();
  const people = await db.user.findMany({
    where: {
      id: { in: [...within.keys()], ...(job.employerId !== null && { not: job.employerId }) },
      firstName: { not: null },
      available: true,
      OR: [{ availableFrom: null }, { availableFrom: { lte: today } }],
      ...(job.skillIds.length > 0 && { skills: { some: { skillId: { in: [...job.skillIds] } } } }),
      ...notBlockedWith(job.employerId),
    },
    select: {
      id: true,
      travelKm: true,
      latitude: true,
      longitude: true,
      rating: true,
      skills: { select: { skillId: true } },
    },
  });
  const needed = new Set(job.skillIds);
  return people
    .map((person) => ({
      id: person.id,
      travelKm: person.travelKm,
      skillsMatched: person.skills.filter((skill) => needed.has(skill.skillId)).length,
      distanceKm: distanceKm(job, { latitude: person.latitude!, longitude: person.longitude! }),
      rating: person.rating,
    }))
    .filter((person) => person.distanceKm <= person.travelKm)
    .sort(compareMatches)
    .slice(0, limit)
    .map((person) => person.id);
}

/**
 * Courses for a laborer: active courses of a kind of work she has no skill in yet, online or held within her
 * travel distance; those nearby first (nearest first), then online ones, newest first.
 */
export async function coursesForLaborer(
  db: Db & Pick<PrismaClient, "course">,
  laborer: Laborer,
  limit = RECOMMENDATIONS_MAX,
): Promise<number[]> {
  const [within, skills] = await Promise.all([
    idsWithinRadius(db, "Course", laborer, laborer.travelKm),
    db.userSkill.findMany({ where: { userId: laborer.id }, select: { skill: { select: { category: true } } } }),
  ]);
  const hers = [...new Set(skills.map((skill) => skill.skill.category))];
  const courses = await db.course.findMany({
    where: {
      status: "active",
      providerId: { not: laborer.id },
      skillCategory: { not: null, ...(hers.length > 0 && { notIn: hers }) },
      OR: [{ isOnline: true }, { id: { in: [...within.keys()] } }],
      enrollments: { none: { laborerId: laborer.id } },
    },
    select: { id: true, createdAt: true },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 200,
  });
  const place = (id: number) => within.get(id) ?? Number.POSITIVE_INFINITY;
  return courses
    .sort((a, b) => place(a.id) - place(b.id) || b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
    .slice(0, limit)
    .map((course) => course.id);
}
