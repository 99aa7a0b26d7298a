import type { Prisma } from "../../generated/prisma/client.ts";
import type { PageQuery } from "../places/index.ts";
import { NEWEST_FIRST, type NearbyGroups, isSameDistrict } from "./job-filters.ts";

type FindJobs<T> = (args: {
  where: Prisma.JobWhereInput;
  orderBy: typeof NEWEST_FIRST;
  take: number;
  skip?: number;
  cursor?: { id: number };
}) => Promise<T[]>;

/**
 * One page of a list made of two groups shown one after the other (the viewer's district, then the
 * rest of the state), each newest first, with ordinary id cursors. The cursor's job tells which
 * group the page starts in; a page that runs off the end of the first group continues at the start
 * of the second (forward), or off the start of the second at the end of the first (backward, for
 * `last`/`before`). Results come back in list order, `take` + 1 long when there is more, as Pothos'
 * connection expects.
 */
export async function twoGroupPage<T>(
  base: Prisma.JobWhereInput,
  groups: NonNullable<NearbyGroups> & { district: Prisma.JobWhereInput },
  viewerDistrict: string,
  page: PageQuery,
  cursorDistrict: (id: number) => Promise<string | null | undefined>,
  find: FindJobs<T>,
): Promise<T[]> {
  const inDistrict = { AND: [base, groups.district] };
  const inRest = { AND: [base, groups.rest] };
  const size = Math.abs(page.take);
  const forward = page.take > 0;
  // Without a cursor a forward page starts in the district group, a backward one ends in the rest.
  let cursorInDistrict = forward;
  if (page.cursor) {
    const district = await cursorDistrict(page.cursor.id);
    cursorInDistrict = district !== undefined && isSameDistrict(district, viewerDistrict);
  }
  const at = page.cursor ? { cursor: page.cursor, skip: page.skip } : {};

  if (forward) {
    if (!cursorInDistrict) return find({ where: inRest, orderBy: NEWEST_FIRST, take: size, ...at });
    const first = await find({ where: inDistrict, orderBy: NEWEST_FIRST, take: size, ...at });
    if (first.length === size) return first;
    const more = await find({ where: inRest, orderBy: NEWEST_FIRST, take: size - first.length });
    return [...first, ...more];
  }

  if (page.cursor && cursorInDistrict) return find({ where: inDistrict, orderBy: NEWEST_FIRST, take: -size, ...at });
  const last = await find({ where: inRest, orderBy: NEWEST_FIRST, take: -size, ...at });
  if (last.length === size) return last;
  const before = await find({ where: inDistrict, orderBy: NEWEST_FIRST, take: -(size - last.length) });
  return [...before, ...last];
}
