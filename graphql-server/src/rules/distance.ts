/** The radii a person can pick for "near a place" searches, in km, and the one used when none is picked. */
export const RADIUS_CHOICES_KM = [5, 10, 25, 50, 100] as const;
export const DEFAULT_RADIUS_KM = 25;

/** The Earth's radius that PostgreSQL's earthdistance module uses (`earth()`, in km), so both sides agree. */
export const EARTH_RADIUS_KM = 6378.168;

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** The great-circle distance between two points, in km. */
export function distanceKm(a: Coordinates, b: Coordinates): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A place search returns at most this many places. */
export const PLACE_SEARCH_MAX = 20;
