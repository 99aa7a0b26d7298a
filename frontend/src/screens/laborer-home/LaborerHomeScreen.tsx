import { graphql, usePreloadedQuery } from "react-relay";
import type { LaborerHomeScreenQuery } from "../../__generated__/LaborerHomeScreenQuery.graphql.ts";
import { useRouteQuery } from "../../relay/useRouteQuery.ts";

// PLACEHOLDER from the foundation: replace with the real screen.
export default function LaborerHomeScreen() {
  const data = usePreloadedQuery<LaborerHomeScreenQuery>(
    graphql`
      query LaborerHomeScreenQuery {
        viewer {
          firstName
        }
        jobs(first: 2) {
          totalCount
        }
      }
    `,
    useRouteQuery<LaborerHomeScreenQuery>(),
  );
  return <main>{data.viewer?.firstName} {data.jobs.totalCount}</main>;
}
