import { graphql, usePreloadedQuery } from "react-relay";
import type { SkillTreeScreenQuery } from "../../__generated__/SkillTreeScreenQuery.graphql.ts";
import { useRouteQuery } from "../../relay/useRouteQuery.ts";

// PLACEHOLDER from the foundation: replace with the real screen.
export default function SkillTreeScreen() {
  const data = usePreloadedQuery<SkillTreeScreenQuery>(
    graphql`
      query SkillTreeScreenQuery {
        viewer {
          id
        }
      }
    `,
    useRouteQuery<SkillTreeScreenQuery>(),
  );
  return <main>{data.viewer?.id}</main>;
}
