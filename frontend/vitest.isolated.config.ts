import { defineConfig } from "vitest/config";
import web from "./vitest.config.ts";
import { MODULE_MOCKING_TESTS } from "./vitest-module-mocks.ts";

// The web app's test files that mock modules (vi.mock), each in a fresh module graph.
export default defineConfig({
  ...web,
  test: {
    ...web.test,
    name: "web-isolated",
    include: MODULE_MOCKING_TESTS,
    exclude: ["**/node_modules/**"],
    isolate: true,
  },
});
