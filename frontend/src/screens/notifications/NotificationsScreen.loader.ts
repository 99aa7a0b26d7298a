import { prefetch } from "../../relay/prefetch.ts";

/** Sends NotificationsScreenQuery as soon as /notifications is entered. */
export const loader = prefetch(() => import("../../__generated__/NotificationsScreenQuery.graphql.ts"));
