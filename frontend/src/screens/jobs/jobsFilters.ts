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

/** JobsScreenQuery's variables from the URL: ?q= (search) and ?filter= (a chip). */
export function jobsVariables(params: URLSearchParams) {
  const filter = parseJobsFilter(params.get("filter"));
  return {
    search: params.get("q")?.trim() || null,
    category: filter && filter !== "nearby" ? CATEGORY_OF[filter] : null,
    nearby: filter === "nearby" ? true : null,
  };
}
