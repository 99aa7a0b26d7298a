/** What kind of farm work a job is: the all-jobs list categories (the database enum JobCategory). */
export const JOB_CATEGORIES = [
  "field_activities",
  "animal_husbandry",
  "horticulture",
  "fisheries",
  "sericulture",
  "plant_protection",
] as const;

export type JobCategory = (typeof JOB_CATEGORIES)[number];

export function isJobCategory(value: unknown): value is JobCategory {
  return typeof value === "string" && (JOB_CATEGORIES as readonly string[]).includes(value);
}
