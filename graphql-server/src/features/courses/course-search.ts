import type { Prisma } from "../../generated/prisma/client.ts";
import type { SkillCategory } from "../../generated/prisma/enums.ts";
import { MAX_FILTER_CHARACTERS, contains } from "../../db/text-filters.ts";
import { placeInSomeColumn } from "../places/index.ts";
import { courseOwnerNotSuspended } from "../moderation/index.ts";

export interface CourseSearch {
  search?: string | null;
  location?: string | null;
  skillCategory?: SkillCategory | null;
  freeOnly?: boolean | null;
  /** true: free courses only; false: paid courses only; null: both. */
  isFree?: boolean | null;
}

/** Active courses matching the search filters (free text on title and description, place names, category, free or paid). */
export function courseSearchWhere({
  search,
  location,
  skillCategory,
  freeOnly,
  isFree,
}: CourseSearch): Prisma.CourseWhereInput {
  const and: Prisma.CourseWhereInput[] = [{ status: "active" }, courseOwnerNotSuspended()];
  const text = search?.trim().slice(0, MAX_FILTER_CHARACTERS);
  if (text) {
    and.push({
      OR: [{ title: contains(text) }, { description: contains(text) }],
    });
  }
  const place = placeInSomeColumn<Prisma.CourseWhereInput>(["location"], location);
  if (place) and.push(place);
  if (skillCategory) and.push({ skillCategory });
  if (freeOnly) and.push({ isFree: true });
  if (isFree != null) and.push({ isFree });
  return { AND: and };
}

/** Newest first; the id breaks ties so cursor pages never overlap. */
export const NEWEST_FIRST = [{ createdAt: "desc" }, { id: "desc" }] satisfies Prisma.CourseOrderByWithRelationInput[];
