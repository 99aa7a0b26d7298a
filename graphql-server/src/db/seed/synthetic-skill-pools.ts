import type { JobCategory, SkillCategory } from "../../generated/prisma/enums.ts";
import type { StoredSkill } from "./skill-catalogue.ts";
import { PLANT_PROTECTION_SKILLS } from "./skills.ts";

/** Skill ids grouped the ways synthetic rows pick them. */
export interface SkillPools {
  all: readonly StoredSkill[];
  bySkillCategory: Readonly<Record<SkillCategory, readonly StoredSkill[]>>;
  byJobCategory: Readonly<Record<JobCategory, readonly StoredSkill[]>>;
}

const SKILL_CATEGORIES: readonly SkillCategory[] = [
  "field_activities",
  "animal_husbandry",
  "horticulture",
  "fisheries",
  "sericulture",
];

export function buildSkillPools(skills: readonly StoredSkill[]): SkillPools {
  if (skills.length === 0) throw new Error("The skills catalogue is empty");
  const inCategory = (category: SkillCategory) => {
    const found = skills.filter((s) => s.category === category);
    return found.length > 0 ? found : skills;
  };
  const bySkillCategory = Object.fromEntries(SKILL_CATEGORIES.map((c) => [c, inCategory(c)])) as Record<
    SkillCategory,
    readonly StoredSkill[]
  >;
  const plantProtection = skills.filter((s) => PLANT_PROTECTION_SKILLS.includes(s.name));
  return {
    all: skills,
    bySkillCategory,
    byJobCategory: {
      ...bySkillCategory,
      plant_protection: plantProtection.length > 0 ? plantProtection : bySkillCategory.field_activities,
    },
  };
}
