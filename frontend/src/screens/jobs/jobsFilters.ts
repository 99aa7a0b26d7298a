import { parseRadiusChoice } from "@rules/distance.ts";
import type { JobCategory } from "@rules/job-categories.ts";

/** The Find Jobs chips besides 'All Jobs', as written in the URL (?filter=). */
export const JOBS_FILTERS = ["field-work", "horticulture", "animal-care", "nearby"] as const;
export type JobsFilter = (typeof JOBS_FILTERS)[number];

/** The chips' JobCategory values; 'Nearby' uses the `nearby` argument instead. */
const CATEGORY_OF: Record<Exclude<JobsFilter, "nearby">, JobCategory> = {
  "field-work": "field_activities",
  horticulture: "horticulture",
  "animal-care": "animal_husbandry",
};

export function parseJobsFilter(value: string | null): JobsFilter | null {
  return (JOBS_FILTERS as readonly string[]).includes(value ?? "") ? (value as JobsFilter) : null;
}

/** A coordinate from the URL, or null. */
function coordinate(value: string | null): number | null {
  const number = value === null || value.trim() === "" ? Number.NaN : Number(value);
  return Number.isFinite(number) ? number : null;
}

/**
 * JobsScreenQuery's variables from the URL: ?q= (search), ?filter= (a chip) and, for Nearby, ?radius= (km) and
 * the device's location (?lat=&lng=) when the person shared it; without it Nearby centres on their own place.
 */
export function jobsVariables(params: URLSearchParams) {
  const filter = parseJobsFilter(params.get("filter"));
  const nearby = filter === "nearby";
  const latitude = nearby ? coordinate(params.get("lat")) : null;
  const longitude = nearby ? coordinate(params.get("lng")) : null;
  const point = latitude !== null && longitude !== null;
  return {
    search: params.get("q")?.trim() || null,
    category: filter && !nearby ? CATEGORY_OF[filter] : null,
    nearby: nearby ? true : null,
    radiusKm: nearby ? parseRadiusChoice(params.get("radius")) : null,
    latitude: point ? latitude : null,
    longitude: point ? longitude : null,
  };
}
