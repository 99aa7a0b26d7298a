import type { LoaderFunctionArgs } from "react-router";
import { prefetch } from "../../relay/prefetch.ts";
import { currentSession } from "../../session/session.ts";

const artifact = () => import("../../__generated__/AnalyticsScreenQuery.graphql.ts");

/**
 * Sends AnalyticsScreenQuery once the role is known: an employer's figures are only theirs to read, so the
 * query asks for them only as an employer. In-app navigations know the role already; a cold load of
 * /analytics waits for the session check.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { viewer } = await currentSession();
  const employer = viewer?.userType === "employer";
  return prefetch(artifact, () => ({ employer }))(args);
}
