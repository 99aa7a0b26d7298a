import { graphql, usePreloadedQuery } from "react-relay";
import type { BrowseJobsScreenQuery } from "../../__generated__/BrowseJobsScreenQuery.graphql.ts";
import { useRouteQuery } from "../../relay/useRouteQuery.ts";

// PLACEHOLDER from the foundation: replace with the real screen.
export default function BrowseJobsScreen() {
  const data = usePreloadedQuery<BrowseJobsScreenQuery>(
    graphql`
      query BrowseJobsScreenQuery {
        viewer {
          id
        }
      }
    `,
    useRouteQuery<BrowseJobsScreenQuery>(),
  );
  return <main>{data.viewer?.id}</main>;
}
