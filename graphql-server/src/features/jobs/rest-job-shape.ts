import { graphql } from "../../generated/graphql/index.ts";
import type { RestJobFragment } from "../../generated/graphql/graphql.ts";

/** The job fields the REST shim returns (both the main and the browse-jobs variant; `id` is the plain id). */
export const REST_JOB = graphql(`
  fragment RestJob on Job {
    databaseId title description location district state category dailyRate isRateNegotiable
    accommodationProvided mealsProvided equipmentProvided transportationProvided duration startDate
    workersNeeded workingHours isUrgent status applicationsCount viewsCount employerName createdAt distanceKm
    requiredSkills { name }
    employer { databaseId firstName lastName rating }
  }
`);

/**
 * A job as the REST shim returns it: the REST field names with plain ids, `requiredSkills` as names, and
 * the browse-jobs variant's short names (accommodation, meals, transportation) next to the long ones.
 */
export function toRestJob(job: RestJobFragment) {
  const { databaseId, requiredSkills, employer, ...fields } = job;
  return {
    id: databaseId,
    ...fields,
    accommodation: job.accommodationProvided,
    meals: job.mealsProvided,
    transportation: job.transportationProvided,
    requiredSkills: requiredSkills.map((skill) => skill.name),
    employer: employer && {
      id: employer.databaseId,
      firstName: employer.firstName,
      lastName: employer.lastName,
      rating: employer.rating,
    },
  };
}
