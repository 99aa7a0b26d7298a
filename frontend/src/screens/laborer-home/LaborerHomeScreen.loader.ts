import { prefetch } from "../../relay/prefetch.ts";
import { probablySignedIn } from "../../session/session.ts";

/**
 * `/` sends the laborer dashboard's query alongside the session check when this tab was signed in;
 * signed-out visitors (the landing page) send nothing more.
 */
export const loader = prefetch(
  () => import("../../__generated__/LaborerHomeScreenQuery.graphql.ts"),
  undefined,
  probablySignedIn,
);
