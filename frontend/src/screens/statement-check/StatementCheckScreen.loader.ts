import { prefetch } from "../../relay/prefetch.ts";

/** Sends StatementCheckScreenQuery for /statements/:code at once; /statements (no code) asks for nothing. */
export const loader = prefetch(
  () => import("../../__generated__/StatementCheckScreenQuery.graphql.ts"),
  ({ params }) => ({ code: params.code ?? "", hasCode: Boolean(params.code) }),
);
