import { BROWSE_CITIES } from "@rules/browse-cities.ts";

/** The skill filter offers the first 10 skills of the catalogue. */
export const SKILL_FILTER_SIZE = 10;

/**
 * BrowseLaborersScreenQuery's variables from the URL: ?q= (name search), ?location= (one of the 5 cities; anything
 * else means anywhere) and ?skill= (a catalogue skill's name).
 */
export function browseLaborersVariables(params: URLSearchParams) {
  const city = BROWSE_CITIES.find((c) => c === params.get("location"));
  return {
    search: params.get("q")?.trim() || null,
    location: city ?? null,
    skillName: params.get("skill")?.trim() || null,
  };
}
