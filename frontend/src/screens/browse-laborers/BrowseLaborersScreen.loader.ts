import { prefetch } from "../../relay/prefetch.ts";
import { browseLaborersVariables } from "../../features/directories/public-filters.ts";

/** Sends BrowseLaborersScreenQuery as soon as the route is entered, with the filters of the URL. */
export const loader = prefetch(
  () => import("../../__generated__/BrowseLaborersScreenQuery.graphql.ts"),
  ({ request }) => browseLaborersVariables(new URL(request.url).searchParams),
);
