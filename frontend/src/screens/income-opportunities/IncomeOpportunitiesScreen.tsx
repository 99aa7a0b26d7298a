import { graphql, usePreloadedQuery } from "react-relay";
import type { IncomeOpportunitiesScreenQuery } from "../../__generated__/IncomeOpportunitiesScreenQuery.graphql.ts";
import { useRouteQuery } from "../../relay/useRouteQuery.ts";

// PLACEHOLDER from the foundation: replace with the real screen.
export default function IncomeOpportunitiesScreen() {
  const data = usePreloadedQuery<IncomeOpportunitiesScreenQuery>(
    graphql`
      query IncomeOpportunitiesScreenQuery {
        viewer {
          id
        }
      }
    `,
    useRouteQuery<IncomeOpportunitiesScreenQuery>(),
  );
  return <main>{data.viewer?.id}</main>;
}
