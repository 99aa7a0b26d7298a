import type { LoaderFunctionArgs } from "react-router";
import { loaderToday, periodOf } from "../../features/wages/public-period.ts";
import { prefetch } from "../../relay/prefetch.ts";
import { currentSession } from "../../session/session.ts";

const artifact = () => import("../../__generated__/WorkStatementScreenQuery.graphql.ts");

/**
 * Sends WorkStatementScreenQuery for ?from&to (this month when either is missing or not a date); the earnings in
 * it are a laborer's own, so they are asked for only in that role (a cold load waits for the session check).
 */
export async function loader(args: LoaderFunctionArgs) {
  const { viewer } = await currentSession(args);
  const laborer = viewer?.userType === "laborer";
  const period = periodOf(new URL(args.request.url).searchParams, loaderToday(args));
  return prefetch(artifact, () => ({ laborer, ...period }))(args);
}
