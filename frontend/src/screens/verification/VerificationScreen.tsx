import { graphql, usePreloadedQuery } from "react-relay";
import type { VerificationScreenQuery } from "../../__generated__/VerificationScreenQuery.graphql.ts";
import { useRouteQuery } from "../../relay/useRouteQuery.ts";

// PLACEHOLDER from the foundation: replace with the real screen.
export default function VerificationScreen() {
  const data = usePreloadedQuery<VerificationScreenQuery>(
    graphql`
      query VerificationScreenQuery {
        viewer {
          id
        }
      }
    `,
    useRouteQuery<VerificationScreenQuery>(),
  );
  return <main>{data.viewer?.id}</main>;
}
