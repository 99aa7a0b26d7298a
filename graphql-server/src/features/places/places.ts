// The one place index of a server process, built from the datasets on first use.
import { type PlaceIndex, buildPlaceIndex } from "./place-index.ts";
import { readPlaceSources } from "./place-sources.ts";

let index: PlaceIndex | undefined;

export function placeIndex(): PlaceIndex {
  index ??= buildPlaceIndex(readPlaceSources());
  return index;
}
