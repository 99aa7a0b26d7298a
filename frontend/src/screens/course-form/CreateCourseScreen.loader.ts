import { prefetch } from "../../relay/prefetch.ts";

/** Sends CreateCourseScreenQuery (the provider's own place, where a new course starts) as soon as the route is entered. */
export const loader = prefetch(() => import("../../__generated__/CreateCourseScreenQuery.graphql.ts"));
