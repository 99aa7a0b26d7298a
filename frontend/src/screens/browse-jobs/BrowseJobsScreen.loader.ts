import { prefetch } from "../../relay/prefetch.ts";

/** Sends BrowseJobsScreenQuery as soon as the route is entered. */
export const loader = prefetch(() => import("../../__generated__/BrowseJobsScreenQuery.graphql.ts"));
