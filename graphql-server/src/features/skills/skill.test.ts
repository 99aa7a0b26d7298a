import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../db/seed/demo-accounts.ts";
import { SkillCategory } from "../../generated/prisma/enums.ts";
import { STARTING_EXPERIENCE, buildSkillTree, skillLevel, skillProgress } from "./progress.ts";
import { type TestApp, createTestApp } from "../../test/app.ts";
import { globalIdOf } from "../../graphql/global-id.ts";
import { SKILL_EXPERIENCE_YEARS } from "../../rules/skills.ts";

const ADD = `
  mutation ($ids: [ID!]!, $level: ProficiencyLevel, $years: Int) {
    addUserSkills(skillIds: $ids, proficiencyLevel: $level, experienceYears: $years) {
      __typename
      ... on ValidationError { message fieldErrors { field message } }
      ... on MutationAddUserSkillsSuccess {
        data { databaseId proficiencyLevel experienceYears experience progress level status skill { databaseId name } }
      }
    }
  }
`;
const SAVE = `
  mutation ($skills: [UserSkillInput!]!) {
    addUserSkills(skills: $skills) {
      __typename
      ... on ValidationError { message fieldErrors { field message } }
      ... on MutationAddUserSkillsSuccess {
        data { proficiencyLevel experienceYears experience skill { databaseId } }
      }
    }
  }
`;
const REMOVE = `
  mutation ($id: ID!) {
    removeUserSkill(skillId: $id) {
      __typename
      ... on Error { message }
      ... on MutationRemoveUserSkillSuccess { data { skill { databaseId } } }
    }
  }
`;

describe("skills (GraphQL)", () => {
  let t: TestApp;
  let seq = 0;
  async function newLaborer() {
    seq += 1;
    const mobileNumber = `70000004${String(seq).padStart(2, "0")}`;
    const user = await t.prisma.user.create({ data: { mobileNumber, userType: "laborer" } });
    return { user, cookie: await t.cookieFor(mobileNumber) };
  }
  const skillId = (id: number) => globalIdOf("Skill", id);

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
  });
  afterAll(() => t.close());

  describe("catalogue", () => {
    it("lists every skill in catalogue order, signed out too", async () => {
      const expected = await t.prisma.skill.findMany({ orderBy: { id: "asc" } });
      const res = await t.graphql(`query { skills { id databaseId name category } }`);
      expect(res.data!.skills.map((s: { databaseId: number }) => s.databaseId)).toEqual(expected.map((s) => s.id));
      expect(res.data!.skills[0]).toMatchObject({ id: skillId(expected[0]!.id), name: expected[0]!.name });
    });

    it("filters by category", async () => {
      const expected = await t.prisma.skill.findMany({ where: { category: "sericulture" }, orderBy: { id: "asc" } });
      expect(expected.length).toBeGreaterThan(0);
      const res = await t.graphql(`query { skills(category: sericulture) { databaseId category } }`);
      expect(res.data!.skills).toEqual(expected.map((s) => ({ databaseId: s.id, category: "sericulture" })));
    });
  });

  describe("a user's skills", () => {
    it("computes progress, level and status from experience", async () => {
      const laborer = await t.prisma.user.findUniqueOrThrow({
        where: { mobileNumber: DEMO_ACCOUNTS.laborer },
        include: { skills: { orderBy: { id: "asc" } } },
      });
      const res = await t.graphql(
        `query { viewer { skills { databaseId experience progress level status } } }`,
        {},
        await t.cookieFor(DEMO_ACCOUNTS.laborer),
      );
      expect(res.data!.viewer.skills).toEqual(
        laborer.skills.map((s) => ({
          databaseId: s.id,
          experience: s.experience,
          progress: skillProgress(s.experience),
          level: skillLevel(s.experience),
          status: s.experience >= 100 ? "MASTERED" : "IN_PROGRESS",
        })),
      );
      expect(new Set(res.data!.viewer.skills.map((s: { status: string }) => s.status))).toEqual(
        new Set(["MASTERED", "IN_PROGRESS"]),
      );
    });
  });

  describe("addUserSkills", () => {
    it("adds skills with the defaults (beginner, 1 year) and returns all the laborer's skills", async () => {
      const { user, cookie } = await newLaborer();
      const [a, b] = await t.prisma.skill.findMany({ take: 2, orderBy: { id: "asc" } });
      const res = await t.graphql(ADD, { ids: [skillId(a!.id), skillId(b!.id)] }, cookie);
      expect(res.data!.addUserSkills.__typename).toBe("MutationAddUserSkillsSuccess");
      expect(res.data!.addUserSkills.data.map((s: { skill: { databaseId: number } }) => s.skill.databaseId)).toEqual([
        a!.id,
        b!.id,
      ]);
      expect(res.data!.addUserSkills.data[0]).toMatchObject({
        proficiencyLevel: "beginner",
        experienceYears: 1,
        experience: STARTING_EXPERIENCE.beginner,
        level: skillLevel(STARTING_EXPERIENCE.beginner),
        status: "IN_PROGRESS",
      });
      expect(await t.prisma.userSkill.count({ where: { userId: user.id } })).toBe(2);
    });

    it("does not duplicate a skill: sending it again updates proficiency and years, and raises experience", async () => {
      const { user, cookie } = await newLaborer();
      const skill = await t.prisma.skill.findFirstOrThrow({ orderBy: { id: "desc" } });
      await t.graphql(ADD, { ids: [skillId(skill.id)] }, cookie);
      const again = await t.graphql(
        ADD,
        { ids: [skillId(skill.id), skillId(skill.id)], level: "expert", years: 7 },
        cookie,
      );
      expect(again.data!.addUserSkills.data).toHaveLength(1);
      expect(again.data!.addUserSkills.data[0]).toMatchObject({
        proficiencyLevel: "expert",
        experienceYears: 7,
        experience: 100,
        status: "MASTERED",
      });

      // Without values, an existing skill is kept as it is; a lower proficiency never lowers experience.
      await t.graphql(ADD, { ids: [skillId(skill.id)] }, cookie);
      await t.graphql(ADD, { ids: [skillId(skill.id)], level: "beginner" }, cookie);
      const row = await t.prisma.userSkill.findUniqueOrThrow({
        where: { userId_skillId: { userId: user.id, skillId: skill.id } },
      });
      expect(row).toMatchObject({ proficiencyLevel: "beginner", experienceYears: 7, experience: 100 });
    });

    it("rejects an id that is not in the catalogue: 'Invalid skill ID' for one id", async () => {
      const { cookie } = await newLaborer();
      const max = (await t.prisma.skill.aggregate({ _max: { id: true } }))._max.id!;
      for (const id of [skillId(max + 1), globalIdOf("User", 1), "not-a-global-id"]) {
        const res = await t.graphql(ADD, { ids: [id] }, cookie);
        expect(res.data!.addUserSkills).toEqual({
          __typename: "ValidationError",
          message: "Invalid skill ID",
          fieldErrors: [{ field: "skillIds", message: "Invalid skill ID" }],
        });
      }
    });

    it("rejects the whole request with 'Invalid skill IDs detected' when several ids are sent and one is bad", async () => {
      const { user, cookie } = await newLaborer();
      const good = await t.prisma.skill.findFirstOrThrow({ orderBy: { id: "asc" } });
      const max = (await t.prisma.skill.aggregate({ _max: { id: true } }))._max.id!;
      const res = await t.graphql(ADD, { ids: [skillId(good.id), skillId(max + 5)] }, cookie);
      expect(res.data!.addUserSkills.message).toBe("Invalid skill IDs detected");
      expect(await t.prisma.userSkill.count({ where: { userId: user.id } })).toBe(0);
    });

    it("validates the list and the years", async () => {
      const { cookie } = await newLaborer();
      const good = await t.prisma.skill.findFirstOrThrow();
      expect((await t.graphql(ADD, { ids: [] }, cookie)).data!.addUserSkills.message).toBe(
        "Please select at least one skill",
      );
      expect((await t.graphql(ADD, { ids: [skillId(good.id)], years: -1 }, cookie)).data!.addUserSkills.message).toBe(
        "Experience years cannot be negative",
      );
    });

    it("stores each skill's own years and level, and a re-save updates them", async () => {
      const { user, cookie } = await newLaborer();
      const [milking, pruning, ploughing] = await t.prisma.skill.findMany({ take: 3, orderBy: { id: "asc" } });
      const res = await t.graphql(
        SAVE,
        {
          skills: [
            { skillId: skillId(milking!.id), experienceYears: 3, proficiencyLevel: "intermediate" },
            { skillId: skillId(pruning!.id), experienceYears: 0, proficiencyLevel: "expert" },
            { skillId: skillId(ploughing!.id) },
          ],
        },
        cookie,
      );
      expect(res.data!.addUserSkills.__typename).toBe("MutationAddUserSkillsSuccess");
      const stored = () =>
        t.prisma.userSkill.findMany({
          where: { userId: user.id },
          orderBy: { skillId: "asc" },
          select: { skillId: true, experienceYears: true, proficiencyLevel: true, experience: true },
        });
      expect(await stored()).toEqual([
        { skillId: milking!.id, experienceYears: 3, proficiencyLevel: "intermediate", experience: 60 },
        { skillId: pruning!.id, experienceYears: 0, proficiencyLevel: "expert", experience: 100 },
        {
          skillId: ploughing!.id,
          experienceYears: SKILL_EXPERIENCE_YEARS.default,
          proficiencyLevel: "beginner",
          experience: 20,
        },
      ]);

      // Re-saving: the values sent replace hers, a skill sent without values keeps its own, nothing is duplicated.
      const again = await t.graphql(
        SAVE,
        {
          skills: [
            { skillId: skillId(milking!.id), experienceYears: SKILL_EXPERIENCE_YEARS.max, proficiencyLevel: "expert" },
            { skillId: skillId(pruning!.id), experienceYears: 5, proficiencyLevel: "beginner" },
            { skillId: skillId(ploughing!.id) },
          ],
        },
        cookie,
      );
      expect(again.data!.addUserSkills.data).toHaveLength(3);
      expect(await stored()).toEqual([
        {
          skillId: milking!.id,
          experienceYears: SKILL_EXPERIENCE_YEARS.max,
          proficiencyLevel: "expert",
          experience: 100,
        },
        { skillId: pruning!.id, experienceYears: 5, proficiencyLevel: "beginner", experience: 100 },
        {
          skillId: ploughing!.id,
          experienceYears: SKILL_EXPERIENCE_YEARS.default,
          proficiencyLevel: "beginner",
          experience: 20,
        },
      ]);
    });

    it("refuses years out of range for any one skill, and stores none of the skills sent", async () => {
      const { user, cookie } = await newLaborer();
      const [a, b] = await t.prisma.skill.findMany({ take: 2, orderBy: { id: "asc" } });
      for (const [years, message] of [
        [SKILL_EXPERIENCE_YEARS.max + 1, "Experience years must be at most 80"],
        [SKILL_EXPERIENCE_YEARS.min - 1, "Experience years cannot be negative"],
      ] as const) {
        const res = await t.graphql(
          SAVE,
          {
            skills: [
              { skillId: skillId(a!.id), experienceYears: 2 },
              { skillId: skillId(b!.id), experienceYears: years },
            ],
          },
          cookie,
        );
        expect(res.data!.addUserSkills).toEqual({
          __typename: "ValidationError",
          message,
          fieldErrors: [{ field: "experienceYears", message }],
        });
      }
      const bad = await t.graphql(SAVE, { skills: [{ skillId: globalIdOf("User", 1), experienceYears: 2 }] }, cookie);
      expect(bad.data!.addUserSkills.fieldErrors).toEqual([{ field: "skillId", message: "Invalid skill ID" }]);
      expect(await t.prisma.userSkill.count({ where: { userId: user.id } })).toBe(0);
    });

    it("refuses years out of range on a skill she has, and keeps hers", async () => {
      const { user, cookie } = await newLaborer();
      const skill = await t.prisma.skill.findFirstOrThrow({ orderBy: { id: "asc" } });
      await t.graphql(SAVE, { skills: [{ skillId: skillId(skill.id), experienceYears: 4 }] }, cookie);
      const res = await t.graphql(
        SAVE,
        { skills: [{ skillId: skillId(skill.id), experienceYears: SKILL_EXPERIENCE_YEARS.max + 1 }] },
        cookie,
      );
      expect(res.data!.addUserSkills.__typename).toBe("ValidationError");
      const row = await t.prisma.userSkill.findFirstOrThrow({ where: { userId: user.id } });
      expect(row.experienceYears).toBe(4);
    });

    it("needs at least one skill in either list", async () => {
      const { cookie } = await newLaborer();
      const res = await t.graphql(`mutation { addUserSkills { __typename ... on Error { message } } }`, {}, cookie);
      expect(res.data!.addUserSkills).toEqual({
        __typename: "ValidationError",
        message: "Please select at least one skill",
      });
    });

    it("answers a request that selects only __typename without failing", async () => {
      const { user, cookie } = await newLaborer();
      const good = await t.prisma.skill.findFirstOrThrow();
      const res = await t.graphql(
        `mutation ($ids: [ID!]!) { addUserSkills(skillIds: $ids) { __typename } }`,
        { ids: [skillId(good.id)] },
        cookie,
      );
      expect(res).toEqual({ data: { addUserSkills: { __typename: "MutationAddUserSkillsSuccess" } } });
      expect(await t.prisma.userSkill.count({ where: { userId: user.id } })).toBe(1);
    });

    it("is for laborers only", async () => {
      const good = await t.prisma.skill.findFirstOrThrow();
      const employer = await t.graphql(ADD, { ids: [skillId(good.id)] }, await t.cookieFor(DEMO_ACCOUNTS.employer));
      expect(employer.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
      const provider = await t.graphql(
        ADD,
        { ids: [skillId(good.id)] },
        await t.cookieFor(DEMO_ACCOUNTS.training_provider),
      );
      expect(provider.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
      const signedOut = await t.graphql(ADD, { ids: [skillId(good.id)] });
      expect(signedOut.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    });
  });

  describe("removeUserSkill", () => {
    it("removes one of the laborer's skills; a skill they do not have is not found", async () => {
      const { user, cookie } = await newLaborer();
      const [a, b] = await t.prisma.skill.findMany({ take: 2, orderBy: { id: "asc" } });
      await t.prisma.userSkill.create({ data: { userId: user.id, skillId: a!.id } });
      const res = await t.graphql(REMOVE, { id: skillId(a!.id) }, cookie);
      expect(res.data!.removeUserSkill).toEqual({ __typename: "MutationRemoveUserSkillSuccess", data: [] });
      expect(await t.prisma.userSkill.count({ where: { userId: user.id } })).toBe(0);
      const missing = await t.graphql(REMOVE, { id: skillId(b!.id) }, cookie);
      expect(missing.data!.removeUserSkill.__typename).toBe("NotFoundError");
    });
  });

  describe("skillTree", () => {
    const TREE = `
      query {
        viewer {
          skillTree {
            overallProgress total unlocked mastered
            categories { category total unlocked mastered progress }
            skills { skill { databaseId } status level progress }
            achievements { key title earned }
          }
        }
      }
    `;

    it("covers the whole catalogue for the viewer, computed as skills/progress.ts does, in a few queries", async () => {
      const laborer = await t.prisma.user.findUniqueOrThrow({
        where: { mobileNumber: DEMO_ACCOUNTS.laborer },
        include: { skills: true },
      });
      const catalogue = await t.prisma.skill.findMany({ orderBy: { id: "asc" } });
      const expected = buildSkillTree(catalogue, laborer.skills, Object.values(SkillCategory));
      const cookie = await t.cookieFor(DEMO_ACCOUNTS.laborer);

      t.queries.length = 0;
      const res = await t.graphql(TREE, {}, cookie);
      // Session user, viewer, catalogue, the user's skills.
      expect(t.queries.length).toBeLessThanOrEqual(4);

      const tree = res.data!.viewer.skillTree;
      expect(tree).toMatchObject({
        overallProgress: expected.overallProgress,
        total: catalogue.length,
        unlocked: laborer.skills.length,
        mastered: expected.mastered,
      });
      expect(tree.categories).toEqual(expected.categories);
      expect(tree.skills).toHaveLength(catalogue.length);
      expect(tree.skills.filter((s: { status: string }) => s.status === "LOCKED")).toHaveLength(
        catalogue.length - laborer.skills.length,
      );
      expect(tree.achievements.map((a: { title: string; earned: boolean }) => [a.title, a.earned])).toEqual(
        expected.achievements.map((a) => [a.title, a.earned]),
      );
      expect(tree.achievements.some((a: { earned: boolean }) => a.earned)).toBe(true);
    });

    it("is only for the user themself", async () => {
      const laborerCookie = await t.cookieFor(DEMO_ACCOUNTS.laborer);
      const id = (await t.graphql(`query { viewer { id } }`, {}, laborerCookie)).data!.viewer.id;
      const other = await t.graphql(
        `query ($id: ID!) { node(id: $id) { ... on User { skillTree { total } } } }`,
        { id },
        await t.cookieFor(DEMO_ACCOUNTS.employer),
      );
      expect(other.errors).toBeUndefined();
      expect(other.data!.node.skillTree).toBeNull();
    });
  });
});
