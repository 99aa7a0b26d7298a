import { prefetch } from "../../relay/prefetch.ts";

/** Sends JobDetailScreenQuery as soon as /job/:id is entered (`:id` is the job's global id). */
export const loader = prefetch(
  () => import("../../__generated__/JobDetailScreenQuery.graphql.ts"),
  ({ params }) => ({ id: params.id ?? "" }),
);
