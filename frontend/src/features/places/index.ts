// The places feature's public surface: other features and screens import it from here only.
export { CityFilter } from "./CityFilter.tsx";
export { LocationSelects, type LocationValue } from "./LocationSelects.tsx";
export { PlaceFields } from "./PlaceFields.tsx";
export { CITY_LABELS } from "./cityLabels.ts";
export { type PlaceKind, placeText } from "./placeNames.ts";
export { usePlaceName } from "./usePlaceName.ts";
export { RadiusSelect } from "./RadiusSelect.tsx";
export { UseMyLocation } from "./UseMyLocation.tsx";
export { PlaceSearch } from "./PlaceSearch.tsx";
