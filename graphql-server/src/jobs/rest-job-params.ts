import { JobCategory } from "../generated/prisma/enums.ts";

/** The Find Jobs chips (spec §2) name two categories differently from the data. */
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
  const key = (value ?? "").trim().toLowerCase().replace(/[\s-]+/g, "_");
  if (key === "" || key === "all" || key === "all_jobs") return null;
  if (key in CATEGORY_ALIASES) return CATEGORY_ALIASES[key];
  return (Object.values(JobCategory) as string[]).includes(key) ? (key as JobCategory) : undefined;
}

export const MAX_REST_RESULTS = 100;

/**
 * `?limit=`: a whole number of at least 1; more than 100 is cut to 100, none gives 100. Anything
 * else is undefined (a 400).
 */
export function parseLimit(value: string | undefined): number | undefined {
  const text = (value ?? "").trim();
  if (text === "") return MAX_REST_RESULTS;
  if (!/^\d{1,9}$/.test(text) || Number(text) < 1) return undefined;
  return Math.min(Number(text), MAX_REST_RESULTS);
}

/** A yes/no query flag: true, 1 or yes (any case) are true; anything else is false. */
export function parseFlag(value: string | undefined): boolean {
  return ["true", "1", "yes"].includes((value ?? "").trim().toLowerCase());
}

/** A JSON body value that must be a whole number (GraphQL Int): the number, or undefined when it is not one. */
export function wholeNumber(value: unknown): number | undefined {
  const number = typeof value === "string" && /^-?\d{1,9}$/.test(value.trim()) ? Number(value) : value;
  return typeof number === "number" && Number.isSafeInteger(number) && Math.abs(number) <= 2 ** 31 - 1 ? number : undefined;
}
