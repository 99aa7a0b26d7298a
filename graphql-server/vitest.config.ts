import path from "node:path";
import { defineConfig } from "vitest/config";

// Server tests: run against in-memory PGlite, or PostgreSQL when TEST_DATABASE_URL is set
// (each test file then gets a database of its own, created and dropped around it).
export default defineConfig({
  root: path.resolve(import.meta.dirname, ".."),
  // One copy of graphql-js: Pothos and Yoga load its CommonJS entry through Node, so our code must too
  // (Vite would otherwise pick the .mjs build, and graphql refuses types from "another realm").
  resolve: { alias: [{ find: /^graphql$/, replacement: path.resolve(import.meta.dirname, "../node_modules/graphql/index.js") }] },
  test: {
    name: "server",
    include: ["graphql-server/src/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    pool: "forks",
    testTimeout: 60_000,
    hookTimeout: 120_000,
    env: { NODE_ENV: "test", LOG_LEVEL: "silent" },
  },
});
