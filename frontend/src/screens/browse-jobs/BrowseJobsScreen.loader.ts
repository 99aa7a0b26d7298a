import { prefetch } from "../../relay/prefetch.ts";
import { browseVariables } from "./browseFilters.ts";

/** Sends BrowseJobsScreenQuery as soon as the route is entered, with the filters of the URL. */
export const loader = prefetch(
  () => import("../../__generated__/BrowseJobsScreenQuery.graphql.ts"),
  ({ request }) => browseVariables(new URL(request.url).searchParams),
);
