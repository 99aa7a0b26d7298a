import { prefetch } from "../../relay/prefetch.ts";

/** Sends AllJobsScreenQuery as soon as the route is entered. */
export const loader = prefetch(() => import("../../__generated__/AllJobsScreenQuery.graphql.ts"));
