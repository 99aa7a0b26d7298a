import type { LoaderFunctionArgs } from "react-router";
import { loaderToday, monthChoiceOf, monthPeriod } from "../../features/wages/public-period.ts";
import { prefetch } from "../../relay/prefetch.ts";
import { currentSession } from "../../session/session.ts";

const artifact = () => import("../../__generated__/IncomeOpportunitiesScreenQuery.graphql.ts");

/**
 * Sends IncomeOpportunitiesScreenQuery as soon as the route is entered; a laborer's query also asks for her
 * earnings in the month of ?period (this month unless "last"), which only she may read. In-app navigations know the
 * role already; a cold load waits for the session check.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { viewer } = await currentSession(args);
  const laborer = viewer?.userType === "laborer";
  const period = monthPeriod(loaderToday(args), monthChoiceOf(new URL(args.request.url).searchParams));
  return prefetch(artifact, () => ({ laborer, ...period }))(args);
}
