// Coordinates for what a job, person or course names: the finest known place (pincode, else village or town,
// else block, else district, else state), and a centre for "near a place" searches.
import type { Coordinates } from "../../rules/distance.ts";
import type { PlaceQuery } from "./place-index.ts";
import { placeIndex } from "./places.ts";

/** Both null when nothing named is known. */
export type MaybeCoordinates = { latitude: number; longitude: number } | { latitude: null; longitude: null };

const NONE: MaybeCoordinates = { latitude: null, longitude: null };

/** The coordinates of the finest place named, or nulls; nothing named means nothing looked up. */
export function coordinatesOf(where: PlaceQuery): MaybeCoordinates {
  const named = Object.values(where).some((value) => typeof value === "string" && value.trim() !== "");
  if (!named) return NONE;
  const place = placeIndex().locate(where);
  return place ? { latitude: place.latitude, longitude: place.longitude } : NONE;
}

/** The village or town of a location written "Maddur, Karnataka" (its first part). */
export function townOfLocation(location: string | null | undefined): string | null {
  const town = location?.split(",")[0]?.trim();
  return town ? town : null;
}

/** The best match for a typed place or pincode ("Maddur", "571428", "ಮೈಸೂರು"), or null. */
export function centreOf(text: string): Coordinates | null {
  const place = placeIndex().search(text, 1)[0];
  return place ? { latitude: place.latitude, longitude: place.longitude } : null;
}
