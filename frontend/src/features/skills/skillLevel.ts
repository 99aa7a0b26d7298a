import { SKILL_EXPERIENCE_YEARS } from "@rules/skills.ts";
import type { ProficiencyLevelKey } from "./skillLabels.ts";

/** A laborer's years of experience and level with one skill, as she chooses them. */
export type SkillLevelChoice = { experienceYears: number; proficiencyLevel: ProficiencyLevelKey };

/** What a skill she ticks starts with: the server's default years, and Learning. */
export const NEW_SKILL_LEVEL: SkillLevelChoice = {
  experienceYears: SKILL_EXPERIENCE_YEARS.default,
  proficiencyLevel: "beginner",
};

/** Every number of years she can choose, lowest first (the server refuses any other). */
export const EXPERIENCE_YEAR_CHOICES: readonly number[] = Array.from(
  { length: SKILL_EXPERIENCE_YEARS.max - SKILL_EXPERIENCE_YEARS.min + 1 },
  (_, i) => SKILL_EXPERIENCE_YEARS.min + i,
);
