// The viewer's skill tree (the /skill-tree screen): every catalogue skill with status, level and
// progress, per-category and overall progress, and achievements. Computed by skills/progress.ts
// from two queries: the catalogue and the user's skills.
import type { Skill } from "../../generated/prisma/client.ts";
import { builder } from "../../graphql/builder.ts";
import { SkillCategory } from "../../generated/prisma/enums.ts";
import {
  type Achievement,
  type AchievementKey,
  type SkillTree,
  type SkillTreeCategory,
  type SkillTreeSkill,
  buildSkillTree,
} from "./progress.ts";
import { SkillNode } from "./skill.ts";
import { SkillStatusEnum } from "./skill-status.ts";

const AchievementKeyEnum = builder.enumType("SkillAchievementKey", {
  description: "The skill-tree achievements.",
  values: {
    QUICK_LEARNER: { value: "quick_learner" as AchievementKey, description: "5 or more unlocked skills." },
    MASTER: { value: "master" as AchievementKey, description: "3 or more mastered skills." },
    VERSATILE: { value: "versatile" as AchievementKey, description: "Unlocked skills in 3 or more categories." },
    EXPERT: { value: "expert" as AchievementKey, description: "50 percent or more of the catalogue unlocked." },
  } as const,
});

const CategoryRef = builder.objectRef<SkillTreeCategory<SkillCategory>>("SkillTreeCategory").implement({
  description: "Progress in one skill category.",
  fields: (t) => ({
    category: t.expose("category", { type: SkillCategory, description: "The category." }),
    total: t.exposeInt("total", { description: "Catalogue skills in the category." }),
    unlocked: t.exposeInt("unlocked", { description: "Of those, the ones the user has." }),
    mastered: t.exposeInt("mastered", { description: "Of those, the ones at 100 percent." }),
    progress: t.exposeInt("progress", {
      description: "Average progress of the category's skills in percent (locked skills count 0).",
    }),
  }),
});

const TreeSkillRef = builder.objectRef<SkillTreeSkill<Skill>>("SkillTreeSkill").implement({
  description: "One catalogue skill in the tree, locked or not.",
  fields: (t) => ({
    skill: t.field({ type: SkillNode, description: "The catalogue skill.", resolve: (node) => node.skill }),
    status: t.expose("status", { type: SkillStatusEnum, description: "Locked, in progress or mastered." }),
    level: t.exposeInt("level", { description: "0 when locked, otherwise floor(progress / 20) + 1." }),
    progress: t.exposeInt("progress", { description: "Progress in percent, 0 to 100 (0 when locked)." }),
  }),
});

const AchievementRef = builder.objectRef<Achievement>("SkillAchievement").implement({
  description: "A skill-tree achievement and whether the user has earned it.",
  fields: (t) => ({
    key: t.expose("key", { type: AchievementKeyEnum, description: "Which achievement." }),
    title: t.exposeString("title", { description: "Its name in English, e.g. 'Quick Learner'." }),
    description: t.exposeString("description", { description: "What earns it, in English." }),
    earned: t.exposeBoolean("earned", { description: "Whether the user has earned it." }),
  }),
});

const SkillTreeRef = builder.objectRef<SkillTree<Skill, SkillCategory>>("SkillTree").implement({
  description:
    "A user's skill tree. Progress figures are averages of per-skill progress over the whole catalogue (or " +
    "category), locked skills counting 0, rounded to whole percent.",
  fields: (t) => ({
    overallProgress: t.exposeInt("overallProgress", {
      description: "Average progress over the whole catalogue, in percent.",
    }),
    total: t.exposeInt("total", { description: "Skills in the catalogue." }),
    unlocked: t.exposeInt("unlocked", { description: "Catalogue skills the user has." }),
    mastered: t.exposeInt("mastered", { description: "Skills at 100 percent." }),
    categories: t.field({
      type: [CategoryRef],
      description: "Every category, in catalogue order.",
      resolve: (tree) => tree.categories,
    }),
    skills: t.field({
      type: [TreeSkillRef],
      description: "Every catalogue skill, in catalogue order.",
      resolve: (tree) => tree.skills,
    }),
    achievements: t.field({
      type: [AchievementRef],
      description: "The four achievements, earned or not.",
      resolve: (tree) => tree.achievements,
    }),
  }),
});

builder.prismaObjectFields("User", (t) => ({
  skillTree: t.field({
    type: SkillTreeRef,
    nullable: true,
    description: "The user's skill tree; only the user themself sees it (null for everyone else).",
    authScopes: (user, _args, ctx) => ctx.viewer?.id === user.id,
    unauthorizedResolver: () => null,
    resolve: async (user, _args, ctx) => {
      const [catalogue, owned] = await Promise.all([
        ctx.prisma.skill.findMany({ orderBy: { id: "asc" } }),
        ctx.prisma.userSkill.findMany({ where: { userId: user.id }, select: { skillId: true, experience: true } }),
      ]);
      return buildSkillTree(catalogue, owned, Object.values(SkillCategory));
    },
  }),
}));
