// The jobs feature's GraphQL API: the Job type, job search, posting, editing and closing jobs, and an employer's own jobs.
import "./job.ts";
import "./job-mutations.ts";
import "./employer-jobs.ts";
