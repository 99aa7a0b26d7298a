import type { LoaderFunctionArgs } from "react-router";
import { prefetch } from "../../relay/prefetch.ts";
import { currentSession } from "../../session/session.ts";
import { trainingVariables } from "./trainingFilters.ts";

const artifact = () => import("../../__generated__/TrainingScreenQuery.graphql.ts");

/**
 * Sends TrainingScreenQuery with the filters of the URL at once. Only a laborer has enrolments to list, so
 * ?tab=mine first learns the role (in-app navigations know it already; a cold load waits for the session check).
 */
export async function loader(args: LoaderFunctionArgs) {
  const params = new URL(args.request.url).searchParams;
  const role = params.get("tab") === "mine" ? (await currentSession(args)).viewer?.userType : null;
  return prefetch(artifact, () => trainingVariables(params, role))(args);
}
