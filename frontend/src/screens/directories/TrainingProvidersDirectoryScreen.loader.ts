import { prefetch } from "../../relay/prefetch.ts";
import { directoryVariables } from "./directoryFilters.ts";

/** Sends TrainingProvidersDirectoryScreenQuery as soon as the route is entered, with the filters of the URL. */
export const loader = prefetch(
  () => import("../../__generated__/TrainingProvidersDirectoryScreenQuery.graphql.ts"),
  ({ request }) => directoryVariables(new URL(request.url).searchParams),
);
