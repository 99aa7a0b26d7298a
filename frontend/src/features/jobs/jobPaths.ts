// Where a job leads. Job ids are Relay global ids, escaped for use in a path.

/** The job's own screen. */
export const jobPath = (jobId: string) => `/job/${encodeURIComponent(jobId)}`;

/** The Post Job form, filled in with the job, to change it. */
export const editJobPath = (jobId: string) => `/post-job/${encodeURIComponent(jobId)}/edit`;

/** The applicants for one of the employer's jobs. */
export const applicantsPath = (jobId: string) => `/employer/jobs/${encodeURIComponent(jobId)}/applicants`;
