import { prefetch } from "../../relay/prefetch.ts";

/** Sends VerificationScreenQuery as soon as the route is entered. */
export const loader = prefetch(() => import("../../__generated__/VerificationScreenQuery.graphql.ts"));
