import { graphql } from "../../generated/graphql/index.ts";
import type { RestApplicationFragment } from "../../generated/graphql/graphql.ts";

/** The application fields the REST shim returns (`id` is the plain id). */
export const REST_APPLICATION = graphql(`
  fragment RestApplication on Application {
    databaseId requestedRate message status createdAt
    laborer { databaseId firstName lastName rating completedJobs }
    job { databaseId title }
  }
`);

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
