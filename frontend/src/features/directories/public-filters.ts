// The laborer search's filters as route loaders use them: plain functions, no UI, so a loader stays small.
export { browseLaborersVariables } from "./browseLaborersFilters.ts";
