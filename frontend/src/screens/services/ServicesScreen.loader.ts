import { prefetch } from "../../relay/prefetch.ts";

/**
 * Sends ServicesScreenQuery as soon as /services is entered. It asks for every provider (a small sample
 * list); the category chips filter on the client, so changing them sends nothing.
 */
export const loader = prefetch(() => import("../../__generated__/ServicesScreenQuery.graphql.ts"));
