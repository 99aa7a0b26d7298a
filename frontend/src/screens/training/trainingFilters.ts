import type { UserType } from "../../session/session.ts";

/** The skill categories a course can train for (the job categories a course can have). */
export const SKILL_CATEGORIES = [
  "field_activities",
  "animal_husbandry",
  "horticulture",
  "fisheries",
  "sericulture",
] as const;
export type SkillCategory = (typeof SKILL_CATEGORIES)[number];

/** The place filter's value for online courses only (an online course's place reads "Online"). */
export const ONLINE_PLACE = "Online";

/** Whether the place filter asks for online courses only. */
export function isOnlinePlace(place: string | null | undefined): boolean {
  return (place ?? "").trim().toLowerCase() === ONLINE_PLACE.toLowerCase();
}

export function parseSkillCategory(value: string | null | undefined): SkillCategory | null {
  return (SKILL_CATEGORIES as readonly string[]).includes(value ?? "") ? (value as SkillCategory) : null;
}

/** Whether the URL asks for the laborer's own trainings (?tab=mine); only laborers have any. */
export function showsMyTrainings(params: URLSearchParams, role: UserType | null | undefined): boolean {
  return params.get("tab") === "mine" && role === "laborer";
}

/**
 * TrainingScreenQuery's variables from the URL: ?tab=mine (the laborer's enrolments) or the course search with
 * ?q= (text), ?category= (a skill category), ?free=1 (free only) and ?place= (a place under any of its names, a
 * pincode, or ONLINE_PLACE).
 */
export function trainingVariables(params: URLSearchParams, role: UserType | null | undefined) {
  const place = params.get("place")?.trim() || null;
  return {
    mine: showsMyTrainings(params, role),
    search: params.get("q")?.trim() || null,
    location: isOnlinePlace(place) ? ONLINE_PLACE : place,
    skillCategory: parseSkillCategory(params.get("category")),
    freeOnly: params.get("free") === "1" ? true : null,
  };
}
