// The end of a CI run's output: what failed (from .ci/failure-reporter.mjs: tests, suite hooks, files and
// unhandled errors, with their first error lines), then one plain line of totals from vitest's JSON reports.
// A missing JSON report means that run stopped before reporting (for example, its global setup failed).
// Exits 1 when any test failed, a suite or file failed, or a report is missing.
//
//   node .ci/summary.mjs <label>=<report.json>[,<failures.jsonl>] ...
import fs from "node:fs";

const MAX_LISTED = 40;

let passed = 0;
let failed = 0;
let skipped = 0;
let failedSuites = 0;
const missing = [];
const listed = [];

for (const argument of process.argv.slice(2)) {
  const [label, files] = argument.split("=");
  const [reportFile, failuresFile] = files.split(",");
  try {
    const report = JSON.parse(fs.readFileSync(reportFile, "utf8"));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + report.numTodoTests;
    failedSuites += report.numFailedTestSuites;
  } catch {
    missing.push(label);
  }
  if (failuresFile && fs.existsSync(failuresFile)) {
    for (const line of fs.readFileSync(failuresFile, "utf8").split("\n").filter(Boolean)) {
      const { where, name, error } = JSON.parse(line);
      listed.push(`${label}${where} > ${name}: ${error}`);
    }
  }
}

if (listed.length > 0) {
  console.log(`\n== What failed (${listed.length})`);
  for (const line of listed.slice(0, MAX_LISTED)) console.log(line);
  if (listed.length > MAX_LISTED) console.log(`… and ${listed.length - MAX_LISTED} more`);
}
console.log(
  `Tests: ${passed} passed, ${failed} failed` +
    (skipped ? `, ${skipped} skipped` : "") +
    (missing.length ? `, ${missing.length} run(s) did not report (${missing.join(", ")})` : ""),
);
process.exit(failed || failedSuites || missing.length ? 1 : 0);
