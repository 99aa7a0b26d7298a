import { JobCategory } from "../../generated/prisma/enums.ts";

/** The Find Jobs chips name two categories differently from the data. */
const CATEGORY_ALIASES: Record<string, JobCategory> = {
  field_work: "field_activities",
  animal_care: "animal_husbandry",
};

/**
 * A REST `category` value as a job category. Accepts the enum value, the all-jobs label
 * ("Field Activities", any case) and the Find Jobs chip names (field_work, animal_care).
 * Empty or "all" means no filter (null); anything else is undefined (a 400).
 */
export function parseJobCategory(value: string | undefined): JobCategory | null | undefined {
  const key = (value ?? "")
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
  if (key === "" || key === "all" || key === "all_jobs") return null;
  if (key in CATEGORY_ALIASES) return CATEGORY_ALIASES[key];
  return (Object.values(JobCategory) as string[]).includes(key) ? (key as JobCategory) : undefined;
}
