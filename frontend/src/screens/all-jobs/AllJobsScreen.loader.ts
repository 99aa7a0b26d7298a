import { parseJobCategory } from "../../features/jobs/public-categories.ts";
import { prefetch } from "../../relay/prefetch.ts";

/** AllJobsScreenQuery's variables from the URL: ?location= (text) and ?category= (a JobCategory). */
export function allJobsVariables(params: URLSearchParams) {
  return {
    location: params.get("location")?.trim() || null,
    category: parseJobCategory(params.get("category")),
  };
}

/** Sends AllJobsScreenQuery as soon as the route is entered, with the filters of the URL. */
export const loader = prefetch(
  () => import("../../__generated__/AllJobsScreenQuery.graphql.ts"),
  ({ request }) => allJobsVariables(new URL(request.url).searchParams),
);
