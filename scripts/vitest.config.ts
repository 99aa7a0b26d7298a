import { defineConfig } from "vitest/config";

// `npm test`: the server suite (real database), the benchmarks' pure parts, the web app's component tests (Relay mock environment)
// and the end-to-end journeys (Chromium against `npm start`).
export default defineConfig({
  test: {
    projects: [
      "graphql-server/vitest.config.ts",
      "bench/vitest.config.ts",
      "frontend/vitest.config.ts",
      "frontend/e2e/vitest.config.ts",
    ],
  },
});
