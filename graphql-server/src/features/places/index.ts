// The places feature's public module: every name of a place, and filters that match any of them.
export { PLACE_NAMES, placeNameVariants } from "./aliases.ts";
export { placeInSomeColumn } from "./place-filter.ts";
