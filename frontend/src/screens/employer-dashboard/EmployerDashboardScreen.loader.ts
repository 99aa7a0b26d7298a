import { prefetch } from "../../relay/prefetch.ts";

/**
 * Sends EmployerDashboardScreenQuery as soon as the route is entered, every time: coming back from posting,
 * editing or closing a job reads the lists afresh.
 */
export const loader = prefetch(() => import("../../__generated__/EmployerDashboardScreenQuery.graphql.ts"));
