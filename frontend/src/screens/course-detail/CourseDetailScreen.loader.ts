import { prefetch } from "../../relay/prefetch.ts";

/** Sends CourseDetailScreenQuery as soon as /course/:id is entered (`:id` is the course's global id). */
export const loader = prefetch(
  () => import("../../__generated__/CourseDetailScreenQuery.graphql.ts"),
  ({ params }) => ({ id: params.id ?? "" }),
);
