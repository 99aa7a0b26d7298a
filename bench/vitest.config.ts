import path from "node:path";
import { defineConfig } from "vitest/config";

// The benchmarks' pure parts (arithmetic, tables): fast, no database, no load.
export default defineConfig({
  root: path.resolve(import.meta.dirname, ".."),
  test: {
    name: "bench",
    include: ["bench/**/*.test.ts"],
    environment: "node",
  },
});
