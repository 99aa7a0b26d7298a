// Shared by the job and application tests: expected orders computed in plain JavaScript from
// database rows, independently of the Prisma filters under test.
import type { Job } from "../generated/prisma/client.ts";
import { placeNameVariants } from "../features/places/aliases.ts";

/** Newest first, id breaking ties (the `jobs` order). */
export function newestFirst<T extends { createdAt: Date; id: number }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
}

export const idsOf = (rows: readonly { id: number }[]) => rows.map((row) => row.id);

const has = (text: string | null, part: string) => (text ?? "").toLowerCase().includes(part.toLowerCase());

/**
 * Whether a job matches a free-text search: every word, under any of its names when it is a place, in
 * the title, description, location, district or state.
 */
export const matchesText = (job: Job, search: string) =>
  search
    .trim()
    .split(/\s+/)
    .every((word) =>
      placeNameVariants(word).some((name) =>
        [job.title, job.description, job.location, job.district, job.state].some((text) => has(text, name)),
      ),
    );

/** Whether a job is at a place, under any of its names. */
export const matchesPlace = (job: Job, place: string) =>
  placeNameVariants(place).some((name) => has(job.location, name) || has(job.district, name) || has(job.state, name));

export const sameText = (a: string | null, b: string | null) =>
  a !== null && b !== null && a.toLowerCase() === b.toLowerCase();

export const JOB_FIELDS = /* GraphQL */ `
  fragment TestJob on Job {
    id databaseId title description location district state category dailyRate isRateNegotiable
    accommodationProvided mealsProvided equipmentProvided transportationProvided duration startDate
    workersNeeded workingHours isUrgent status viewsCount createdAt employerName applicationsCount viewerHasApplied
    employer { databaseId firstName lastName rating }
    requiredSkills { databaseId name }
  }
`;

export const JOBS = /* GraphQL */ `
  query Jobs(
    $first: Int, $after: String, $last: Int, $before: String, $search: String, $location: String,
    $category: JobCategory, $wageBand: WageBand, $nearby: Boolean, $urgentOnly: Boolean
  ) {
    jobs(
      first: $first, after: $after, last: $last, before: $before, search: $search, location: $location,
      category: $category, wageBand: $wageBand, nearby: $nearby, urgentOnly: $urgentOnly
    ) {
      totalCount
      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
      edges { cursor node { ...TestJob } }
    }
  }
  ${JOB_FIELDS}
`;

export interface JobsPage {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  edges: { cursor: string; node: Record<string, any> & { databaseId: number } }[];
}
