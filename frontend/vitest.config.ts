import { lingui } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { TEST_FILE_WORKERS } from "../scripts/vitest-workers.ts";
import { babelPlugins } from "./babel-plugins.ts";
import { rulesAlias } from "./rules-alias.ts";

// Component tests: each screen and card rendered with a Relay mock environment in happy-dom. Each file runs in a
// fresh module graph and document (Chakra's portals and the files that mock modules leave state behind that the
// next file would trip on), in a VM context of a long-lived worker thread rather than a new worker per file.
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
    exclude: ["**/node_modules/**"],
    environment: "happy-dom",
    setupFiles: ["./src/test/setup.ts"],
    // Side by side with the server tests (the same worker count), not after them one file at a time.
    maxWorkers: TEST_FILE_WORKERS,
    isolate: true,
    pool: "vmThreads",
    testTimeout: 60_000,
  },
});
