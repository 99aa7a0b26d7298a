import { defineConfig } from "vitest/config";

// End-to-end journeys: real Chromium (Debian's /usr/bin/chromium via playwright-core) against `npm start`
// on a fresh embedded database (or a fresh PostgreSQL database when TEST_DATABASE_URL is set).
export default defineConfig({
  root: import.meta.dirname,
  test: {
    name: "e2e",
    include: ["**/*.e2e.ts"],
    environment: "node",
    pool: "forks",
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
