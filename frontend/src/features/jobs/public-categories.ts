// The job categories as route loaders and other features use them: plain data, no UI, so a loader stays small.
export { JOB_CATEGORY_LABELS, parseJobCategory } from "./jobCategories.ts";
