import { prefetch } from "../../relay/prefetch.ts";

/** Sends ConversationScreenQuery for the thread in the address as soon as the route is entered. */
export const loader = prefetch(
  () => import("../../__generated__/ConversationScreenQuery.graphql.ts"),
  ({ params }) => ({ id: params.id }),
);
