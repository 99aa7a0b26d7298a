import { prefetch } from "../../relay/prefetch.ts";

/** Sends SkillTreeScreenQuery as soon as the route is entered. */
export const loader = prefetch(() => import("../../__generated__/SkillTreeScreenQuery.graphql.ts"));
