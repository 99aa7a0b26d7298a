import { prefetch } from "../../relay/prefetch.ts";

/** `/` sends the laborer dashboard's query at once (signed out it answers with public jobs and courses only). */
export const loader = prefetch(() => import("../../__generated__/LaborerHomeScreenQuery.graphql.ts"));
