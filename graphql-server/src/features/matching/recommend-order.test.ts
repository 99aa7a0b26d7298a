// Jobs for you are ranked inside the statement that finds them; the order must be compareMatches's
// (rules/matching.ts). Sixty jobs around a laborer, with ties on every key (skills, the kilometre, the wage, the
// employer's rating, none yet), ranked by the statement and by compareMatches over the same facts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureSkillCatalogue } from "../../db/seed/skill-catalogue.ts";
import { compareMatches } from "../../rules/matching.ts";
import { type TestApp, createTestApp } from "../../test/app.ts";
import { idsWithinRadius } from "../places/index.ts";
import { jobsForLaborer } from "./recommend.ts";

const MANDYA = { latitude: 12.52, longitude: 76.9 };
const TRAVEL_KM = 30;

/** A small deterministic generator, so that a failure shows the same jobs again. */
function numbers(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

let t: TestApp;
let laborer: { id: number; latitude: number; longitude: number; travelKm: number };

beforeAll(async () => {
  t = await createTestApp();
  await ensureSkillCatalogue(t.prisma);
  const skills = (await t.prisma.skill.findMany({ take: 4, orderBy: { id: "asc" } })).map((skill) => skill.id);
  const person = await t.prisma.user.create({
    data: { mobileNumber: "9000000401", userType: "laborer", firstName: "Lakshmi", ...MANDYA, travelKm: TRAVEL_KM },
  });
  laborer = { id: person.id, ...MANDYA, travelKm: TRAVEL_KM };
  await t.prisma.userSkill.createMany({
    data: skills.slice(0, 3).map((skillId) => ({ userId: person.id, skillId, proficiencyLevel: "expert" as const })),
  });
  const employers = [];
  for (const [index, rating] of [4.5, 3, null, 4.5].entries()) {
    employers.push(
      await t.prisma.user.create({
        data: { mobileNumber: `900000041${index}`, userType: "employer", firstName: `Employer ${index}`, rating },
      }),
    );
  }
  const random = numbers(29);
  for (let index = 0; index < 60; index++) {
    // A few distances north of her, one beyond her travel distance, so that many jobs tie to the kilometre.
    const km = Math.floor(random() * 6) * 6 + 0.3;
    const job = await t.prisma.job.create({
      data: {
        employerId: employers[Math.floor(random() * employers.length)]!.id,
        title: `Job ${index}`,
        location: "Mandya",
        category: "animal_husbandry",
        dailyRate: [600, 700][Math.floor(random() * 2)]!,
        duration: 5,
        latitude: MANDYA.latitude + km / 111.2,
        longitude: MANDYA.longitude,
      },
    });
    const needed = skills.filter(() => random() < 0.4);
    await t.prisma.jobSkill.createMany({ data: needed.map((skillId) => ({ jobId: job.id, skillId })) });
  }
}, 120_000);
afterAll(() => t.close());

/** The jobs within her reach as compareMatches orders them, with the facts it ordered them by, read apart. */
async function rankedByCompareMatches() {
  const within = await idsWithinRadius(t.prisma, "Job", laborer, laborer.travelKm);
  const hers = new Set(
    (await t.prisma.userSkill.findMany({ where: { userId: laborer.id } })).map((skill) => skill.skillId),
  );
  const jobs = await t.prisma.job.findMany({
    where: { id: { in: [...within.keys()] } },
    select: { id: true, dailyRate: true, employer: { select: { rating: true } }, requiredSkills: true },
  });
  return jobs
    .map((job) => ({
      id: job.id,
      dailyRate: job.dailyRate,
      rating: job.employer?.rating ?? null,
      skillsMatched: job.requiredSkills.filter((skill) => hers.has(skill.skillId)).length,
      distanceKm: within.get(job.id)!,
    }))
    .sort(compareMatches);
}

describe("jobs for you, ranked in the statement", () => {
  it("lists them in compareMatches's order, every one within reach and a page of them", async () => {
    const ranked = await rankedByCompareMatches();
    const all = ranked.map((job) => job.id);
    expect(all.length).toBeGreaterThan(30);
    expect(all.length).toBeLessThan(60);
    // The rating decides somewhere, between a rated employer and one not yet rated.
    const decidedByRating = ranked.some((job, index) => {
      const next = ranked[index + 1];
      return (
        next !== undefined &&
        job.skillsMatched === next.skillsMatched &&
        Math.round(job.distanceKm) === Math.round(next.distanceKm) &&
        job.dailyRate === next.dailyRate &&
        job.rating !== null &&
        next.rating === null
      );
    });
    expect(decidedByRating).toBe(true);
    expect(await jobsForLaborer(t.prisma, laborer, 60)).toEqual(all);
    expect(await jobsForLaborer(t.prisma, laborer, 10)).toEqual(all.slice(0, 10));
  });
});
