// The matching feature's public module: who suits a job (for job alerts).
export { workersForJob } from "./recommend.ts";
