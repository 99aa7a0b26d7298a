import { parseWageBand } from "@rules/wage-bands.ts";
import { parseJobCategory } from "../../features/jobs/public-categories.ts";

/**
 * BrowseJobsScreenQuery's variables from the URL: ?q=, ?location= (a place, under any of its names, or a pincode),
 * ?category=, ?wage= (a wage band as
 * the shared rule reads it: its label such as "300-500" or "1000+"; anything else means any wage).
 */
export function browseVariables(params: URLSearchParams) {
  return {
    search: params.get("q")?.trim() || null,
    location: params.get("location")?.trim() || null,
    category: parseJobCategory(params.get("category")),
    wageBand: parseWageBand(params.get("wage")) ?? null,
  };
}
