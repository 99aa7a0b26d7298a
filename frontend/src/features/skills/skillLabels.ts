import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";

/** The skill categories of the catalogue, in catalogue order, with their display names. */
export const SKILL_CATEGORIES = [
  "field_activities",
  "animal_husbandry",
  "horticulture",
  "fisheries",
  "sericulture",
  "machinery",
  "driving",
] as const;

export type SkillCategoryKey = (typeof SKILL_CATEGORIES)[number];

export const CATEGORY_LABELS: Record<SkillCategoryKey, MessageDescriptor> = {
  field_activities: msg`Field Activities`,
  animal_husbandry: msg`Animal Husbandry`,
  horticulture: msg`Horticulture`,
  fisheries: msg`Fisheries`,
  sericulture: msg`Sericulture`,
  machinery: msg`Farm Machinery`,
  driving: msg`Driving`,
};

/** A category's display name; an unknown value (a newer server enum) shows as it is. */
export function categoryLabel(category: string): MessageDescriptor {
  return (
    (CATEGORY_LABELS as Record<string, MessageDescriptor | undefined>)[category] ?? { id: category, message: category }
  );
}

/** Skill status as shown to the user. */
export const STATUS_LABELS: Record<string, MessageDescriptor> = {
  LOCKED: msg`Locked`,
  IN_PROGRESS: msg`In progress`,
  MASTERED: msg`Mastered`,
};

export function statusLabel(status: string): MessageDescriptor {
  return STATUS_LABELS[status] ?? { id: status, message: status };
}

/** How well a laborer knows a skill, lowest first: the values the API stores and takes. */
export const PROFICIENCY_LEVELS = ["beginner", "intermediate", "expert"] as const;

export type ProficiencyLevelKey = (typeof PROFICIENCY_LEVELS)[number];

/** What she sees for each level: Learning, Skilled, Expert (the API keeps beginner, intermediate, expert). */
export const PROFICIENCY_LABELS: Record<ProficiencyLevelKey, MessageDescriptor> = {
  beginner: msg`Learning`,
  intermediate: msg`Skilled`,
  expert: msg`Expert`,
};

/** A level's label; an unknown value (a newer server enum) shows as it is. */
export function proficiencyLabel(level: string): MessageDescriptor {
  return (PROFICIENCY_LABELS as Record<string, MessageDescriptor | undefined>)[level] ?? { id: level, message: level };
}
