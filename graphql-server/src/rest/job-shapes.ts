import type { RestApplicationFragment, RestJobFragment } from "../generated/graphql/graphql.ts";

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

/** An application as the REST shim returns it (its REST fields, plus ids and the message). */
export function toRestApplication(application: RestApplicationFragment) {
  const { databaseId, laborer, job, ...fields } = application;
  return {
    id: databaseId,
    ...fields,
    laborer: {
      id: laborer.databaseId,
      firstName: laborer.firstName,
      lastName: laborer.lastName,
      rating: laborer.rating,
      completedJobs: laborer.completedJobs,
    },
    job: { id: job.databaseId, title: job.title },
  };
}
