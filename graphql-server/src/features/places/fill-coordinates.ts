// Coordinates for rows written without them: rows from before places had coordinates, demo and benchmark
// data inserted in bulk. Each distinct place is looked up once and written to every row that names it; a
// place that cannot be found leaves its rows without coordinates (they show no distance and match no radius).
import type { PrismaClient } from "../../generated/prisma/client.ts";
import { coordinatesOf, townOfLocation } from "./coordinates.ts";

type Text = string | null;

/** Fills missing coordinates of jobs, people and courses; answers how many rows got them. */
export async function fillMissingCoordinates(prisma: PrismaClient): Promise<number> {
  let filled = 0;
  const jobPlaces = await prisma.$queryRaw<{ location: string; district: Text; state: Text }[]>`
    SELECT DISTINCT "location", "district", "state" FROM "Job" WHERE "latitude" IS NULL`;
  for (const place of jobPlaces) {
    const at = coordinatesOf({
      cityVillage: townOfLocation(place.location),
      district: place.district,
      state: place.state,
    });
    if (at.latitude === null) continue;
    filled += await prisma.$executeRaw`
      UPDATE "Job" SET "latitude" = ${at.latitude}, "longitude" = ${at.longitude}
      WHERE "latitude" IS NULL AND "location" = ${place.location}
        AND "district" IS NOT DISTINCT FROM ${place.district} AND "state" IS NOT DISTINCT FROM ${place.state}`;
  }
  const userPlaces = await prisma.$queryRaw<
    { pincode: Text; cityVillage: Text; block: Text; district: Text; state: Text }[]
  >`
    SELECT DISTINCT "pincode", "cityVillage", "block", "district", "state" FROM "User"
    WHERE "latitude" IS NULL AND COALESCE("pincode", "cityVillage", "block", "district", "state") IS NOT NULL`;
  for (const place of userPlaces) {
    const at = coordinatesOf(place);
    if (at.latitude === null) continue;
    filled += await prisma.$executeRaw`
      UPDATE "User" SET "latitude" = ${at.latitude}, "longitude" = ${at.longitude}
      WHERE "latitude" IS NULL AND "pincode" IS NOT DISTINCT FROM ${place.pincode}
        AND "cityVillage" IS NOT DISTINCT FROM ${place.cityVillage} AND "block" IS NOT DISTINCT FROM ${place.block}
        AND "district" IS NOT DISTINCT FROM ${place.district} AND "state" IS NOT DISTINCT FROM ${place.state}`;
  }
  const coursePlaces = await prisma.$queryRaw<{ cityVillage: Text; district: Text; state: Text }[]>`
    SELECT DISTINCT "cityVillage", "district", "state" FROM "Course"
    WHERE "latitude" IS NULL AND NOT "isOnline" AND COALESCE("cityVillage", "district", "state") IS NOT NULL`;
  for (const place of coursePlaces) {
    const at = coordinatesOf(place);
    if (at.latitude === null) continue;
    filled += await prisma.$executeRaw`
      UPDATE "Course" SET "latitude" = ${at.latitude}, "longitude" = ${at.longitude}
      WHERE "latitude" IS NULL AND NOT "isOnline" AND "cityVillage" IS NOT DISTINCT FROM ${place.cityVillage}
        AND "district" IS NOT DISTINCT FROM ${place.district} AND "state" IS NOT DISTINCT FROM ${place.state}`;
  }
  return filled;
}
