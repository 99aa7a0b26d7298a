// The jobs feature's public surface: other features and screens import it from here only.
export { DemoJobCard } from "./DemoJobCard.tsx";
export { DemoJobsList } from "./DemoJobsList.tsx";
export { JobBadges } from "./JobBadges.tsx";
export { JobCard } from "./JobCard.tsx";
export { JobCardApply } from "./JobCardApply.tsx";
export { JobCategorySelect } from "./JobCategorySelect.tsx";
export { JobRateLine } from "./JobRateLine.tsx";
export { JobStatusBadge } from "./JobStatusBadge.tsx";
export { JobsFound } from "./JobsFound.tsx";
export { LocationCategoryFilters } from "./LocationCategoryFilters.tsx";
export { NeverPayNotice } from "./NeverPayNotice.tsx";
export { DEMO_JOBS, filterDemoJobs } from "./demoJobs.ts";
export { applicantsPath, editJobPath, jobPath } from "./jobPaths.ts";
export { useViewerCanApply } from "./useViewerCanApply.ts";
