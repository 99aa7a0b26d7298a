// Laborers near a centre: those available today first, then the others; within each, nearest point first and
// the oldest account first at a point, read point by point until the page is full (nearIdsAfter). The count
// reads at most NEAR_CANDIDATES_MAX laborers the same way.
import { Prisma } from "../../generated/prisma/client.ts";
import type { Context } from "../../graphql/context.ts";
import { type WhereModel, whereSql } from "../../db/where-sql.ts";
import { NEAR_CANDIDATES_MAX } from "../../rules/distance.ts";
import { type NearSearch, type PageQuery, nearCountUpTo, nearIdsAfter, pageOfIds } from "../places/index.ts";
import { availableOnWhere } from "./directory-filters.ts";

type Db = Context["prisma"];

/** The User columns a directory filter may name, and the skills it may require. */
const USER: WhereModel = {
  table: "User",
  columns: new Set(Object.values(Prisma.UserScalarFieldEnum)),
  relations: {
    skills: {
      model: { table: "UserSkill", columns: new Set(Object.values(Prisma.UserSkillScalarFieldEnum)) },
      foreignKey: "userId",
    },
    // Blocks between the viewer and a laborer (moderation's notBlockedWith).
    blocksMade: {
      model: { table: "Block", columns: new Set(Object.values(Prisma.BlockScalarFieldEnum)) },
      foreignKey: "blockerId",
    },
    blocksReceived: {
      model: { table: "Block", columns: new Set(Object.values(Prisma.BlockScalarFieldEnum)) },
      foreignKey: "blockedId",
    },
  },
};

/** The two groups in order: available on `day`, then not. */
function groups(where: Prisma.UserWhereInput, day: Date): [Prisma.Sql, Prisma.Sql] {
  const available = availableOnWhere(day);
  return [whereSql({ AND: [where, available] }, USER), whereSql({ AND: [where, { NOT: available }] }, USER)];
}

/**
 * The ids of the page a connection query asks for (its cursor, skip and signed take); a page going back is cut
 * from the first NEAR_CANDIDATES_MAX.
 */
export async function nearLaborerPage(
  db: Db,
  where: Prisma.UserWhereInput,
  near: NearSearch,
  page: PageQuery,
  day: Date,
): Promise<number[]> {
  const [availableFirst, others] = groups(where, day);
  if (page.take < 0) {
    const max = NEAR_CANDIDATES_MAX;
    const first = await nearIdsAfter(db, "Laborer", near, availableFirst, null, max);
    const rest = first.length < max ? await nearIdsAfter(db, "Laborer", near, others, null, max - first.length) : [];
    return pageOfIds([...first, ...rest], page);
  }
  let cursor = null;
  let inFirstGroup = true;
  if (page.cursor) {
    const at = await db.user.findFirst({
      where: { id: page.cursor.id },
      select: { id: true, latitude: true, longitude: true, available: true, availableFrom: true },
    });
    if (at?.latitude == null || at.longitude == null) return [];
    cursor = { id: at.id, latitude: at.latitude, longitude: at.longitude };
    inFirstGroup = at.available && (at.availableFrom === null || at.availableFrom <= day);
  }
  // Prisma's cursor includes the cursor row, which `skip` 1 then drops; the statements start after it.
  const skip = Math.max(0, (page.skip ?? 0) - (cursor ? 1 : 0));
  const want = skip + page.take;
  const first = inFirstGroup ? await nearIdsAfter(db, "Laborer", near, availableFirst, cursor, want) : [];
  const rest =
    first.length < want
      ? await nearIdsAfter(db, "Laborer", near, others, inFirstGroup ? null : cursor, want - first.length)
      : [];
  return [...first, ...rest].slice(skip);
}

/** How many laborers within the radius pass the filters, counted up to NEAR_CANDIDATES_MAX. */
export async function nearLaborerCount(
  db: Db,
  where: Prisma.UserWhereInput,
  near: NearSearch,
  day: Date,
): Promise<number> {
  const [availableFirst, others] = groups(where, day);
  const counts = await Promise.all(
    [availableFirst, others].map((filter) => nearCountUpTo(db, "Laborer", near, filter, NEAR_CANDIDATES_MAX)),
  );
  return Math.min(NEAR_CANDIDATES_MAX, counts[0]! + counts[1]!);
}
