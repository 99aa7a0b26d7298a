// The skill tree (skill status, progress, levels and achievements), computed in one place.
// Pure functions: the GraphQL layer loads the catalogue and the user's skills and passes them in.

/** Locked (no user-skill record), in progress (progress below 100), mastered (100). */
export type SkillStatus = "locked" | "in_progress" | "mastered";
export type ProficiencyLevel = "beginner" | "intermediate" | "expert";

/** Skill progress is out of 100. */
export const MAX_PROGRESS = 100;
/** One level per 20 percent. */
export const PERCENT_PER_LEVEL = 20;

/**
 * Experience a newly added skill starts with, by the proficiency the user declared (no product
 * rule fixes it; these follow the demo data: beginners around 20, intermediates around 60, experts 100).
 * Declaring a higher proficiency later raises experience to at least this; it never lowers it.
 */
export const STARTING_EXPERIENCE: Record<ProficiencyLevel, number> = {
  beginner: 20,
  intermediate: 60,
  expert: 100,
};

/** Progress in percent: experience as a percentage of 100, capped to 0..100. */
export function skillProgress(experience: number | null | undefined): number {
  if (experience == null || !Number.isFinite(experience)) return 0;
  return Math.min(MAX_PROGRESS, Math.max(0, Math.round(experience)));
}

/** Status of a catalogue skill: locked when the user has no record of it. */
export function skillStatus(experience: number | null | undefined): SkillStatus {
  if (experience == null) return "locked";
  return skillProgress(experience) >= MAX_PROGRESS ? "mastered" : "in_progress";
}

/** Level: 0 when locked, otherwise floor(progress / 20) + 1 (so 1..6). */
export function skillLevel(experience: number | null | undefined): number {
  if (experience == null) return 0;
  return Math.floor(skillProgress(experience) / PERCENT_PER_LEVEL) + 1;
}

export interface CatalogueSkill<C extends string = string> {
  id: number;
  category: C;
}

export interface OwnedSkill {
  skillId: number;
  experience: number;
}

export interface SkillTreeSkill<S> {
  skill: S;
  status: SkillStatus;
  level: number;
  progress: number;
}

export interface SkillTreeCategory<C extends string> {
  category: C;
  /** Catalogue skills in the category. */
  total: number;
  /** Of those, the ones the user has (in progress or mastered). */
  unlocked: number;
  mastered: number;
  /** Average progress over every skill of the category, locked ones counting 0 (percent, whole). */
  progress: number;
}

export type AchievementKey = "quick_learner" | "master" | "versatile" | "expert";

export interface Achievement {
  key: AchievementKey;
  title: string;
  description: string;
  earned: boolean;
}

export interface SkillTree<S, C extends string> {
  /** Average progress over the whole catalogue, locked skills counting 0 (percent, whole). */
  overallProgress: number;
  total: number;
  unlocked: number;
  mastered: number;
  categories: SkillTreeCategory<C>[];
  skills: SkillTreeSkill<S>[];
  achievements: Achievement[];
}

/** The achievement thresholds: Quick Learner, Master, Versatile and Expert. */
export const ACHIEVEMENT_RULES = {
  quickLearnerUnlocked: 5,
  masterMastered: 3,
  versatileCategories: 3,
  expertUnlockedShare: 0.5,
} as const;

const average = (values: number[]): number =>
  values.length === 0 ? 0 : Math.round(values.reduce((sum, v) => sum + v, 0) / values.length);

/**
 * The whole tree for one user: every catalogue skill with status, level and progress, per-category
 * and overall progress, and the achievements. `categoryOrder` fixes the order of categories
 * (every category is listed, even an empty one); skills keep the catalogue's order.
 */
export function buildSkillTree<S extends CatalogueSkill<C>, C extends string>(
  catalogue: readonly S[],
  owned: readonly OwnedSkill[],
  categoryOrder: readonly C[],
): SkillTree<S, C> {
  const experienceBySkill = new Map(owned.map((o) => [o.skillId, o.experience]));
  const skills: SkillTreeSkill<S>[] = catalogue.map((skill) => {
    const experience = experienceBySkill.get(skill.id);
    return {
      skill,
      status: skillStatus(experience),
      level: skillLevel(experience),
      progress: skillProgress(experience),
    };
  });

  const categories = categoryOrder.map((category) => {
    const inCategory = skills.filter((s) => s.skill.category === category);
    return {
      category,
      total: inCategory.length,
      unlocked: inCategory.filter((s) => s.status !== "locked").length,
      mastered: inCategory.filter((s) => s.status === "mastered").length,
      progress: average(inCategory.map((s) => s.progress)),
    };
  });

  const total = skills.length;
  const unlocked = skills.filter((s) => s.status !== "locked").length;
  const mastered = skills.filter((s) => s.status === "mastered").length;
  const categoriesWithUnlocked = categories.filter((c) => c.unlocked > 0).length;

  return {
    overallProgress: average(skills.map((s) => s.progress)),
    total,
    unlocked,
    mastered,
    categories,
    skills,
    achievements: achievements({ total, unlocked, mastered, categoriesWithUnlocked }),
  };
}

/** The four achievements (Quick Learner, Master, Versatile, Expert), with whether each is earned. */
export function achievements(counts: {
  total: number;
  unlocked: number;
  mastered: number;
  categoriesWithUnlocked: number;
}): Achievement[] {
  const r = ACHIEVEMENT_RULES;
  return [
    {
      key: "quick_learner",
      title: "Quick Learner",
      description: `Unlock ${r.quickLearnerUnlocked} or more skills`,
      earned: counts.unlocked >= r.quickLearnerUnlocked,
    },
    {
      key: "master",
      title: "Master",
      description: `Master ${r.masterMastered} or more skills`,
      earned: counts.mastered >= r.masterMastered,
    },
    {
      key: "versatile",
      title: "Versatile",
      description: `Unlock skills in ${r.versatileCategories} or more categories`,
      earned: counts.categoriesWithUnlocked >= r.versatileCategories,
    },
    {
      key: "expert",
      title: "Expert",
      description: `Unlock ${r.expertUnlockedShare * 100}% or more of all skills`,
      earned: counts.total > 0 && counts.unlocked / counts.total >= r.expertUnlockedShare,
    },
  ];
}
