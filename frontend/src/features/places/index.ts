// The places feature's public surface: other features and screens import it from here only.
export { LocationSelects, type LocationValue } from "./LocationSelects.tsx";
export { PlaceFields } from "./PlaceFields.tsx";
export { type PlaceKind, placeText } from "./placeNames.ts";
export { usePlaceName } from "./usePlaceName.ts";
export { RadiusSelect } from "./RadiusSelect.tsx";
export { UseMyLocation } from "./UseMyLocation.tsx";
export { PlaceSearch } from "./PlaceSearch.tsx";
export { FindPlace } from "./FindPlace.tsx";
export type { FoundPlace } from "./foundPlace.ts";
