import { prefetch } from "../../relay/prefetch.ts";

/** Sends JobApplicantsScreenQuery for the job in the path (/employer/jobs/:id/applicants) at once. */
export const loader = prefetch(
  () => import("../../__generated__/JobApplicantsScreenQuery.graphql.ts"),
  ({ params }) => ({ jobId: params.id ?? "" }),
);
