// The jobs feature's public module: the Job type and enums, job filters, application counts, jobs read by id, the
// "this employer's own" check that applications and analytics share, and the statuses only a job's employer sees.
export { JobNode } from "./job.ts";
export { JobCategoryEnum, JobStatusEnum, WageBandEnum } from "./job-enums.ts";
export { samePlace, wageBandWhere } from "./job-filters.ts";
export { countApplicationsInside } from "./application-counts.ts";
export { jobsByIds } from "./job-rows.ts";
export { selfEmployer } from "./employer-jobs.ts";
export { REST_JOB, toRestJob } from "./rest-job-shape.ts";
export { OWNER_ONLY_STATUSES } from "./job-screening.ts";
