import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../db/seed/demo-accounts.ts";
import { SKILL_EXPERIENCE_YEARS } from "../../rules/skills.ts";
import { type TestApp, createTestApp } from "../../test/app.ts";

describe("skill REST paths (contract)", () => {
  let t: TestApp;
  let seq = 0;
  async function newLaborer() {
    seq += 1;
    const mobileNumber = `70000006${String(seq).padStart(2, "0")}`;
    const user = await t.prisma.user.create({ data: { mobileNumber, userType: "laborer" } });
    return { user, cookie: await t.cookieFor(mobileNumber) };
  }
  const post = (json: unknown, cookie?: string) => t.request("/api/users/skills", { method: "POST", json, cookie });

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
  });
  afterAll(() => t.close());

  describe("GET /api/skills", () => {
    it("returns the catalogue as {id, name, category}, signed out too", async () => {
      const expected = await t.prisma.skill.findMany({
        orderBy: { id: "asc" },
        select: { id: true, name: true, category: true },
      });
      const res = await t.request("/api/skills");
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual(expected);
    });

    it("filters by ?category=", async () => {
      const expected = await t.prisma.skill.findMany({
        where: { category: "fisheries" },
        orderBy: { id: "asc" },
        select: { id: true },
      });
      const res = await t.request("/api/skills?category=fisheries");
      const body = await res.json();
      expect(body.map((s: { id: number }) => s.id)).toEqual(expected.map((s) => s.id));
      expect(body.every((s: { category: string }) => s.category === "fisheries")).toBe(true);
    });

    it("answers 400 for an unknown category", async () => {
      const res = await t.request("/api/skills?category=poultry");
      expect(res.status).toBe(400);
      expect((await res.json()).errors).toHaveProperty("category");
    });
  });

  describe("GET /api/users/skills", () => {
    it("lists the signed-in user's skills with skillId, experience and the nested skill", async () => {
      const laborer = await t.prisma.user.findUniqueOrThrow({
        where: { mobileNumber: DEMO_ACCOUNTS.laborer },
        include: { skills: { include: { skill: true }, orderBy: { id: "asc" } } },
      });
      const res = await t.request("/api/users/skills", { cookie: await t.cookieFor(DEMO_ACCOUNTS.laborer) });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual(
        laborer.skills.map((s) => ({
          id: s.id,
          skillId: s.skillId,
          proficiencyLevel: s.proficiencyLevel,
          experienceYears: s.experienceYears,
          experience: s.experience,
          skill: { id: s.skill.id, name: s.skill.name, category: s.skill.category },
        })),
      );
    });

    it("is 401 when signed out", async () => {
      const res = await t.request("/api/users/skills");
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: "Unauthorized" });
    });
  });

  describe("POST /api/users/skills", () => {
    it("adds one skill with the client's values and returns it; sending it again does not duplicate it", async () => {
      const { user, cookie } = await newLaborer();
      const skill = await t.prisma.skill.findFirstOrThrow({ orderBy: { id: "asc" } });
      const res = await post({ skillId: skill.id, proficiencyLevel: "beginner", experienceYears: 1 }, cookie);
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body).toMatchObject({
        skillId: skill.id,
        proficiencyLevel: "beginner",
        experienceYears: 1,
        skill: { id: skill.id, name: skill.name, category: skill.category },
      });
      const again = await post(
        { skillId: String(skill.id), proficiencyLevel: "intermediate", experienceYears: 3 },
        cookie,
      );
      expect(await again.json()).toMatchObject({ id: body.id, proficiencyLevel: "intermediate", experienceYears: 3 });
      expect(await t.prisma.userSkill.count({ where: { userId: user.id } })).toBe(1);
    });

    it("answers 400 'Invalid skill ID' for an id not in the catalogue", async () => {
      const { user, cookie } = await newLaborer();
      const max = (await t.prisma.skill.aggregate({ _max: { id: true } }))._max.id!;
      for (const skillId of [max + 1, "abc", null]) {
        const res = await post({ skillId, proficiencyLevel: "beginner", experienceYears: 1 }, cookie);
        expect(res.status).toBe(400);
        expect(await res.json()).toEqual({ message: "Invalid skill ID", errors: { skillId: "Invalid skill ID" } });
      }
      const badLevel = await post({ skillId: max, proficiencyLevel: "guru" }, cookie);
      expect(badLevel.status).toBe(400);
      expect(await t.prisma.userSkill.count({ where: { userId: user.id } })).toBe(0);
    });

    it("answers 400 for years of experience out of range or not a whole number, and keeps what she had", async () => {
      const { user, cookie } = await newLaborer();
      const skill = await t.prisma.skill.findFirstOrThrow({ orderBy: { id: "asc" } });
      expect((await post({ skillId: skill.id, proficiencyLevel: "expert", experienceYears: 6 }, cookie)).status).toBe(
        200,
      );
      const tooMany = await post({ skillId: skill.id, experienceYears: SKILL_EXPERIENCE_YEARS.max + 1 }, cookie);
      expect(tooMany.status).toBe(400);
      expect(await tooMany.json()).toEqual({
        message: "Experience years must be at most 80",
        errors: { experienceYears: "Experience years must be at most 80" },
      });
      const negative = await post({ skillId: skill.id, experienceYears: "-1" }, cookie);
      expect(negative.status).toBe(400);
      expect((await negative.json()).errors).toEqual({ experienceYears: "Experience years cannot be negative" });
      const fraction = await post({ skillId: skill.id, experienceYears: 2.5 }, cookie);
      expect(fraction.status).toBe(400);
      expect((await fraction.json()).errors).toHaveProperty("experienceYears");
      expect(await t.prisma.userSkill.findFirstOrThrow({ where: { userId: user.id } })).toMatchObject({
        proficiencyLevel: "expert",
        experienceYears: 6,
      });
    });

    it("is 403 for employers and 401 when signed out", async () => {
      const skill = await t.prisma.skill.findFirstOrThrow();
      const employer = await post({ skillId: skill.id }, await t.cookieFor(DEMO_ACCOUNTS.employer));
      expect(employer.status).toBe(403);
      const signedOut = await post({ skillId: skill.id });
      expect(signedOut.status).toBe(401);
      expect(await signedOut.json()).toEqual({ message: "Unauthorized" });
    });
  });
});
