// The skills feature's public surface: other features and screens import it from here only.
export { localizedSkillName } from "./localizedSkillName.ts";
export {
  CATEGORY_LABELS,
  categoryLabel,
  SKILL_CATEGORIES,
  type SkillCategoryKey,
  STATUS_LABELS,
  statusLabel,
} from "./skillLabels.ts";
export { useSkillName } from "./useSkillName.ts";
export { useSkillNames } from "./useSkillNames.ts";
export { type SkillWords, skillMatches } from "./skillWords.ts";
