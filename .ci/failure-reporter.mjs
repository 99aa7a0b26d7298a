// A vitest reporter for CI: writes every failed test, every failed suite hook (a beforeAll that throws leaves
// its tests "skipped" with no error in the JSON report), every file that failed to load and every unhandled
// error, with its first error lines, to the file named by CI_FAILURES_FILE, one JSON object a line.
// .ci/summary.mjs prints them at the end of the run.
import fs from "node:fs";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";

export default class FailureReporter {
  onTestRunEnd(testModules, unhandledErrors) {
    const out = process.env.CI_FAILURES_FILE;
    if (!out) return;
    const lines = [];
    const add = (where, name, errors) =>
      lines.push(JSON.stringify({ where, name, error: errors.map(describe).join(" | ") }));
    for (const module of testModules) {
      const where = ` ${module.project.name ? `${module.project.name} ` : ""}${path.relative(process.cwd(), module.moduleId)}`;
      if (module.errors().length > 0) add(where, "(file)", module.errors());
      for (const suite of module.children.allSuites()) {
        if (suite.errors().length > 0) add(where, `${suite.fullName} (hook)`, suite.errors());
      }
      for (const test of module.children.allTests()) {
        const result = test.result();
        if (result.state === "failed") add(where, test.fullName, result.errors ?? []);
      }
    }
    for (const error of unhandledErrors) add(" (run)", "unhandled error", [error]);
    fs.writeFileSync(out, lines.map((line) => `${line}\n`).join(""));
  }
}

function describe(error) {
  const text = `${error.name ?? "Error"}: ${error.message ?? String(error)}`;
  const stack = (error.stacks ?? [])
    .slice(0, 1)
    .map((frame) => ` at ${path.relative(process.cwd(), frame.file)}:${frame.line}`);
  return (
    stripVTControlCharacters(text)
      .split("\n")
      .map((l) => l.trim())
      .filter(Boolean)
      .slice(0, 8)
      .join(" ¶ ") + stack.join("")
  ).slice(0, 800);
}
