import { graphql, usePreloadedQuery } from "react-relay";
import type { SkillAssessmentScreenQuery } from "../../__generated__/SkillAssessmentScreenQuery.graphql.ts";
import { useRouteQuery } from "../../relay/useRouteQuery.ts";

// PLACEHOLDER from the foundation: replace with the real screen.
export default function SkillAssessmentScreen() {
  const data = usePreloadedQuery<SkillAssessmentScreenQuery>(
    graphql`
      query SkillAssessmentScreenQuery {
        viewer {
          id
        }
      }
    `,
    useRouteQuery<SkillAssessmentScreenQuery>(),
  );
  return <main>{data.viewer?.id}</main>;
}
