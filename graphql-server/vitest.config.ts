import path from "node:path";
import { defineConfig } from "vitest/config";
import { TEST_FILE_WORKERS } from "../scripts/vitest-workers.ts";

// Server tests: run against in-memory PGlite, or PostgreSQL when TEST_DATABASE_URL is set.
// Each test file gets a database of its own, copied from a template that vitest.global-setup.ts builds
// once per run (migrated, or migrated + demo data), and dropped after it.
export default defineConfig({
  root: path.resolve(import.meta.dirname, ".."),
  // One copy of graphql-js: Pothos and Yoga load its CommonJS entry through Node, so our code must too
  // (Vite would otherwise pick the .mjs build, and graphql refuses types from "another realm").
  resolve: { alias: [{ find: /^graphql$/, replacement: path.resolve(import.meta.dirname, "../node_modules/graphql/index.js") }] },
  test: {
    name: "server",
    include: ["graphql-server/src/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    globalSetup: [path.resolve(import.meta.dirname, "vitest.global-setup.ts")],
    pool: "forks",
    maxWorkers: TEST_FILE_WORKERS,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    env: { NODE_ENV: "test", LOG_LEVEL: "silent" },
  },
});
