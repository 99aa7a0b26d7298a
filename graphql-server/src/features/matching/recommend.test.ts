// Work and workers recommended to each other: a laborer in Maddur with Milking sees the Milking job near her
// first, with its reason and distance; its employer sees her under Suggested workers; nothing beyond reach.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureSkillCatalogue } from "../../db/seed/skill-catalogue.ts";
import { type TestApp, createTestApp } from "../../test/app.ts";

let t: TestApp;
const cookies = new Map<string, string>();
const jobIds = new Map<string, number>();

type RestJob = { id: number; title: string; distanceKm: number; reasons: { skills: string[]; distanceKm: number } };
type RestWorker = { id: number; firstName: string; distanceKm: number; skills: { name: string }[] };

async function get<T>(path: string, who: string): Promise<T> {
  const response = await t.request(path, { cookie: cookies.get(who) });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}

beforeAll(async () => {
  t = await createTestApp();
  await ensureSkillCatalogue(t.prisma);
  const skill = async (name: string) => (await t.prisma.skill.findUniqueOrThrow({ where: { name } })).id;
  const milking = await skill("Milking");
  const people = [
    { key: "ravi", mobile: "9000000301", type: "employer", town: "Mandya", district: "Mandya" },
    { key: "other", mobile: "9000000302", type: "employer", town: "Mandya", district: "Mandya" },
    { key: "lakshmi", mobile: "9000000303", type: "laborer", town: "Maddur", district: "Mandya" },
    { key: "savitha", mobile: "9000000304", type: "laborer", town: "Hubballi", district: "Dharwad" },
    { key: "manju", mobile: "9000000305", type: "laborer", town: "Maddur", district: "Mandya" },
  ] as const;
  for (const person of people) {
    await t.prisma.user.create({
      data: {
        mobileNumber: person.mobile,
        userType: person.type,
        firstName: person.key[0]!.toUpperCase() + person.key.slice(1),
      },
    });
    const cookie = await t.cookieFor(person.mobile);
    cookies.set(person.key, cookie);
    const availability = person.type === "laborer" ? { available: true, travelKm: 25 } : {};
    const saved = await t.request("/api/auth/user", {
      method: "PATCH",
      cookie,
      json: { cityVillage: person.town, district: person.district, state: "Karnataka", ...availability },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
  }
  for (const [who, skills] of [
    ["lakshmi", [milking, await skill("Cattle Feeding")]],
    ["savitha", [milking]],
  ] as const) {
    for (const skillId of skills) {
      const added = await t.request("/api/users/skills", {
        method: "POST",
        cookie: cookies.get(who),
        json: { skillId, proficiencyLevel: "expert", experienceYears: 5 },
      });
      expect(added.status, await added.clone().text()).toBe(200);
    }
  }
  for (const [title, location, district, skills, rate] of [
    ["Milking at Ravi's dairy", "Maddur, Karnataka", "Mandya", [milking], 600],
    ["Paddy harvest", "Mandya, Karnataka", "Mandya", [], 700],
    ["Milking in Hubballi", "Hubballi, Karnataka", "Dharwad", [milking], 900],
  ] as const) {
    const response = await t.request("/api/jobs", {
      method: "POST",
      cookie: cookies.get("ravi"),
      json: {
        title,
        location,
        district,
        state: "Karnataka",
        category: "animal_husbandry",
        dailyRate: rate,
        duration: 10,
        requiredSkillIds: skills,
      },
    });
    expect(response.status, await response.clone().text()).toBe(201);
    jobIds.set(title, ((await response.json()) as { id: number }).id);
  }
}, 120_000);
afterAll(() => t.close());

describe("jobs for you", () => {
  it("within her travel distance: the job needing her skill first, with its reason and distance", async () => {
    const jobs = await get<RestJob[]>("/api/jobs/recommended", "lakshmi");
    expect(jobs.map((job) => job.title)).toEqual(["Milking at Ravi's dairy", "Paddy harvest"]);
    expect(jobs[0]!.reasons).toEqual({ skills: ["Milking"], distanceKm: jobs[0]!.distanceKm });
    expect(jobs[1]!.reasons.skills).toEqual([]);
    expect(jobs[0]!.distanceKm).toBeLessThan(jobs[1]!.distanceKm);
  });

  it("a job she applied to is no longer suggested", async () => {
    const applied = await t.request(`/api/jobs/${jobIds.get("Paddy harvest")}/apply`, {
      method: "POST",
      cookie: cookies.get("manju"),
      json: {},
    });
    expect(applied.status).toBe(201);
    expect((await get<RestJob[]>("/api/jobs/recommended", "manju")).map((job) => job.title)).toEqual([
      "Milking at Ravi's dairy",
    ]);
  });

  it("is for laborers only", async () => {
    const response = await t.request("/api/jobs/recommended", { cookie: cookies.get("ravi") });
    expect(response.status).toBe(403);
  });
});

describe("suggested workers", () => {
  it("the employer sees available laborers with the job's skill within their travel distance", async () => {
    const workers = await get<RestWorker[]>(
      `/api/jobs/${jobIds.get("Milking at Ravi's dairy")}/suggested-workers`,
      "ravi",
    );
    expect(workers.map((worker) => worker.firstName)).toEqual(["Lakshmi"]);
    expect(workers[0]!.distanceKm).toBeLessThan(5);
    expect(workers[0]!.skills.map((skill) => skill.name)).toContain("Milking");
  });

  it("a job needing no skill suggests every available laborer within reach, nearest first", async () => {
    const workers = await get<RestWorker[]>(`/api/jobs/${jobIds.get("Paddy harvest")}/suggested-workers`, "ravi");
    expect(workers.map((worker) => worker.firstName).sort()).toEqual(["Lakshmi", "Manju"]);
  });

  it("nobody else sees a job's suggested workers", async () => {
    const path = `/api/jobs/${jobIds.get("Milking at Ravi's dairy")}/suggested-workers`;
    expect(await get<RestWorker[]>(path, "other")).toEqual([]);
    expect(await get<RestWorker[]>(path, "lakshmi")).toEqual([]);
  });
});

describe("courses for her", () => {
  it("a course of a kind of work she has no skill in, near her, is suggested; one of her own kind is not", async () => {
    const provider = await t.prisma.user.create({
      data: { mobileNumber: "9000000309", userType: "training_provider", firstName: "Kendra" },
    });
    const course = (title: string, skillCategory: "horticulture" | "animal_husbandry") =>
      t.prisma.course.create({
        data: {
          providerId: provider.id,
          title,
          duration: 3,
          cityVillage: "Maddur",
          district: "Mandya",
          state: "Karnataka",
          skillCategory,
          latitude: 12.59,
          longitude: 77.05,
        },
      });
    await course("Mango grafting", "horticulture");
    await course("Dairy hygiene", "animal_husbandry");
    const { data } = await t.graphql<{ recommendedCourses: { title: string }[] }>(
      "{ recommendedCourses { title } }",
      {},
      cookies.get("lakshmi"),
    );
    expect(data!.recommendedCourses.map((found) => found.title)).toEqual(["Mango grafting"]);
  });
});
