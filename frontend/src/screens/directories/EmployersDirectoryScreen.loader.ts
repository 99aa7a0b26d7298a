import { prefetch } from "../../relay/prefetch.ts";
import { directoryVariables } from "./directoryFilters.ts";

/** Sends EmployersDirectoryScreenQuery as soon as the route is entered, with the filters of the URL. */
export const loader = prefetch(
  () => import("../../__generated__/EmployersDirectoryScreenQuery.graphql.ts"),
  ({ request }) => directoryVariables(new URL(request.url).searchParams),
);
