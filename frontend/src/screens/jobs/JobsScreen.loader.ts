import { prefetch } from "../../relay/prefetch.ts";

/** Sends JobsScreenQuery as soon as the route is entered. */
export const loader = prefetch(() => import("../../__generated__/JobsScreenQuery.graphql.ts"));
