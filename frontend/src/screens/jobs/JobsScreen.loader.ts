import { prefetch } from "../../relay/prefetch.ts";
import { jobsVariables } from "./jobsFilters.ts";

/** Sends JobsScreenQuery as soon as the route is entered, with the filters of the URL. */
export const loader = prefetch(
  () => import("../../__generated__/JobsScreenQuery.graphql.ts"),
  ({ request }) => jobsVariables(new URL(request.url).searchParams),
);
