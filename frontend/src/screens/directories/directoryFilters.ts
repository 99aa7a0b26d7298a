import { BROWSE_CITIES } from "@rules/browse-cities.ts";

/**
 * The employer and training-provider directories' query variables from the URL: ?q= (name search) and
 * ?location= (one of the 5 cities; anything else means anywhere).
 */
export function directoryVariables(params: URLSearchParams) {
  const city = BROWSE_CITIES.find((c) => c === params.get("location"));
  return { search: params.get("q")?.trim() || null, location: city ?? null };
}

/** Directory lists load 20 at a time ('Load more'). */
export const DIRECTORY_PAGE_SIZE = 20;
