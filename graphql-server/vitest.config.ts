import fs from "node:fs";
import path from "node:path";
import { defineConfig } from "vitest/config";
import { TEST_FILE_WORKERS } from "../scripts/vitest-workers.ts";

// Server tests: run against in-memory PGlite, or PostgreSQL when TEST_DATABASE_URL is set.
// Each test file gets a database of its own, copied from a template that vitest.global-setup.ts builds
// once per run (migrated, or migrated + demo data), and dropped after it.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * Files whose subject is the embedded database itself: `npm start` and `npm run partner` on a fresh PGlite
 * folder and PGlite's lock. They use PGlite whatever TEST_DATABASE_URL says, so only the PGlite run has them.
 */
const EMBEDDED_ONLY = [
  "graphql-server/src/app/server.test.ts",
  "graphql-server/src/features/partners/partner-cli.test.ts",
  "graphql-server/src/db/pglite-lock.test.ts",
];

/**
 * Files whose subject is PostgreSQL itself (`npm start` with DATABASE_URL, several processes on one database),
 * and the walk of everything a partner key can read: it checks what the schema exposes, not SQL (every
 * field's SQL runs on both databases in its feature's tests), so it runs once, in the PostgreSQL run.
 */
const POSTGRES_ONLY = [
  "graphql-server/src/app/server-postgres.test.ts",
  "graphql-server/src/features/partners/no-personal-data.test.ts",
  "graphql-server/src/features/notifications/delivery-processes.test.ts",
  "graphql-server/src/db/whole-script-pg.test.ts",
  "graphql-server/src/db/prepared-statements.test.ts",
];

for (const file of [...EMBEDDED_ONLY, ...POSTGRES_ONLY]) {
  if (!fs.existsSync(path.resolve(import.meta.dirname, "..", file)))
    throw new Error(`vitest.config.ts names a missing test file: ${file}`);
}

export default defineConfig({
  root: path.resolve(import.meta.dirname, ".."),
  // One copy of graphql-js: Pothos and Yoga load its CommonJS entry through Node, so our code must too
  // (Vite would otherwise pick the .mjs build, and graphql refuses types from "another realm").
  resolve: {
    alias: [{ find: /^graphql$/, replacement: path.resolve(import.meta.dirname, "../node_modules/graphql/index.js") }],
  },
  test: {
    name: "server",
    include: ["graphql-server/src/**/*.test.ts", "scripts/**/*.test.ts"],
    exclude: ["**/node_modules/**", ...(onPostgres ? EMBEDDED_ONLY : POSTGRES_ONLY)],
    environment: "node",
    globalSetup: [path.resolve(import.meta.dirname, "vitest.global-setup.ts")],
    pool: "forks",
    isolate: false,
    maxWorkers: TEST_FILE_WORKERS,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    env: { NODE_ENV: "test", LOG_LEVEL: "silent" },
  },
});
