import { graphql, usePreloadedQuery } from "react-relay";
import type { JobsScreenQuery } from "../../__generated__/JobsScreenQuery.graphql.ts";
import { useRouteQuery } from "../../relay/useRouteQuery.ts";

// PLACEHOLDER from the foundation: replace with the real screen.
export default function JobsScreen() {
  const data = usePreloadedQuery<JobsScreenQuery>(
    graphql`
      query JobsScreenQuery {
        viewer {
          id
        }
      }
    `,
    useRouteQuery<JobsScreenQuery>(),
  );
  return <main>{data.viewer?.id}</main>;
}
