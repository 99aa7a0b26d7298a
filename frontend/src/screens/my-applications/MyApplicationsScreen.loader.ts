import { prefetch } from "../../relay/prefetch.ts";

/** Sends MyApplicationsScreenQuery as soon as the route is entered. */
export const loader = prefetch(() => import("../../__generated__/MyApplicationsScreenQuery.graphql.ts"));
