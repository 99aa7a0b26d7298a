// `npm run bench`: every benchmark of issue 14 in order, then one summary table with every figure.
//
//   api      the API against its limit: GraphQL, REST and a bare pg baseline at 32 connections (bench/api.ts)
//   growth   the job search per filter at 10k, 100k and 1M jobs, and the worker search near a place at 10k, 100k
//            and 1M laborers, with EXPLAIN plans (bench/growth.ts, bench/worker-growth.ts)
//   mixed    64 connections of search, job detail, apply and messages, on PostgreSQL and PGlite (bench/mixed.ts)
//   memory   the server's RSS after the API load on PostgreSQL and the mixed load on PGlite (100k jobs), and where it
//            goes (bench/memory.ts); uses the api and mixed sections' runs when they ran too
//   scaling  the job search with 1 and 2 server workers (bench/scaling.ts)
//   browser  Lighthouse on regular 3G and the gzipped JS of a first visit (bench/browser.ts)
//   first-visit  how soon a returning person on a throttled phone sees each screen, cold and with the service
//            worker warm, in en and kn; when Apply works; the server render's time (bench/first-visit.ts)
//
// Options: --only api,growth,… (default all), --quick (each section shorter, about 5 minutes in all),
// --check (start everything and check each answer once, no load; the smoke test), and for the API section
// --rounds N, --seconds N, --connections N, --jobs N. Everything runs on loopback and stops by itself.
// Databases: khetsetu_bench (100k jobs), khetsetu_bench_10k, _100k and _1m on the local PostgreSQL, and an
// embedded one under bench/results/pglite-data — made on first use (the 1M one takes about 5 minutes on
// 2 cores), reused afterwards. DATABASE_URL replaces the API, mixed-load and scaling sections' database.
// Writes the summary as text and JSON to bench/results/.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { runApi } from "./api.ts";
import { runBrowser } from "./browser.ts";
import { runGrowth } from "./growth.ts";
import { firstVisitReport, runFirstVisit } from "./first-visit.ts";
import { runMemory } from "./memory.ts";
import { runMixed } from "./mixed.ts";
import { type Section, parseSections } from "./run-options.ts";
import { runScaling } from "./scaling.ts";
import { RESULTS_DIR, machine } from "./server.ts";
import { type BenchResults, growthTable, mixedTable, summaryTable, workerTable } from "./summary.ts";
import { runWorkerGrowth } from "./worker-growth.ts";

const { values: flags } = parseArgs({
  options: {
    only: { type: "string" },
    quick: { type: "boolean", default: false },
    check: { type: "boolean", default: false },
    rounds: { type: "string" },
    seconds: { type: "string" },
    connections: { type: "string", default: "32" },
    jobs: { type: "string", default: "100000" },
  },
});
const positive = (name: string, text: string | undefined) => {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a whole number >= 1, got "${text}"`);
  return value;
};

const sections = parseSections(flags.only);
const quick = flags.quick!;
const check = flags.check!;
const started = performance.now();
const results: BenchResults = { date: new Date().toISOString(), machine: machine(), quick };
// Every section bounds its own load; this bounds the whole run (seeding a new 1M database comes on top of a
// normal run, hence the margin).
const LIMIT_MINUTES = check ? 15 : quick ? 30 : 45;
const watchdog = setTimeout(() => {
  console.error(`[bench] stopped: the run took longer than ${LIMIT_MINUTES} minutes`);
  process.exit(2);
}, LIMIT_MINUTES * 60_000);
watchdog.unref();

const logFor = (section: Section) => (line: string) => console.log(`[${section}] ${line}`);
const heading = (text: string) => console.log(`\n=== ${text} ${"=".repeat(Math.max(0, 70 - text.length))}`);
const common = (section: Section) => ({ quick, check, log: logFor(section) });
// With the memory section, the api and mixed sections probe the server's memory after their load (so it reuses them).
const probe = sections.includes("memory");

for (const section of sections) {
  const sectionStarted = performance.now();
  heading(section);
  switch (section) {
    case "api":
      results.api = await runApi({
        ...common(section),
        rounds: positive("rounds", flags.rounds),
        seconds: positive("seconds", flags.seconds),
        connections: positive("connections", flags.connections)!,
        jobs: positive("jobs", flags.jobs)!,
        probe,
      });
      break;
    case "growth":
      results.growth = await runGrowth(common(section));
      if (!check)
        console.log(
          `\nJob search through the server at 4 connections, per filter and size (plans in bench/results/explain-*.txt)\n\n${growthTable(results.growth)}`,
        );
      results.workers = await runWorkerGrowth(common(section));
      if (!check)
        console.log(
          `\nWorker search through the server at 4 connections, per filter and number of laborers (plans in bench/results/explain-workers-*.txt)\n\n${workerTable(results.workers)}`,
        );
      break;
    case "mixed":
      results.mixed = await runMixed({ ...common(section), probe });
      if (!check)
        console.log(
          `\nMixed load, 64 connections (refused: a rate limit's expected refusal, counted as right)\n\n${mixedTable(results.mixed)}`,
        );
      break;
    case "first-visit":
      // Lighthouse runs in the browser section when that section runs too.
      results.firstVisit = await runFirstVisit({ ...common(section), lighthouse: !sections.includes("browser") });
      console.log(`\n${firstVisitReport(results.firstVisit)}`);
      break;
    case "memory":
      results.memory = await runMemory({ ...common(section), api: results.api, mixed: results.mixed });
      break;
    case "scaling":
      results.scaling = await runScaling(common(section));
      break;
    case "browser":
      results.browser = await runBrowser(common(section));
      break;
  }
  console.log(`[${section}] done in ${((performance.now() - sectionStarted) / 1000).toFixed(0)} s`);
}
clearTimeout(watchdog);

heading("summary");
const table = summaryTable(results);
console.log(`${table}\n`);
console.log(
  `(${sections.join(", ")} in ${((performance.now() - started) / 60_000).toFixed(1)} minutes${check ? "; --check: answers checked, no load" : ""})`,
);
fs.mkdirSync(RESULTS_DIR, { recursive: true });
const stamp = results.date.replace(/[:.]/g, "-");
fs.writeFileSync(path.join(RESULTS_DIR, `summary-${stamp}.txt`), `${table}\n`);
fs.writeFileSync(
  path.join(RESULTS_DIR, `summary-${stamp}.json`),
  `${JSON.stringify({ sections, ...results }, null, 2)}\n`,
);
console.log(`[bench] wrote bench/results/summary-${stamp}.txt and .json`);
