import { JobCategory } from "../../generated/prisma/enums.ts";
import { refuse } from "../../http/rest/refuse.ts";
import { DISTANCE_MESSAGES, isSearchableRadius } from "../../rules/distance.ts";

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

/** A yes/no query flag: true, 1 or yes (any case) are true; anything else is false. */
export function parseFlag(value: string | undefined): boolean {
  return ["true", "1", "yes"].includes((value ?? "").trim().toLowerCase());
}

/** A number in a query string, or null when absent; NaN for anything that is not a number. */
const numberParam = (value: string | undefined): number | null =>
  value === undefined || value.trim() === "" ? null : /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : Number.NaN;

/**
 * A near search's REST parameters: `near` (a place or pincode), or `lat` and `lng` (a point), and `radiusKm`.
 * Values that are not numbers, and radii out of range, are refused here; the search checks the point's range.
 */
export function nearParams(query: (name: string) => string | undefined) {
  const latitude = numberParam(query("lat"));
  const longitude = numberParam(query("lng"));
  const radiusKm = numberParam(query("radiusKm"));
  if (Number.isNaN(latitude) || Number.isNaN(longitude)) refuse({ lat: DISTANCE_MESSAGES.coordinates });
  if (radiusKm !== null && !isSearchableRadius(radiusKm)) refuse({ radiusKm: DISTANCE_MESSAGES.radius });
  return { near: query("near")?.trim() || null, latitude, longitude, radiusKm };
}
