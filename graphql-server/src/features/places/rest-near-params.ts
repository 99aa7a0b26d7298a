// The REST parameters of a near search, shared by job and worker search: `near`, `lat` and `lng`, `radiusKm`.
import { refuse } from "../../http/rest/refuse.ts";
import { DISTANCE_MESSAGES, isSearchableRadius } from "../../rules/distance.ts";

/** A number in a query string, or null when absent; NaN for anything that is not a number. */
const numberParam = (value: string | undefined): number | null =>
  value === undefined || value.trim() === "" ? null : /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : Number.NaN;

/**
 * A near search's REST parameters: `near` (a place or pincode), or `lat` and `lng` (a point), and `radiusKm`.
 * Values that are not numbers, and radii out of range, are refused here; the search checks the point's range.
 */
export function nearParams(query: (name: string) => string | undefined) {
  const latitude = numberParam(query("lat"));
  const longitude = numberParam(query("lng"));
  const radiusKm = numberParam(query("radiusKm"));
  if (Number.isNaN(latitude) || Number.isNaN(longitude)) refuse({ lat: DISTANCE_MESSAGES.coordinates });
  if (radiusKm !== null && !isSearchableRadius(radiusKm)) refuse({ radiusKm: DISTANCE_MESSAGES.radius });
  return { near: query("near")?.trim() || null, latitude, longitude, radiusKm };
}
