import { prefetch } from "../../relay/prefetch.ts";

/** Sends RegistrationSuccessScreenQuery as soon as the route is entered. */
export const loader = prefetch(() => import("../../__generated__/RegistrationSuccessScreenQuery.graphql.ts"));
