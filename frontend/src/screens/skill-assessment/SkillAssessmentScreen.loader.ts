import { prefetch } from "../../relay/prefetch.ts";

/** Sends SkillAssessmentScreenQuery as soon as the route is entered. */
export const loader = prefetch(() => import("../../__generated__/SkillAssessmentScreenQuery.graphql.ts"));
