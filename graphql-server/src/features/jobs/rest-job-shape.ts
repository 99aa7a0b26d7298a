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
  const { databaseId, requiredSkills, employer } = job;
  return {
    id: databaseId,
    ...fieldsAsTheyAre(job),
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

type FieldsAsTheyAre = Omit<RestJobFragment, "databaseId" | "requiredSkills" | "employer">;

/**
 * The job's other fields, in the order the fragment selects them. Named one by one (the type makes the list
 * complete: a field the fragment adds is an error here until it is named): the executor's result objects have no
 * prototype, and copying one key by key or with an object rest takes V8's slow path, several times the cost.
 */
function fieldsAsTheyAre(job: RestJobFragment): { [K in keyof FieldsAsTheyAre]-?: FieldsAsTheyAre[K] } {
  return {
    title: job.title,
    description: job.description,
    location: job.location,
    district: job.district,
    state: job.state,
    category: job.category,
    dailyRate: job.dailyRate,
    isRateNegotiable: job.isRateNegotiable,
    accommodationProvided: job.accommodationProvided,
    mealsProvided: job.mealsProvided,
    equipmentProvided: job.equipmentProvided,
    transportationProvided: job.transportationProvided,
    duration: job.duration,
    startDate: job.startDate,
    workersNeeded: job.workersNeeded,
    workingHours: job.workingHours,
    isUrgent: job.isUrgent,
    status: job.status,
    applicationsCount: job.applicationsCount,
    viewsCount: job.viewsCount,
    employerName: job.employerName,
    createdAt: job.createdAt,
    distanceKm: job.distanceKm,
  };
}
