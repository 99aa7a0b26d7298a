import { prefetch } from "../../relay/prefetch.ts";

/** Sends PostJobScreenQuery (the employer's place and the skills catalogue) as soon as the route is entered. */
export const loader = prefetch(() => import("../../__generated__/PostJobScreenQuery.graphql.ts"));
