import { prefetch } from "../../relay/prefetch.ts";

/** Sends EditCourseScreenQuery for the course in the path (/create-course/:id/edit) as soon as the route is entered. */
export const loader = prefetch(
  () => import("../../__generated__/EditCourseScreenQuery.graphql.ts"),
  ({ params }) => ({ id: params.id ?? "" }),
);
