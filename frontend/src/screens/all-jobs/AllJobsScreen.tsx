import { graphql, usePreloadedQuery } from "react-relay";
import type { AllJobsScreenQuery } from "../../__generated__/AllJobsScreenQuery.graphql.ts";
import { useRouteQuery } from "../../relay/useRouteQuery.ts";

// PLACEHOLDER from the foundation: replace with the real screen.
export default function AllJobsScreen() {
  const data = usePreloadedQuery<AllJobsScreenQuery>(
    graphql`
      query AllJobsScreenQuery {
        viewer {
          id
        }
      }
    `,
    useRouteQuery<AllJobsScreenQuery>(),
  );
  return <main>{data.viewer?.id}</main>;
}
