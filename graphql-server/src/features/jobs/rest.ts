// The jobs feature's REST paths: search, post a job, and an employer's own jobs.
import { graphql } from "../../generated/graphql/index.ts";
import { LIMIT_MESSAGE, REST_LIST_LIMIT, parseLimit } from "../../http/rest/list-limit.ts";
import { refuse } from "../../http/rest/refuse.ts";
import { RestReply, restRow } from "../../http/rest/rest-row.ts";
import { REST_INPUT_MESSAGES } from "../../rules/rest-input.ts";
import { parseWageBand } from "../../rules/wage-bands.ts";
import { restJobInput } from "./rest-job-input.ts";
import { parseJobCategory } from "./rest-job-params.ts";
import { parseFlag } from "../../http/rest/input.ts";
import { nearParams } from "../places/index.ts";
import { toRestJob } from "./rest-job-shape.ts";

const SEARCH_JOBS = graphql(`
  query RestSearchJobs(
    $first: Int!
    $search: String
    $location: String
    $category: JobCategory
    $wageBand: WageBand
    $urgentOnly: Boolean
    $nearby: Boolean
    $near: String
    $latitude: Float
    $longitude: Float
    $radiusKm: Int
  ) {
    jobs(
      first: $first
      search: $search
      location: $location
      category: $category
      wageBand: $wageBand
      urgentOnly: $urgentOnly
      nearby: $nearby
      near: $near
      latitude: $latitude
      longitude: $longitude
      radiusKm: $radiusKm
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

/** The fixed /jobs/... paths come before any /jobs/:id path of another feature. */
export const JOB_ROWS = [
  // Public, like the `jobs` query: ?search=&location=&category=&wage=&urgent=&nearby=&near=&lat=&lng=&radiusKm=
  // &limit= (at most 100). Near a centre, each job carries distanceKm and nothing beyond the radius comes back.
  restRow({
    method: "GET",
    path: "/jobs/search",
    who: "anyone",
    operation: SEARCH_JOBS,
    variables: ({ query }) => {
      const category = parseJobCategory(query("category"));
      if (category === undefined) {
        refuse({
          category: { id: REST_INPUT_MESSAGES.unknownCategory, values: { category: query("category") ?? "" } },
        });
      }
      const wageBand = parseWageBand(query("wage"));
      if (wageBand === undefined) refuse({ wage: REST_INPUT_MESSAGES.wage });
      const first = parseLimit(query("limit"));
      if (first === undefined) refuse({ limit: LIMIT_MESSAGE });
      return {
        first,
        search: query("search") ?? null,
        location: query("location") ?? null,
        category,
        wageBand,
        urgentOnly: parseFlag(query("urgent")),
        nearby: parseFlag(query("nearby")),
        ...nearParams(query),
      };
    },
    answer: (jobs) => jobs.edges.map(({ node }) => toRestJob(node)),
  }),
  // Post a job (employers): 201 with the job.
  restRow({
    method: "POST",
    path: "/jobs",
    who: "employer",
    operation: CREATE_JOB,
    variables: ({ body }) => {
      const input = restJobInput(body.all());
      if (!input.ok) refuse(input.errors);
      return { input: input.input };
    },
    answer: toRestJob,
    status: 201,
  }),
  // The signed-in employer's jobs, every status, newest first (at most 100).
  restRow({
    method: "GET",
    path: "/employers/jobs",
    who: "employer",
    operation: EMPLOYER_JOBS,
    variables: () => ({ first: REST_LIST_LIMIT }),
    answer: (viewer) =>
      viewer?.postedJobs ? viewer.postedJobs.edges.map(({ node }) => toRestJob(node)) : RestReply.unauthorized,
  }),
];
