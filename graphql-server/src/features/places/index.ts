// The places feature's public module: every name of a place, filters that match any of them, and coordinates.
export { PLACE_NAMES, placeNameVariants } from "./aliases.ts";
export { placeInSomeColumn } from "./place-filter.ts";
export { type MaybeCoordinates, centreOf, coordinatesOf, townOfLocation } from "./coordinates.ts";
export { fillMissingCoordinates } from "./fill-coordinates.ts";
export { type NearTable, idsWithinRadius, readNear, rowsWithinRadius } from "./within-radius.ts";
export {
  type NearArgs,
  type NearSearch,
  type PageQuery,
  distanceFromCentreKm,
  findPageOfIds,
  inIdOrder,
  nearSearch,
  pageOfIds,
  setCentre,
} from "./near-search.ts";
export { nearParams } from "./rest-near-params.ts";
export { type NearCursor, type NearPointTable, nearCountUpTo, nearIdsAfter } from "./near-points.ts";
