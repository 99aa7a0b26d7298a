import { defineConfig } from "vitest/config";

// End-to-end journeys: real Chromium (Debian's /usr/bin/chromium via playwright-core) against `npm start`
// on a fresh embedded database (or a fresh PostgreSQL database when TEST_DATABASE_URL is set).
// global-setup.ts builds the app when stale, starts the server and Chromium once, and stops both at the end.
export default defineConfig({
  root: import.meta.dirname,
  test: {
    name: "e2e",
    include: ["**/*.e2e.ts"],
    environment: "node",
    globalSetup: ["./global-setup.ts"],
    setupFiles: ["./setup.ts"],
    pool: "forks",
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
