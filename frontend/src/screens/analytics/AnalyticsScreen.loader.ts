import type { LoaderFunctionArgs } from "react-router";
import { prefetch } from "../../relay/prefetch.ts";
import { currentSession } from "../../session/session.ts";

const artifact = () => import("../../__generated__/AnalyticsScreenQuery.graphql.ts");

/**
 * Sends AnalyticsScreenQuery once the role is known: an employer's or a provider's figures are only theirs to
 * read, so the query asks for each only in that role. In-app navigations know the role already; a cold load of
 * /analytics waits for the session check.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { viewer } = await currentSession(args);
  const employer = viewer?.userType === "employer";
  const provider = viewer?.userType === "training_provider";
  return prefetch(artifact, () => ({ employer, provider }))(args);
}
