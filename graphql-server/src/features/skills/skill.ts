import { z } from "zod";
import { builder } from "../../graphql/builder.ts";
import { NotFoundError, ValidationError } from "../../errors/app-errors.ts";
import { ProficiencyLevel, SkillCategory } from "../../generated/prisma/enums.ts";
import { SKILL_EXPERIENCE_YEARS, SKILL_MESSAGES } from "../../rules/skills.ts";
import { skillLevel, skillProgress, skillStatus } from "./progress.ts";
import { MAX_SKILLS_PER_SAVE, type SentSkill, saveUserSkills } from "./save-user-skills.ts";
import { databaseIdOf } from "../../graphql/global-id.ts";
import { SkillStatusEnum } from "./skill-status.ts";

builder.enumType(SkillCategory, {
  name: "SkillCategory",
  description: "Categories of the skills catalogue.",
});

builder.enumType(ProficiencyLevel, {
  name: "ProficiencyLevel",
  description: "How well a user says they know a skill: beginner, intermediate or expert.",
});

/** A catalogue name in another language, or null when the catalogue has none. */
function nameIn(skill: { localizedNames: unknown }, locale: string): string | null {
  const name = (skill.localizedNames as Record<string, unknown> | null)?.[locale];
  return typeof name === "string" && name.trim() !== "" ? name : null;
}

const SkillNames = builder.objectRef<{ name: string; localizedNames: unknown }>("SkillNames").implement({
  description: "A skill's name in each language KhetSetu speaks.",
  fields: (t) => ({
    en: t.string({ description: "English (always there).", resolve: (skill) => skill.name }),
    hi: t.string({
      nullable: true,
      description: "Hindi; null when the catalogue has no Hindi name.",
      resolve: (skill) => nameIn(skill, "hi"),
    }),
    kn: t.string({
      nullable: true,
      description: "Kannada; null when the catalogue has no Kannada name.",
      resolve: (skill) => nameIn(skill, "kn"),
    }),
    te: t.string({
      nullable: true,
      description: "Telugu; null when the catalogue has no Telugu name.",
      resolve: (skill) => nameIn(skill, "te"),
    }),
  }),
});

export const SkillNode = builder.prismaNode("Skill", {
  description: "An entry of the skills catalogue.",
  id: { field: "id" },
  fields: (t) => ({
    databaseId: t.exposeInt("id", { description: "The plain numeric id (the REST shim's `id`)." }),
    name: t.exposeString("name", { description: "The skill's name in English." }),
    category: t.expose("category", { type: SkillCategory, description: "The skill's category." }),
    description: t.exposeString("description", { nullable: true, description: "What the skill involves." }),
    localizedName: t.string({
      nullable: true,
      description:
        "The skill's name in one language (en, hi, kn or te), if the catalogue has it; null for other codes.",
      args: { locale: t.arg.string({ required: true, description: "Language code: en, hi, kn or te." }) },
      resolve: (skill, { locale }) => (locale === "en" ? skill.name : nameIn(skill, locale)),
    }),
    names: t.field({
      type: SkillNames,
      description: "The skill's name in every language: en, hi, kn and te.",
      select: { name: true, localizedNames: true },
      resolve: (skill) => skill,
    }),
    synonyms: t.exposeStringList("synonyms", {
      description: "Other words people use for the skill, in any of the four languages ('tractor', 'ट्रैक्टर').",
    }),
    nameInRequestLanguage: t.string({
      description:
        "The skill's name in the request's language (X-Language header, else Accept-Language; English by default), " +
        "in English when the catalogue has no name in that language.",
      resolve: (skill, _args, ctx) => (ctx.locale === "en" ? skill.name : (nameIn(skill, ctx.locale) ?? skill.name)),
    }),
  }),
});

builder.prismaNode("UserSkill", {
  description:
    "A skill a user has, with proficiency, experience and the skill-tree progress computed from it. Part of a " +
    "profile: for signed-in viewers only.",
  id: { field: "id" },
  runScopesOnType: true,
  authScopes: { signedIn: true },
  fields: (t) => ({
    databaseId: t.exposeInt("id", { description: "The plain numeric id (the REST shim's `id`)." }),
    skill: t.relation("skill", { description: "The catalogue skill." }),
    proficiencyLevel: t.expose("proficiencyLevel", { type: ProficiencyLevel, description: "Declared proficiency." }),
    experienceYears: t.exposeInt("experienceYears", { description: "Years of experience with the skill." }),
    experience: t.exposeInt("experience", { description: "Experience points towards mastery, 0 to 100." }),
    progress: t.int({
      description: "Progress in percent: experience as a percentage of 100, capped at 100.",
      resolve: (userSkill) => skillProgress(userSkill.experience),
    }),
    level: t.int({
      description: "Skill level: floor(progress / 20) + 1, so 1 to 6 (a locked skill, with no record, is level 0).",
      resolve: (userSkill) => skillLevel(userSkill.experience),
    }),
    status: t.field({
      type: SkillStatusEnum,
      description: "IN_PROGRESS below 100 percent, MASTERED at 100 (a skill the user has is never LOCKED).",
      resolve: (userSkill) => skillStatus(userSkill.experience),
    }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When the user added the skill." }),
  }),
});

builder.queryFields((t) => ({
  skills: t.prismaField({
    type: ["Skill"],
    description: "The skills catalogue, optionally one category only; in catalogue order.",
    args: { category: t.arg({ type: SkillCategory, required: false, description: "Only skills of this category." }) },
    resolve: (query, _root, { category }, ctx) =>
      ctx.prisma.skill.findMany({ ...query, where: category ? { category } : {}, orderBy: { id: "asc" } }),
  }),
}));

/** Years of experience with one skill, as the schema checks it (a missing or null value means "not sent"). */
const experienceYearsRule = z
  .number()
  .int()
  .min(SKILL_EXPERIENCE_YEARS.min, SKILL_MESSAGES.experienceNegative)
  .max(SKILL_EXPERIENCE_YEARS.max, SKILL_MESSAGES.experienceMax)
  .nullish();

const YEARS_RANGE = `${SKILL_EXPERIENCE_YEARS.min} to ${SKILL_EXPERIENCE_YEARS.max}`;

const UserSkillInput = builder.inputType("UserSkillInput", {
  description: "One catalogue skill with the laborer's years of experience and level with it.",
  fields: (t) => ({
    skillId: t.id({ required: true, description: "Global id of the catalogue skill." }),
    experienceYears: t.int({
      description: `Years of experience with this skill, ${YEARS_RANGE}; a new skill without it gets ${SKILL_EXPERIENCE_YEARS.default}.`,
      validate: experienceYearsRule,
    }),
    proficiencyLevel: t.field({
      type: ProficiencyLevel,
      description: "How well she knows it; a new skill without it is beginner.",
    }),
  }),
});

builder.mutationFields((t) => ({
  addUserSkills: t.prismaField({
    type: ["UserSkill"],
    description:
      "Laborers: adds catalogue skills to the signed-in laborer's profile, all or none, each with its own years " +
      "and level (`skills`), or several with the same ones (`skillIds` with `proficiencyLevel` and " +
      `\`experienceYears\`); both lists may be sent, 1 to ${MAX_SKILLS_PER_SAVE} skills in all. A new skill gets its proficiencyLevel ` +
      `(default beginner) and experienceYears (${YEARS_RANGE}, default ${SKILL_EXPERIENCE_YEARS.default}), and starts ` +
      "with the experience of its proficiency (beginner 20, intermediate 60, expert 100). A skill the laborer " +
      "already has is not duplicated: a proficiencyLevel or experienceYears that is sent updates it (experience " +
      "is raised to the proficiency's starting value, never lowered). Any id not in the catalogue fails the whole " +
      "request with 'Invalid skill ID' (one skill sent) or 'Invalid skill IDs detected' (several). Returns all " +
      "the laborer's skills.",
    authScopes: { laborer: true },
    errors: { types: [ValidationError] },
    args: {
      skills: t.arg({
        type: [UserSkillInput],
        required: false,
        description: "Catalogue skills, each with its own years of experience and level.",
        validate: z
          .array(z.unknown())
          .min(1, SKILL_MESSAGES.noneSelected)
          .max(MAX_SKILLS_PER_SAVE, SKILL_MESSAGES.tooMany)
          .nullish(),
      }),
      skillIds: t.arg.idList({
        required: false,
        description:
          "Global ids of catalogue skills that all take the `proficiencyLevel` and `experienceYears` arguments.",
        validate: z
          .array(z.string())
          .min(1, SKILL_MESSAGES.noneSelected)
          .max(MAX_SKILLS_PER_SAVE, SKILL_MESSAGES.tooMany)
          .nullish(),
      }),
      proficiencyLevel: t.arg({
        type: ProficiencyLevel,
        required: false,
        description: "Proficiency for the `skillIds` skills; new skills default to beginner.",
      }),
      experienceYears: t.arg.int({
        required: false,
        description: `Years of experience for the \`skillIds\` skills, ${YEARS_RANGE}; new skills default to ${SKILL_EXPERIENCE_YEARS.default}.`,
        validate: experienceYearsRule,
      }),
    },
    resolve: (query, _root, args, ctx) => {
      const sent: SentSkill[] = [
        ...(args.skillIds ?? []).map((skillId) => ({
          field: "skillIds",
          skillId: String(skillId),
          proficiencyLevel: args.proficiencyLevel ?? undefined,
          experienceYears: args.experienceYears ?? undefined,
        })),
        ...(args.skills ?? []).map((skill) => ({
          field: "skillId",
          skillId: String(skill.skillId),
          proficiencyLevel: skill.proficiencyLevel ?? undefined,
          experienceYears: skill.experienceYears ?? undefined,
        })),
      ];
      const userId = ctx.viewer!.id;
      return saveUserSkills(ctx.prisma, userId, sent, (tx) =>
        tx.userSkill.findMany({ ...query, where: { userId }, orderBy: { id: "asc" } }),
      );
    },
  }),

  removeUserSkill: t.prismaField({
    type: ["UserSkill"],
    description: "Laborers: removes one skill from the signed-in laborer's profile. Returns the skills that remain.",
    authScopes: { laborer: true },
    errors: { types: [NotFoundError] },
    args: { skillId: t.arg.id({ required: true, description: "Global id of the catalogue skill to remove." }) },
    resolve: async (query, _root, args, ctx) => {
      const userId = ctx.viewer!.id;
      const skillId = databaseIdOf("Skill", String(args.skillId));
      if (!skillId) throw new NotFoundError(SKILL_MESSAGES.notInProfile);
      return ctx.prisma.$transaction(async (tx) => {
        const { count } = await tx.userSkill.deleteMany({ where: { userId, skillId } });
        if (count === 0) throw new NotFoundError(SKILL_MESSAGES.notInProfile);
        return tx.userSkill.findMany({ ...query, where: { userId }, orderBy: { id: "asc" } });
      });
    },
  }),
}));
