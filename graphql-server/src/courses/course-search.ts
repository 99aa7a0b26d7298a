import type { Prisma } from "../generated/prisma/client.ts";
import type { SkillCategory } from "../generated/prisma/enums.ts";
import { placeNameVariants } from "../places/aliases.ts";

export interface CourseSearch {
  search?: string | null;
  location?: string | null;
  skillCategory?: SkillCategory | null;
  freeOnly?: boolean | null;
}

/** Longer filter text is cut to this length (a filter, not stored data: no need to reject it). */
const MAX_FILTER_LENGTH = 100;

/** Active courses matching the search filters (free text on title and description, place names, category, free). */
export function courseSearchWhere({ search, location, skillCategory, freeOnly }: CourseSearch): Prisma.CourseWhereInput {
  const and: Prisma.CourseWhereInput[] = [{ status: "active" }];
  const text = search?.trim().slice(0, MAX_FILTER_LENGTH);
  if (text) {
    and.push({
      OR: [
        { title: { contains: text, mode: "insensitive" } },
        { description: { contains: text, mode: "insensitive" } },
      ],
    });
  }
  const places = placeNameVariants(location?.slice(0, MAX_FILTER_LENGTH));
  if (places.length > 0) {
    and.push({ OR: places.map((place) => ({ location: { contains: place, mode: "insensitive" as const } })) });
  }
  if (skillCategory) and.push({ skillCategory });
  if (freeOnly) and.push({ isFree: true });
  return { AND: and };
}

/** Newest first; the id breaks ties so cursor pages never overlap. */
export const NEWEST_FIRST = [{ createdAt: "desc" }, { id: "desc" }] satisfies Prisma.CourseOrderByWithRelationInput[];
