import type { UserType } from "../../session/session.ts";
import { BROWSE_CITIES } from "@rules/browse-cities.ts";

/** The skill categories a course can train for (the job categories a course can have). */
export const SKILL_CATEGORIES = [
  "field_activities",
  "animal_husbandry",
  "horticulture",
  "fisheries",
  "sericulture",
] as const;
export type SkillCategory = (typeof SKILL_CATEGORIES)[number];

/** The place filter's choices: online courses, or one of the browse screens' cities (old and new names match). */
export const TRAINING_PLACES = ["Online", ...BROWSE_CITIES] as const;

export function parseSkillCategory(value: string | null | undefined): SkillCategory | null {
  return (SKILL_CATEGORIES as readonly string[]).includes(value ?? "") ? (value as SkillCategory) : null;
}

/** Whether the URL asks for the laborer's own trainings (?tab=mine); only laborers have any. */
export function showsMyTrainings(params: URLSearchParams, role: UserType | null | undefined): boolean {
  return params.get("tab") === "mine" && role === "laborer";
}

/**
 * TrainingScreenQuery's variables from the URL: ?tab=mine (the laborer's enrolments) or the course search with
 * ?q= (text), ?category= (a skill category), ?free=1 (free only) and ?place= (one of TRAINING_PLACES).
 */
export function trainingVariables(params: URLSearchParams, role: UserType | null | undefined) {
  const place = TRAINING_PLACES.find((p) => p === params.get("place"));
  return {
    mine: showsMyTrainings(params, role),
    search: params.get("q")?.trim() || null,
    location: place ?? null,
    skillCategory: parseSkillCategory(params.get("category")),
    freeOnly: params.get("free") === "1" ? true : null,
  };
}
