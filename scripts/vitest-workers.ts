import os from "node:os";

// How many test files run at once in the server and web projects of `npm test`: two even on a 2-core
// machine (vitest's default there, cores - 1, is one worker, which keeps a core idle), at most four (a
// PGlite worker can take about 1 GB). Vitest runs projects with the same worker count side by side and a
// project with one worker after all of them, one file at a time, so both projects need the same number.
export const TEST_FILE_WORKERS = Math.max(2, Math.min(4, os.availableParallelism()));
