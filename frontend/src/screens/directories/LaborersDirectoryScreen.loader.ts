import { browseLaborersVariables } from "../../features/directories/public-filters.ts";
import { prefetch } from "../../relay/prefetch.ts";

/** Sends LaborersDirectoryScreenQuery as soon as the route is entered, with the filters of the URL. */
export const loader = prefetch(
  () => import("../../__generated__/LaborersDirectoryScreenQuery.graphql.ts"),
  ({ request }) => browseLaborersVariables(new URL(request.url).searchParams),
);
