import { BROWSE_CITIES } from "@rules/browse-cities.ts";
import { parseWageBand } from "@rules/wage-bands.ts";
import { parseJobCategory } from "../../features/jobs/public-categories.ts";

/**
 * BrowseJobsScreenQuery's variables from the URL: ?q=, ?location= (a city), ?category=, ?wage= (a wage band as
 * the shared rule reads it: its label such as "300-500" or "1000+"; anything else means any wage).
 */
export function browseVariables(params: URLSearchParams) {
  const city = BROWSE_CITIES.find((c) => c === params.get("location"));
  return {
    search: params.get("q")?.trim() || null,
    location: city ?? null,
    category: parseJobCategory(params.get("category")),
    wageBand: parseWageBand(params.get("wage")) ?? null,
  };
}
