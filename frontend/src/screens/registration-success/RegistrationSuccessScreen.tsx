import { graphql, usePreloadedQuery } from "react-relay";
import type { RegistrationSuccessScreenQuery } from "../../__generated__/RegistrationSuccessScreenQuery.graphql.ts";
import { useRouteQuery } from "../../relay/useRouteQuery.ts";

// PLACEHOLDER from the foundation: replace with the real screen.
export default function RegistrationSuccessScreen() {
  const data = usePreloadedQuery<RegistrationSuccessScreenQuery>(
    graphql`
      query RegistrationSuccessScreenQuery {
        viewer {
          id
        }
      }
    `,
    useRouteQuery<RegistrationSuccessScreenQuery>(),
  );
  return <main>{data.viewer?.id}</main>;
}
