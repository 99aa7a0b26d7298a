import { Hono } from "hono";
import type { GraphQLServer } from "../http/graphql.ts";
import { graphql } from "../generated/graphql/index.ts";
import { APPLICATION_MESSAGES } from "../rules/applications.ts";
import { restJobInput } from "./job-input.ts";
import { parseFlag, parseJobCategory } from "./job-params.ts";
import { wholeNumber } from "./input.ts";
import { LIMIT_MESSAGE, REST_LIST_LIMIT, parseLimit } from "./list-limit.ts";
import { toRestApplication, toRestJob } from "./job-shapes.ts";
import { parseWageBand } from "../rules/wage-bands.ts";
import { globalIdOf } from "../schema/global-id.ts";
import { asString, readJsonBody } from "./body.ts";
import { runOperation } from "./operation.ts";
import { fieldErrors, outcome, unauthorized } from "./respond.ts";
import { REST_INPUT_MESSAGES } from "../rules/rest-input.ts";

/** The job fields the REST shim returns (both the main and the browse-jobs variant; `id` is the plain id). */
export const REST_JOB = graphql(`
  fragment RestJob on Job {
    databaseId title description location district state category dailyRate isRateNegotiable
    accommodationProvided mealsProvided equipmentProvided transportationProvided duration startDate
    workersNeeded workingHours isUrgent status applicationsCount viewsCount employerName createdAt
    requiredSkills { name }
    employer { databaseId firstName lastName rating }
  }
`);

const SEARCH_JOBS = graphql(`
  query RestSearchJobs(
    $first: Int!
    $search: String
    $location: String
    $category: JobCategory
    $wageBand: WageBand
    $urgentOnly: Boolean
    $nearby: Boolean
  ) {
    jobs(
      first: $first
      search: $search
      location: $location
      category: $category
      wageBand: $wageBand
      urgentOnly: $urgentOnly
      nearby: $nearby
    ) {
      edges { node { ...RestJob } }
    }
  }
`);

const CREATE_JOB = graphql(`
  mutation RestCreateJob($input: CreateJobInput!) {
    createJob(input: $input) {
      __typename
      ...RestError
      ... on MutationCreateJobSuccess { data { ...RestJob } }
    }
  }
`);

const EMPLOYER_JOBS = graphql(`
  query RestEmployerJobs($first: Int!) {
    viewer {
      postedJobs(first: $first) { edges { node { ...RestJob } } }
    }
  }
`);

const RECEIVED_APPLICATIONS = graphql(`
  query RestReceivedApplications($first: Int!) {
    viewer {
      receivedApplications(first: $first) { edges { node { ...RestApplication } } }
    }
  }
`);

const APPLY_TO_JOB = graphql(`
  mutation RestApplyToJob($jobId: ID!, $requestedRate: Int, $message: String) {
    applyToJob(jobId: $jobId, requestedRate: $requestedRate, message: $message) {
      __typename
      ...RestError
      ... on MutationApplyToJobSuccess { data { ...RestApplication } }
    }
  }
`);


/** REST paths for jobs. The fixed /jobs/... paths come before any /jobs/:id path. */
export function jobRoutes(graphql: GraphQLServer) {
  const app = new Hono();

  // Public, like the `jobs` query: ?search=&location=&category=&wage=&urgent=&nearby=&limit= (at most 100).
  app.get("/jobs/search", async (c) => {
    const query = (name: string) => c.req.query(name);
    const category = parseJobCategory(query("category"));
    if (category === undefined) {
      return fieldErrors(c, { category: { id: REST_INPUT_MESSAGES.unknownCategory, values: { category: query("category") ?? "" } } });
    }
    const wageBand = parseWageBand(query("wage"));
    if (wageBand === undefined) {
      return fieldErrors(c, { wage: REST_INPUT_MESSAGES.wage });
    }
    const first = parseLimit(query("limit"));
    if (first === undefined) return fieldErrors(c, { limit: LIMIT_MESSAGE });
    const result = await runOperation(c, graphql, SEARCH_JOBS, {
      first,
      search: query("search") ?? null,
      location: query("location") ?? null,
      category,
      wageBand,
      urgentOnly: parseFlag(query("urgent")),
      nearby: parseFlag(query("nearby")),
    });
    const jobs = outcome(c, result, "jobs");
    if (!jobs.ok) return jobs.response;
    return c.json(jobs.value.edges.map(({ node }) => toRestJob(node)));
  });

  // The signed-in employer's applications, newest first (at most 100).
  app.get("/jobs/applications", async (c) => {
    const viewer = outcome(c, await runOperation(c, graphql, RECEIVED_APPLICATIONS, { first: REST_LIST_LIMIT }), "viewer");
    if (!viewer.ok) return viewer.response;
    if (!viewer.value?.receivedApplications) return unauthorized(c);
    return c.json(viewer.value.receivedApplications.edges.map(({ node }) => toRestApplication(node)));
  });

  // Post a job (employers): 201 with the job.
  app.post("/jobs", async (c) => {
    const parsed = await readJsonBody(c);
    if (!parsed.ok) return parsed.response;
    const input = restJobInput(parsed.body);
    if (!input.ok) return fieldErrors(c, input.errors);
    const created = outcome(c, await runOperation(c, graphql, CREATE_JOB, { input: input.input }), "createJob");
    if (!created.ok) return created.response;
    return c.json(toRestJob(created.value), 201);
  });

  // Apply (laborers): body {requestedRate?, message?} or {}; 201 with the application.
  app.post("/jobs/:id/apply", async (c) => {
    const parsed = await readJsonBody(c);
    if (!parsed.ok) return parsed.response;
    const { requestedRate, message } = parsed.body;
    const rate = requestedRate == null || requestedRate === "" ? null : wholeNumber(requestedRate);
    if (rate === undefined) {
      return fieldErrors(c, { requestedRate: APPLICATION_MESSAGES.requestedRate });
    }
    const result = await runOperation(c, graphql, APPLY_TO_JOB, {
      jobId: globalIdOf("Job", c.req.param("id")),
      requestedRate: rate,
      message: message == null ? null : asString(message),
    });
    const applied = outcome(c, result, "applyToJob");
    if (!applied.ok) return applied.response;
    return c.json(toRestApplication(applied.value), 201);
  });

  // The signed-in employer's jobs, every status, newest first (at most 100).
  app.get("/employers/jobs", async (c) => {
    const viewer = outcome(c, await runOperation(c, graphql, EMPLOYER_JOBS, { first: REST_LIST_LIMIT }), "viewer");
    if (!viewer.ok) return viewer.response;
    if (!viewer.value?.postedJobs) return unauthorized(c);
    return c.json(viewer.value.postedJobs.edges.map(({ node }) => toRestJob(node)));
  });

  return app;
}
