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

/** The widest radius a search takes, in km. */
export const MAX_RADIUS_KM = 100;

export const DISTANCE_MESSAGES = {
  placeNotFound: /*i18n*/ "We could not find that place. Try a village, town, district or pincode.",
  radius: /*i18n*/ "Distance must be between 1 and 100 km",
  coordinates: /*i18n*/ "Latitude and longitude must be sent together, as a point in India",
} as const;

/** Whether a radius can be searched: a whole number of km from 1 to MAX_RADIUS_KM. */
export const isSearchableRadius = (km: number): boolean => Number.isInteger(km) && km >= 1 && km <= MAX_RADIUS_KM;

/** Rounded for a card: one decimal under 10 km ("2.5 km"), whole km above ("12 km"). */
export const roundedDistanceKm = (km: number): number => (km < 10 ? Math.round(km * 10) / 10 : Math.round(km));

/** A radius from a URL (?radius=25): one of RADIUS_CHOICES_KM, else the default. */
export function parseRadiusChoice(value: string | null | undefined): number {
  const km = Number(value);
  return (RADIUS_CHOICES_KM as readonly number[]).includes(km) ? km : DEFAULT_RADIUS_KM;
}

/**
 * A near search looks at this many of the nearest rows within the radius (jobs, laborers): beyond it, a
 * search counts "1,000+" like every job search, and its cost stays the same however dense the place.
 */
export const NEAR_CANDIDATES_MAX = 1000;
