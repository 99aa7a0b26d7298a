import path from "node:path";
import { defineConfig } from "vitest/config";

// `npm run test:resilience` (full) and `npm run test:resilience:short` (RESILIENCE=short, for CI): fuzz,
// load, fault and deletion checks (see README.md here). One file at a time: the load and fault parts
// start servers and databases of their own and must not compete for the two cores.
export default defineConfig({
  root: path.resolve(import.meta.dirname, "../.."),
  // One copy of graphql-js, as in the server project (Pothos and Yoga load its CommonJS entry).
  resolve: {
    alias: [
      { find: /^graphql$/, replacement: path.resolve(import.meta.dirname, "../../node_modules/graphql/index.js") },
    ],
  },
  test: {
    name: "resilience",
    include: ["graphql-server/resilience/**/*.test.ts"],
    environment: "node",
    pool: "forks",
    fileParallelism: false,
    sequence: { shuffle: false },
    testTimeout: 900_000,
    hookTimeout: 300_000,
    teardownTimeout: 60_000,
    // Each part prints its figures; keep them.
    silent: false,
    env: { NODE_ENV: "test", LOG_LEVEL: "silent" },
  },
});
