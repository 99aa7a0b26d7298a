// The operations the benchmark sends: the web app's own, so the server does exactly the work a phone's
// request causes. relay-compiler persists them: each artifact carries its key (params.id), and the text is
// in frontend/persisted-operations.json. `persistedBody` is what the web app sends (the key, no text);
// JOB_SEARCH and the others are the texts, for a client that sends the operation itself.
import type { ConcreteRequest } from "relay-runtime";
import BrowseJobsListPaginationQuery from "../frontend/src/__generated__/BrowseJobsListPaginationQuery.graphql.ts";
import EmployerDashboardScreenQuery from "../frontend/src/__generated__/EmployerDashboardScreenQuery.graphql.ts";
import JobCardApplyMutation from "../frontend/src/__generated__/JobCardApplyMutation.graphql.ts";
import LaborerHomeScreenQuery from "../frontend/src/__generated__/LaborerHomeScreenQuery.graphql.ts";
import { operationText } from "./operation-text.ts";

/** The browse-jobs list (what the app loads for a page of search results). */
export const JOB_SEARCH = operationText(BrowseJobsListPaginationQuery);
export const LABORER_HOME = operationText(LaborerHomeScreenQuery);
export const EMPLOYER_DASHBOARD = operationText(EmployerDashboardScreenQuery);
export const APPLY = operationText(JobCardApplyMutation);

/** The same operations as the web app names them, for `persistedBody`. */
export const OPERATIONS = {
  jobSearch: BrowseJobsListPaginationQuery,
  laborerHome: LaborerHomeScreenQuery,
  employerDashboard: EmployerDashboardScreenQuery,
  apply: JobCardApplyMutation,
} as const;

/**
 * A POST /graphql body as the web app sends it (frontend/src/relay/graphql-http.ts): the persisted key and the
 * operation's name, no text; the text where the artifact has no key.
 */
export function persistedBody(request: ConcreteRequest, variables: Record<string, unknown>): string {
  const { id, name } = request.params;
  if (!id) return JSON.stringify({ query: operationText(request), operationName: name, variables });
  return JSON.stringify({
    operationName: name,
    variables,
    extensions: { persistedQuery: { version: 1, sha256Hash: id } },
  });
}

/** The page every search target answers: one category, 20 jobs, signed out. */
export const SEARCH_PAGE = { category: "horticulture", first: 20 } as const;

/** A Relay global id, as the schema encodes it (base64 of "Type:id"). */
export const globalId = (typename: string, id: number) => Buffer.from(`${typename}:${id}`).toString("base64");
