/**
 * The employer and training-provider directories' query variables from the URL: ?q= (name search) and
 * ?location= (a place, under any of its names, or a pincode; blank means anywhere).
 */
export function directoryVariables(params: URLSearchParams) {
  return { search: params.get("q")?.trim() || null, location: params.get("location")?.trim() || null };
}

/** Directory lists load 20 at a time ('Load more'). */
export const DIRECTORY_PAGE_SIZE = 20;
