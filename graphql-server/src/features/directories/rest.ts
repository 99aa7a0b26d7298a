// The directories' REST paths (signed-in users only; signed out is 401 `{"message":"Unauthorized"}`):
// `search`, `location` (any name of a place: Mysore finds Mysuru) and, for laborers, `skill` (a plain skill id
// or a skill named in any language), `available=true`, and `near` (or `lat` and `lng`) with `radiusKm`. Blank or
// `all` filters nothing. `limit` defaults to and is capped at 100.
import { graphql } from "../../generated/graphql/index.ts";
import { LIMIT_MESSAGE, parseLimit } from "../../http/rest/list-limit.ts";
import { withPlainId } from "../../http/rest/plain-id.ts";
import { refuse } from "../../http/rest/refuse.ts";
import { type RestRequest, restRow } from "../../http/rest/rest-row.ts";
import { skillArgs } from "./rest-directory-params.ts";
import { nearParams } from "../places/index.ts";
import { parseFlag } from "../../http/rest/input.ts";

const LABORERS = graphql(`
  query RestLaborers(
    $first: Int
    $search: String
    $location: String
    $skill: ID
    $skillName: String
    $available: Boolean
    $near: String
    $latitude: Float
    $longitude: Float
    $radiusKm: Int
  ) {
    laborers(
      first: $first
      search: $search
      location: $location
      skill: $skill
      skillName: $skillName
      available: $available
      near: $near
      latitude: $latitude
      longitude: $longitude
      radiusKm: $radiusKm
    ) {
      edges {
        node {
          databaseId firstName lastName email mobileNumber cityVillage district state
          rating reviewCount experienceYears completedJobs isVerified profileImageUrl available travelKm distanceKm
          skillBadges { databaseId name }
        }
      }
    }
  }
`);

const EMPLOYERS = graphql(`
  query RestEmployers($first: Int, $search: String, $location: String) {
    employers(first: $first, search: $search, location: $location) {
      edges {
        node {
          databaseId firstName lastName email mobileNumber businessName farmName cityVillage district state
          rating isVerified jobsPosted profileImageUrl
        }
      }
    }
  }
`);

const TRAINING_PROVIDERS = graphql(`
  query RestTrainingProviders($first: Int, $search: String, $location: String) {
    trainingProviders(first: $first, search: $search, location: $location) {
      edges {
        node {
          databaseId firstName lastName email mobileNumber businessName cityVillage district state
          rating reviewCount isVerified profileImageUrl coursesOffered
        }
      }
    }
  }
`);

/** `?limit=`, `?search=` and `?location=` of a directory request. */
function directoryArgs({ query }: RestRequest) {
  const first = parseLimit(query("limit"));
  if (first === undefined) refuse({ limit: LIMIT_MESSAGE });
  return { first, search: query("search") ?? null, location: query("location") ?? null };
}

export const DIRECTORY_ROWS = [
  restRow({
    method: "GET",
    path: ["/laborers", "/laborers/search"],
    who: "signed in",
    operation: LABORERS,
    variables: (request) => ({
      ...directoryArgs(request),
      ...skillArgs(request.query("skill")),
      available: parseFlag(request.query("available")) || null,
      ...nearParams(request.query),
    }),
    answer: (laborers) =>
      laborers.edges.map(({ node: { skillBadges, ...laborer } }) => ({
        ...withPlainId(laborer),
        skills: skillBadges.map(withPlainId),
      })),
  }),
  restRow({
    method: "GET",
    path: "/employers",
    who: "signed in",
    operation: EMPLOYERS,
    variables: directoryArgs,
    answer: (employers) => employers.edges.map(({ node }) => withPlainId(node)),
  }),
  restRow({
    method: "GET",
    path: "/training-providers",
    who: "signed in",
    operation: TRAINING_PROVIDERS,
    variables: directoryArgs,
    answer: (providers) => providers.edges.map(({ node }) => withPlainId(node)),
  }),
];
