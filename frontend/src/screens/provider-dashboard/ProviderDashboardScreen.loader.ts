import type { LoaderFunctionArgs } from "react-router";
import { prefetch } from "../../relay/prefetch.ts";
import { currentSession } from "../../session/session.ts";

const artifact = () => import("../../__generated__/ProviderDashboardScreenQuery.graphql.ts");

/**
 * Sends ProviderDashboardScreenQuery as soon as the role is known, every time the route is entered (coming back
 * from the course form reads the counters and lists afresh). A provider's courses and students are only theirs
 * to read, so the query asks for them only as a training provider; in-app navigations know the role already.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { viewer } = await currentSession(args);
  const provider = viewer?.userType === "training_provider";
  return prefetch(artifact, () => ({ provider }))(args);
}
