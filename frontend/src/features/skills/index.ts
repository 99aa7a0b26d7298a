// The skills feature's public surface: other features and screens import it from here only.
export { localizedSkillName } from "./localizedSkillName.ts";
export {
  CATEGORY_LABELS,
  categoryLabel,
  PROFICIENCY_LABELS,
  PROFICIENCY_LEVELS,
  type ProficiencyLevelKey,
  proficiencyLabel,
  SKILL_CATEGORIES,
  type SkillCategoryKey,
  STATUS_LABELS,
  statusLabel,
} from "./skillLabels.ts";
export { EXPERIENCE_YEAR_CHOICES, NEW_SKILL_LEVEL, type SkillLevelChoice } from "./skillLevel.ts";
export { SkillLevelFields } from "./SkillLevelFields.tsx";
export { SkillLevelText } from "./SkillLevelText.tsx";
export { type SkillToSave, useSaveSkills } from "./useSaveSkills.ts";
export { useSkillName } from "./useSkillName.ts";
export { useSkillNames } from "./useSkillNames.ts";
export { type SkillWords, skillMatches } from "./skillWords.ts";
