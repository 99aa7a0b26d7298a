// The matching feature's REST paths: `GET /api/jobs/recommended` (laborers: "Jobs for you", each job with
// `distanceKm` and `reasons`: the required skills she has) and `GET /api/jobs/:id/suggested-workers` (the job's
// employer: laborers with `distanceKm` from the work site; an empty list for anyone else).
import { graphql } from "../../generated/graphql/index.ts";
import { globalIdOf } from "../../graphql/global-id.ts";
import { RestReply, restRow } from "../../http/rest/rest-row.ts";
import { withPlainId } from "../../http/rest/plain-id.ts";
import { RECOMMENDATIONS_MAX } from "../../rules/matching.ts";
import { toRestJob } from "../jobs/index.ts";

const RECOMMENDED = graphql(`
  query RestRecommendedJobs($first: Int) {
    recommendedJobs(first: $first) { ...RestJob skillsYouHave { name } }
  }
`);

const SUGGESTED = graphql(`
  query RestSuggestedWorkers($id: ID!, $first: Int) {
    job(id: $id) {
      __typename
      ...RestError
      ... on QueryJobSuccess {
        data {
          suggestedWorkers(first: $first) {
            databaseId firstName lastName mobileNumber cityVillage district state rating reviewCount
            available travelKm distanceKm skillBadges { databaseId name }
          }
        }
      }
    }
  }
`);

export const MATCHING_ROWS = [
  restRow({
    method: "GET",
    path: "/jobs/recommended",
    who: "laborer",
    operation: RECOMMENDED,
    variables: () => ({ first: RECOMMENDATIONS_MAX }),
    answer: (jobs) =>
      jobs.map(({ skillsYouHave, ...job }) => ({
        ...toRestJob(job),
        reasons: { skills: skillsYouHave.map((skill) => skill.name), distanceKm: job.distanceKm },
      })),
  }),
  restRow({
    method: "GET",
    path: "/jobs/:id/suggested-workers",
    who: "the job's employer",
    operation: SUGGESTED,
    variables: ({ param }) => ({ id: globalIdOf("Job", param("id")), first: RECOMMENDATIONS_MAX }),
    answer: (job) =>
      job
        ? job.suggestedWorkers.map(({ skillBadges, ...worker }) => ({
            ...withPlainId(worker),
            skills: skillBadges.map(withPlainId),
          }))
        : RestReply.unauthorized,
  }),
];
