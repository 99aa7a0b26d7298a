// The operations the benchmark sends: the web app's own (Relay's generated operation text), so the server
// does exactly the work a phone's request causes.
import type { ConcreteRequest } from "relay-runtime";
import BrowseJobsListPaginationQuery from "../frontend/src/__generated__/BrowseJobsListPaginationQuery.graphql.ts";
import EmployerDashboardScreenQuery from "../frontend/src/__generated__/EmployerDashboardScreenQuery.graphql.ts";
import JobCardApplyMutation from "../frontend/src/__generated__/JobCardApplyMutation.graphql.ts";
import LaborerHomeScreenQuery from "../frontend/src/__generated__/LaborerHomeScreenQuery.graphql.ts";

function textOf(request: ConcreteRequest): string {
  const text = request.params.text;
  if (!text) throw new Error(`${request.params.name} has no operation text (persisted queries?)`);
  return text;
}

/** The browse-jobs list (what the app loads for a page of search results). */
export const JOB_SEARCH = textOf(BrowseJobsListPaginationQuery);
export const LABORER_HOME = textOf(LaborerHomeScreenQuery);
export const EMPLOYER_DASHBOARD = textOf(EmployerDashboardScreenQuery);
export const APPLY = textOf(JobCardApplyMutation);

/** The page every search target answers: one category, 20 jobs, signed out. */
export const SEARCH_PAGE = { category: "horticulture", first: 20 } as const;

/** A Relay global id, as the schema encodes it (base64 of "Type:id"). */
export const globalId = (typename: string, id: number) => Buffer.from(`${typename}:${id}`).toString("base64");
