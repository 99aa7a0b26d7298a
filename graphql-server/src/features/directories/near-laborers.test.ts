// Worker search near a farm: laborers within the radius, available ones first and then the nearest, each with
// her distance; a skill named in any language; availability and travel distance set on the profile.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureSkillCatalogue } from "../../db/seed/skill-catalogue.ts";
import { SKILL_CATALOGUE } from "../../db/seed/skills.ts";
import { AVAILABILITY_MESSAGES } from "../../rules/availability.ts";
import { type TestApp, createTestApp } from "../../test/app.ts";

let t: TestApp;
let employerCookie: string;

type RestLaborer = { id: number; firstName: string; available: boolean; travelKm: number; distanceKm: number | null };

const PEOPLE = [
  { mobile: "9000000201", name: "Lakshmi", town: "Maddur", district: "Mandya", available: true, milking: true },
  { mobile: "9000000202", name: "Gowri", town: "Mandya", district: "Mandya", available: false, milking: true },
  { mobile: "9000000203", name: "Savitha", town: "Hubballi", district: "Dharwad", available: true, milking: true },
  { mobile: "9000000204", name: "Manju", town: "Maddur", district: "Mandya", available: true, milking: false },
] as const;

async function patchProfile(cookie: string, body: Record<string, unknown>) {
  return t.request("/api/auth/user", { method: "PATCH", cookie, json: body });
}

async function laborers(query: string): Promise<RestLaborer[]> {
  const response = await t.request(`/api/laborers?${query}`, { cookie: employerCookie });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as RestLaborer[];
}
const names = (list: RestLaborer[]) => list.map((laborer) => laborer.firstName);

beforeAll(async () => {
  t = await createTestApp();
  await ensureSkillCatalogue(t.prisma);
  const milking = await t.prisma.skill.findUniqueOrThrow({ where: { name: "Milking" } });
  await t.prisma.user.create({ data: { mobileNumber: "9000000200", userType: "employer", firstName: "Ravi" } });
  employerCookie = await t.cookieFor("9000000200");
  for (const person of PEOPLE) {
    await t.prisma.user.create({ data: { mobileNumber: person.mobile, userType: "laborer", firstName: person.name } });
    const cookie = await t.cookieFor(person.mobile);
    const saved = await patchProfile(cookie, {
      cityVillage: person.town,
      district: person.district,
      state: "Karnataka",
      available: person.available,
      travelKm: 25,
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    if (person.milking) {
      const added = await t.request("/api/users/skills", {
        method: "POST",
        cookie,
        json: { skillId: milking.id, proficiencyLevel: "expert", experienceYears: 6 },
      });
      expect(added.status, await added.clone().text()).toBe(200);
    }
  }
}, 120_000);
afterAll(() => t.close());

describe("worker search near a place", () => {
  it("finds the Milking laborers within 25 km of Maddur: available first, each with her distance", async () => {
    const found = await laborers("skill=Milking&near=Maddur&radiusKm=25");
    expect(names(found)).toEqual(["Lakshmi", "Gowri"]);
    expect(found.map((laborer) => laborer.available)).toEqual([true, false]);
    expect(found[0]!.distanceKm).toBeLessThan(found[1]!.distanceKm!);
    expect(found[1]!.distanceKm).toBeLessThan(25);
  });

  it("available=true keeps only those available today", async () => {
    expect(names(await laborers("skill=Milking&near=Maddur&available=true"))).toEqual(["Lakshmi"]);
  });

  it("a skill named in Hindi, Kannada or Telugu finds the same laborers", async () => {
    const milking = SKILL_CATALOGUE.find((skill) => skill.name === "Milking")!;
    for (const name of Object.values(milking.localizedNames)) {
      expect(names(await laborers(`skill=${encodeURIComponent(name)}&near=Maddur`)), name).toEqual([
        "Lakshmi",
        "Gowri",
      ]);
    }
  });

  it("a wide radius reaches Hubballi; without a centre, available laborers still come first", async () => {
    expect(names(await laborers("skill=Milking&near=Maddur&radiusKm=100"))).toEqual(["Lakshmi", "Gowri"]);
    const all = await laborers("skill=Milking");
    expect(all.map((laborer) => laborer.available)).toEqual([true, true, false]);
  });
});

describe("availability on the profile", () => {
  it("a laborer sets her availability from a later day: not available today until then", async () => {
    const cookie = await t.cookieFor("9000000204");
    const response = await patchProfile(cookie, { available: true, availableFrom: "2099-01-01", travelKm: 50 });
    expect(response.status).toBe(200);
    const user = (await response.json()) as { available: boolean; availableFrom: string; travelKm: number };
    expect(user).toMatchObject({ available: false, availableFrom: "2099-01-01", travelKm: 50 });
    expect(names(await laborers("near=Maddur&available=true"))).toEqual(["Lakshmi"]);
  });

  it("refuses a travel distance out of range, a bad date, and availability for an employer", async () => {
    const cookie = await t.cookieFor("9000000201");
    for (const [body, field] of [
      [{ travelKm: 500 }, "travelKm"],
      [{ travelKm: "far" }, "travelKm"],
      [{ availableFrom: "next week" }, "availableFrom"],
      [{ available: "yes" }, "available"],
    ] as const) {
      const response = await patchProfile(cookie, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(((await response.json()) as { errors: object }).errors)).toContain(field);
    }
    const employer = await patchProfile(employerCookie, { available: true });
    expect(employer.status).toBe(400);
    expect(((await employer.json()) as { message: string }).message).toBe(AVAILABILITY_MESSAGES.laborersOnly);
  });
});
