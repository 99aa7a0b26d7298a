import { lingui } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { TEST_FILE_WORKERS } from "../scripts/vitest-workers.ts";
import { babelPlugins } from "./babel-plugins.ts";
import { rulesAlias } from "./rules-alias.ts";
import { MODULE_MOCKING_TESTS } from "./vitest-module-mocks.ts";

// Component tests: each screen and card rendered with a Relay mock environment in happy-dom. Files share their
// worker's modules (no isolation: the app's modules are evaluated once per worker, not once per file); the files
// that mock modules run isolated in the "web-isolated" project (vitest.isolated.config.ts).
export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    babel({ plugins: babelPlugins }),
    lingui({ configPath: `${import.meta.dirname}/lingui.config.ts` }),
  ],
  resolve: { alias: rulesAlias },
  test: {
    name: "web",
    include: ["src/**/*.test.{ts,tsx}", "*.test.ts"],
    exclude: ["**/node_modules/**", ...MODULE_MOCKING_TESTS],
    environment: "happy-dom",
    setupFiles: ["./src/test/setup.ts"],
    // Side by side with the server tests (the same worker count), not after them one file at a time.
    maxWorkers: TEST_FILE_WORKERS,
    isolate: false,
    testTimeout: 20_000,
  },
});
