import { parseJobCategory } from "../../components/job-card/jobCategories.ts";

/** Spec §9: the browse screen's city list. */
export const BROWSE_CITIES = ["Bangalore", "Mysore", "Hubli", "Mangalore", "Gulbarga"] as const;

/** Spec §9 wage bands (rupees per day) as written in the URL (?wage=), and the schema's WageBand values. */
export const WAGE_BANDS = [
  { param: "300-500", band: "R300_500", min: 300, max: 500 },
  { param: "500-700", band: "R500_700", min: 500, max: 700 },
  { param: "700-1000", band: "R700_1000", min: 700, max: 1000 },
  { param: "1000+", band: "R1000_PLUS", min: 1000, max: null },
] as const;

export type WageBand = (typeof WAGE_BANDS)[number]["band"];

/** BrowseJobsScreenQuery's variables from the URL: ?q=, ?location= (a city), ?category=, ?wage=. */
export function browseVariables(params: URLSearchParams) {
  const city = BROWSE_CITIES.find((c) => c === params.get("location"));
  const wage = WAGE_BANDS.find((w) => w.param === params.get("wage"));
  return {
    search: params.get("q")?.trim() || null,
    location: city ?? null,
    category: parseJobCategory(params.get("category")),
    wageBand: (wage?.band ?? null) as WageBand | null,
  };
}
