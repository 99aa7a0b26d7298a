import { prefetch } from "../../relay/prefetch.ts";

/** Sends IncomeOpportunitiesScreenQuery as soon as the route is entered. */
export const loader = prefetch(() => import("../../__generated__/IncomeOpportunitiesScreenQuery.graphql.ts"));
