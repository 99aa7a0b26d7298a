// "Near a place": the rows whose coordinates lie within a radius of a centre, with their distances. The
// earth_box test reads the table's GiST index on ll_to_earth(latitude, longitude) (the earthdistance module);
// the exact distance then drops the box's corners. Each table's filter is its index's own predicate.
import { Prisma, type PrismaClient } from "../../generated/prisma/client.ts";
import type { Coordinates } from "../../rules/distance.ts";

const NEAR_TABLES = {
  Job: Prisma.sql`"Job" WHERE "status" = 'active'`,
  /** Open and closed jobs: the partners' change feed lists both. */
  AnyJob: Prisma.sql`"Job" WHERE TRUE`,
  User: Prisma.sql`"User" WHERE "userType" = 'laborer'`,
  Course: Prisma.sql`"Course" WHERE "status" = 'active'`,
} as const;

export type NearTable = keyof typeof NEAR_TABLES;

/** Ids of the table's searchable rows within `radiusKm` of the centre, each with its distance in km. */
export async function idsWithinRadius(
  prisma: Pick<PrismaClient, "$queryRaw">,
  table: NearTable,
  centre: Coordinates,
  radiusKm: number,
): Promise<Map<number, number>> {
  const metres = radiusKm * 1000;
  const rows = await prisma.$queryRaw<{ id: number; metres: number }[]>`
    SELECT "id", earth_distance(ll_to_earth(${centre.latitude}, ${centre.longitude}), ll_to_earth("latitude", "longitude")) AS "metres"
    FROM ${NEAR_TABLES[table]}
      AND earth_box(ll_to_earth(${centre.latitude}, ${centre.longitude}), ${metres}) @> ll_to_earth("latitude", "longitude")
      AND earth_distance(ll_to_earth(${centre.latitude}, ${centre.longitude}), ll_to_earth("latitude", "longitude")) <= ${metres}`;
  return new Map(rows.map((row) => [row.id, row.metres / 1000]));
}
