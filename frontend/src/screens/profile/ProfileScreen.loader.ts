import { prefetch } from "../../relay/prefetch.ts";

/** Sends ProfileScreenQuery as soon as the route is entered. */
export const loader = prefetch(() => import("../../__generated__/ProfileScreenQuery.graphql.ts"));
