import type { Prisma } from "../../generated/prisma/client.ts";
import type { UserType } from "../../generated/prisma/enums.ts";
import { eachWordInSomeColumn, filterText, searchWords as wordsOf } from "../../db/text-filters.ts";

export { filterText };
import { placeInSomeColumn } from "../places/index.ts";
import { notBlockedWith } from "../moderation/index.ts";

/** At most this many words of the search text are used (each must match some name field). */
export const MAX_SEARCH_WORDS = 5;

/** Text fields a directory's free-text search looks in. */
export type SearchField = "firstName" | "lastName" | "businessName" | "farmName";

/** Location text is matched against these address fields (any of them). */
const LOCATION_FIELDS = ["cityVillage", "district", "state"] as const;

/** Free-text search fields per directory. */
export const SEARCH_FIELDS = {
  laborer: ["firstName", "lastName"],
  employer: ["firstName", "lastName", "businessName", "farmName"],
  training_provider: ["firstName", "lastName", "businessName"],
} as const satisfies Record<UserType, readonly SearchField[]>;

export interface DirectoryFilter {
  /** Free text; every word must be found (case-insensitive, anywhere) in one of the search fields. */
  search?: string | null;
  /** A place: city/village, district or state, by any of its names (Mysore finds Mysuru). */
  location?: string | null;
  /** Laborers only: the database id of a catalogue skill the laborer must have. */
  skillId?: number | null;
  /** Laborers only: the catalogue skills one of which the laborer must have (a skill named in any language). */
  skillIds?: readonly number[] | null;
  /** Laborers only: only those available on this day. */
  availableOn?: Date | null;
  /** The viewer: people they blocked, or who blocked them, are left out. */
  viewerId?: number | null;
}

/** The search words: split on white space, at most MAX_SEARCH_WORDS. */
export const searchWords = (search: string | null | undefined): string[] =>
  wordsOf(filterText(search), MAX_SEARCH_WORDS);

/** The location condition: any name of the place in any address field, or null for no filter. */
export const locationWhere = (location: string | null | undefined): Prisma.UserWhereInput | null =>
  placeInSomeColumn(LOCATION_FIELDS, filterText(location));

/** Accounts that have not given a name yet (fresh OTP sign-ups) are not listed. */
export const LISTED = { firstName: { not: null } } as const satisfies Prisma.UserWhereInput;

/**
 * The Prisma `where` for one directory: users of that type, narrowed by search words (each word
 * in some search field), location and (laborers) skill. Unset or blank filters narrow nothing.
 */
export function directoryWhere(userType: UserType, filter: DirectoryFilter): Prisma.UserWhereInput {
  const and: Prisma.UserWhereInput[] = [
    ...eachWordInSomeColumn<Prisma.UserWhereInput>(SEARCH_FIELDS[userType], searchWords(filter.search)),
  ];
  const location = locationWhere(filter.location);
  if (location) and.push(location);
  if (filter.viewerId != null) and.push(notBlockedWith(filter.viewerId));
  if (userType === "laborer") {
    if (filter.skillId != null) and.push({ skills: { some: { skillId: filter.skillId } } });
    if (filter.skillIds != null) and.push({ skills: { some: { skillId: { in: [...filter.skillIds] } } } });
    if (filter.availableOn) and.push(availableOnWhere(filter.availableOn));
  }
  return and.length > 0 ? { userType, ...LISTED, AND: and } : { userType, ...LISTED };
}

/** Marked available, from no particular day or from `day` or earlier (rules/availability.ts). */
export const availableOnWhere = (day: Date): Prisma.UserWhereInput => ({
  available: true,
  OR: [{ availableFrom: null }, { availableFrom: { lte: day } }],
});

/**
 * Directory order: best rated first (unrated last), then oldest account first. The id makes the
 * order total, so cursor pages (cursor: id) never skip or repeat a row.
 */
export const DIRECTORY_ORDER: Prisma.UserOrderByWithRelationInput[] = [
  { rating: { sort: "desc", nulls: "last" } },
  { id: "asc" },
];

/** The laborer directory lists those marked available first, then in DIRECTORY_ORDER. */
export const LABORER_ORDER: Prisma.UserOrderByWithRelationInput[] = [{ available: "desc" }, ...DIRECTORY_ORDER];
