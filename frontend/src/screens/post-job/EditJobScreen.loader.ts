import { prefetch } from "../../relay/prefetch.ts";

/** Sends EditJobScreenQuery for the job in the path (/post-job/:id/edit) as soon as the route is entered. */
export const loader = prefetch(
  () => import("../../__generated__/EditJobScreenQuery.graphql.ts"),
  ({ params }) => ({ id: params.id ?? "" }),
);
