import type { Prisma } from "../../generated/prisma/client.ts";
import type { JobCategory } from "../../generated/prisma/enums.ts";
import { MAX_FILTER_CHARACTERS, equalsIgnoringCase, searchWords as wordsOf } from "../../db/text-filters.ts";
import { placeInSomeColumn, placeNameVariants } from "../places/index.ts";
import { jobOwnerNotSuspended } from "../moderation/index.ts";
import { WAGE_BANDS, type WageBand } from "../../rules/wage-bands.ts";

/** The filters of the `jobs` search (all optional). */
export interface JobSearch {
  search?: string | null;
  location?: string | null;
  category?: JobCategory | null;
  wageBand?: WageBand | null;
  urgentOnly?: boolean | null;
  /** Employers whose jobs stay out: the people the viewer blocked or who blocked the viewer. */
  hiddenEmployerIds?: readonly number[];
}

/** Where the signed-in viewer lives, for `nearby`. */
export interface ViewerPlace {
  district: string | null;
  state: string | null;
}

/** Newest first; the id breaks ties so pages never overlap (index Job(status, createdAt, id)). */
export const NEWEST_FIRST = [{ createdAt: "desc" }, { id: "desc" }] satisfies Prisma.JobOrderByWithRelationInput[];

/** Free text is cut to this many characters and words, to keep the query small. */
export const SEARCH_LIMITS = { characters: MAX_FILTER_CHARACTERS, words: 8 } as const;

/** The words of a free-text search, trimmed and limited (SEARCH_LIMITS). */
export const searchWords = (search: string | null | undefined): string[] => wordsOf(search, SEARCH_LIMITS.words);

/**
 * The columns free text looks in: the job's own words and its place (the location's village or town and
 * state, the district, the state), each with a trigram index.
 */
export const TEXT_SEARCH_COLUMNS = ["title", "description", "location", "district", "state"] as const;

/**
 * Every word must appear (case-insensitively) in one of TEXT_SEARCH_COLUMNS, under any of its names when
 * it is a place: "Mysore" also finds Mysuru.
 */
export const textSearchWhere = (search: string | null | undefined): Prisma.JobWhereInput[] =>
  searchWords(search).map((word) => placeInSomeColumn<Prisma.JobWhereInput>(TEXT_SEARCH_COLUMNS, word)!);

/** Any name of the place (Mysore or Mysuru) in the job's location, district or state. */
export const locationWhere = (location: string | null | undefined): Prisma.JobWhereInput | null =>
  placeInSomeColumn(["location", "district", "state"], location);

/** The band's daily-rate range: lower edge included, upper edge excluded. */
export function wageBandWhere(band: WageBand): Prisma.JobWhereInput {
  const { min, below } = WAGE_BANDS[band];
  return { dailyRate: below === null ? { gte: min } : { gte: min, lt: below } };
}

/** Jobs of anyone but these employers (a job whose employer left has none and stays). */
export const employerNotIn = (ids: readonly number[]): Prisma.JobWhereInput => ({
  OR: [{ employerId: null }, { NOT: { employerId: { in: [...ids] } } }],
});

/** Active jobs matching every given filter. */
export function jobSearchWhere(filters: JobSearch): Prisma.JobWhereInput {
  // A suspended employer's jobs are out of the search until the suspension ends.
  const and: Prisma.JobWhereInput[] = [
    { status: "active" },
    jobOwnerNotSuspended(),
    ...textSearchWhere(filters.search),
  ];
  const place = locationWhere(filters.location);
  if (place) and.push(place);
  if (filters.category) and.push({ category: filters.category });
  if (filters.wageBand) and.push(wageBandWhere(filters.wageBand));
  if (filters.urgentOnly) and.push({ isUrgent: true });
  if (filters.hiddenEmployerIds?.length) and.push(employerNotIn(filters.hiddenEmployerIds));
  return and.length === 1 ? and[0]! : { AND: and };
}

/** A column equal (case-insensitively) to any name of the place. */
export function samePlace(column: "district" | "state", place: string): Prisma.JobWhereInput {
  return { OR: placeNameVariants(place).map((name) => ({ [column]: equalsIgnoringCase(name) })) };
}

/**
 * `nearby`, as at most two result groups shown one after the other: jobs in the viewer's district,
 * then the other jobs of the viewer's state. Both groups are limited to the viewer's state when it
 * is known. Without a district there is one group (the state's jobs); without either, `null`
 * (no location restriction).
 */
export type NearbyGroups = { district: Prisma.JobWhereInput | null; rest: Prisma.JobWhereInput } | null;

export function nearbyGroups(place: ViewerPlace | null): NearbyGroups {
  const district = place?.district?.trim() || null;
  const state = place?.state?.trim() || null;
  if (!district && !state) return null;
  const inState = state ? [samePlace("state", state)] : [];
  if (!district) return { district: null, rest: inState[0]! };
  const inDistrict = samePlace("district", district);
  return {
    district: { AND: [...inState, inDistrict] },
    // A job with no district is not in the viewer's district (NOT alone would drop NULLs).
    rest: { AND: [...inState, { OR: [{ district: null }, { NOT: inDistrict }] }] },
  };
}

/** Whether a job's district is the viewer's (the JavaScript twin of the `district` group's filter). */
export function isSameDistrict(jobDistrict: string | null, viewerDistrict: string): boolean {
  if (jobDistrict === null) return false;
  const lower = jobDistrict.toLowerCase();
  return placeNameVariants(viewerDistrict).some((name) => name.toLowerCase() === lower);
}

/** Every job of the search, whatever the group: for counting, and for `nearby` without a district. */
export function searchWhere(
  filters: JobSearch & { nearby?: boolean | null },
  viewer: ViewerPlace | null,
): Prisma.JobWhereInput {
  const base = jobSearchWhere(filters);
  const groups = filters.nearby ? nearbyGroups(viewer) : null;
  if (!groups) return base;
  return { AND: [base, groups.district ? { OR: [groups.district, groups.rest] } : groups.rest] };
}
