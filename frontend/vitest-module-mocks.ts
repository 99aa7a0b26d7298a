import fs from "node:fs";
import path from "node:path";

const SRC = path.join(import.meta.dirname, "src");

/**
 * The web app's test files that replace modules with vi.mock. The web project runs its files without isolation
 * (a worker evaluates the app's modules once, not once per file), where a module mocked by one file would stay
 * mocked for the next; these files run in a project of their own, "web-isolated", each in a fresh module graph.
 */
export const MODULE_MOCKING_TESTS: string[] = fs
  .readdirSync(SRC, { recursive: true, encoding: "utf8" })
  .filter((file) => /\.test\.tsx?$/.test(file) && fs.readFileSync(path.join(SRC, file), "utf8").includes("vi.mock("))
  .map((file) => `src/${file.split(path.sep).join("/")}`)
  .sort();
