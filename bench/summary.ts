// The figures of `npm run bench` as tables: the growth and mixed-load details, and the one summary table
// with every figure of issue 14. Pure: no I/O (the sections' types only).
import type { ApiResult } from "./api.ts";
import type { BrowserResult } from "./browser.ts";
import type { GrowthResult } from "./growth.ts";
import type { WorkerGrowthResult } from "./worker-growth.ts";
import type { MemoryResult } from "./memory.ts";
import type { MixedResult } from "./mixed.ts";
import { fmtMiB, formatTable } from "./report.ts";
import type { ScalingResult } from "./scaling.ts";
import type { FirstVisitResults } from "./first-visit-report.ts";

export interface Machine {
  cpus: number;
  cpuModel: string;
  memoryGiB: number;
  node: string;
}

export interface BenchResults {
  date: string;
  machine: Machine;
  quick: boolean;
  api?: ApiResult | null;
  growth?: GrowthResult | null;
  workers?: WorkerGrowthResult | null;
  mixed?: MixedResult | null;
  memory?: MemoryResult | null;
  scaling?: ScalingResult | null;
  browser?: BrowserResult | null;
  firstVisit?: FirstVisitResults | null;
}

/** The filter whose p50 growth the target is about: the same search as the API section's (one category). */
export const GROWTH_FILTER = "category";
/** Growth target: p50 at 1M jobs at most this many times p50 at 10k. */
export const GROWTH_LIMIT = 1.5;
/** The near search the same target applies to: jobs within 25 km of a point (the device's location). */
export const NEAR_GROWTH_FILTER = "near a point, 25 km";

const DASH = "—";
const finite = (value: number | null | undefined): value is number =>
  typeof value === "number" && Number.isFinite(value);
export const fmtMs = (value: number | null | undefined) =>
  finite(value) ? `${value < 10 ? value.toFixed(1) : Math.round(value).toLocaleString("en-US")} ms` : DASH;
export const fmtSeconds = (ms: number | null | undefined) => (finite(ms) ? `${(ms / 1000).toFixed(2)} s` : DASH);
export const fmtRate = (value: number | null | undefined) =>
  finite(value) ? `${Math.round(value).toLocaleString("en-US")} req/s` : DASH;
export const fmtRatio = (value: number | null | undefined) => (finite(value) ? `${value.toFixed(2)} ×` : DASH);
export const fmtKb = (bytes: number | null | undefined) => (finite(bytes) ? `${(bytes / 1000).toFixed(1)} KB` : DASH);

/** `part ÷ whole`, or null when either is missing or the whole is not positive. */
export function quotient(part: number | null | undefined, whole: number | null | undefined): number | null {
  return finite(part) && finite(whole) && whole > 0 ? part / whole : null;
}

/** p50 of a filter at each size, by size name. */
export function growthP50(growth: GrowthResult, filter: string): Map<string, number> {
  const byName = new Map<string, number>();
  for (const size of growth.sizes) {
    const found = size.filters.find((f) => f.filter === filter);
    if (found && finite(found.stats.p50)) byName.set(size.name, found.stats.p50);
  }
  return byName;
}

/** Each filter's p50 at the largest size ÷ at the smallest (null without both). */
export function growthRatios(growth: GrowthResult): Map<string, number | null> {
  const first = growth.sizes[0];
  const last = growth.sizes[growth.sizes.length - 1];
  const ratios = new Map<string, number | null>();
  if (!first || !last) return ratios;
  for (const filter of first.filters) {
    const at = (size: typeof first) => size.filters.find((f) => f.filter === filter.filter)?.stats.p50;
    ratios.set(filter.filter, first === last ? null : quotient(at(last), at(first)));
  }
  return ratios;
}

/** Filters whose statements read Job row by row at the given size. */
export const seqScanFilters = (growth: GrowthResult, sizeName: string) =>
  growth.sizes
    .find((s) => s.name === sizeName)
    ?.filters.filter((f) => f.seqScan)
    .map((f) => f.filter) ?? [];

/**
 * One row per filter: p50 and p99 at each size, the growth, and at the largest size how the page's and the
 * count's statements read Job and how long each ran under EXPLAIN ANALYZE.
 */
export function growthTable(growth: GrowthResult): string {
  const ratios = growthRatios(growth);
  const largest = growth.sizes[growth.sizes.length - 1];
  const at = largest?.name ?? DASH;
  const header = [
    "filter",
    ...growth.sizes.flatMap((s) => [`p50 ${s.name}`, `p99 ${s.name}`]),
    "p50 ÷ smallest",
    `page at ${at}`,
    "SQL",
    `count at ${at}`,
    "SQL",
  ];
  const rows = (growth.sizes[0]?.filters ?? []).map((filter) => {
    const atLargest = largest?.filters.find((f) => f.filter === filter.filter);
    return [
      filter.filter,
      ...growth.sizes.flatMap((size) => {
        const stats = size.filters.find((f) => f.filter === filter.filter)?.stats;
        return [fmtMs(stats?.p50), fmtMs(stats?.p99)];
      }),
      fmtRatio(ratios.get(filter.filter)),
      shortAccess(atLargest?.pageAccess),
      fmtMs(atLargest?.pageMs),
      shortAccess(atLargest?.countAccess),
      fmtMs(atLargest?.countMs),
    ];
  });
  return formatTable(header, rows);
}

/** Worker search: p50 and p99 per filter at each number of laborers, the growth, and the page's SQL at the largest. */
export function workerTable(workers: WorkerGrowthResult): string {
  const first = workers.sizes[0];
  const largest = workers.sizes[workers.sizes.length - 1];
  const header = [
    "filter",
    ...workers.sizes.flatMap((s) => [`p50 ${s.name}`, `p99 ${s.name}`]),
    "p50 ÷ smallest",
    `page SQL at ${largest?.name ?? DASH}`,
    "count SQL",
    "Seq Scan",
  ];
  const rows = (first?.filters ?? []).map((filter) => {
    const atLargest = largest?.filters.find((f) => f.filter === filter.filter);
    return [
      filter.filter,
      ...workers.sizes.flatMap((size) => {
        const stats = size.filters.find((f) => f.filter === filter.filter)?.stats;
        return [fmtMs(stats?.p50), fmtMs(stats?.p99)];
      }),
      fmtRatio(quotient(atLargest?.stats.p50, filter.stats.p50)),
      fmtMs(atLargest?.pageMs),
      fmtMs(atLargest?.countMs),
      workers.sizes.some((size) => size.filters.some((f) => f.filter === filter.filter && f.seqScan)) ? "yes" : "none",
    ];
  });
  return formatTable(header, rows);
}

/** "Index Scan Job_status_createdAt_id_idx" as "Index Scan (status_createdAt_id)"; a Seq Scan in capitals. */
export function shortAccess(accesses: readonly string[] | undefined): string {
  if (!accesses || accesses.length === 0) return DASH;
  const top = accesses[0]!;
  const index = accesses.find((a) => /Index/.test(a))?.replace(/^.* Job_(.*?)(_idx|_pkey)?$/, "$1");
  if (/Seq Scan/.test(top)) return "SEQ SCAN";
  return index && !/^Job$/.test(index)
    ? `${top.replace(/ Job(_\S+)?$/, "")} (${index})`
    : top.replace(/ Job(_\S+)?$/, "");
}

/** One row per database and operation. */
export function mixedTable(mixed: MixedResult): string {
  const rows: string[][] = [];
  for (const run of mixed.runs) {
    if (!run.load) continue;
    for (const op of [...run.load.operations]
      .sort((a, b) => b.ok + b.failed - (a.ok + a.failed))
      .concat(run.load.total)) {
      rows.push([
        run.database,
        op.name,
        fmtRate(op.reqPerSec),
        fmtMs(op.p50),
        fmtMs(op.p99),
        String(op.failed),
        String(op.refused),
      ]);
    }
  }
  return formatTable(["database", "operation", "right answers", "p50", "p99", "failed", "refused (limit)"], rows);
}

/** The summary: every figure of issue 14, "—" where a section did not run or could not measure. */
export function summaryRows(results: BenchResults): string[][] {
  const { api, growth, workers, mixed, memory, scaling, browser } = results;
  const page = (name: string) => browser?.pages?.find((p) => p.page === name);
  const lcp = (name: string, withTbt: boolean) => {
    const found = page(name);
    return found ? `${fmtSeconds(found.lcpMs)}${withTbt ? `, TBT ${fmtMs(found.tbtMs)}` : ""}` : DASH;
  };
  const laborerBundle = browser?.bundle?.find((r) => r.route === "/ (laborer home)")?.bytes;
  const mixedRun = (database: string) => mixed?.runs.find((r) => r.database === database);
  const mixedFigure = (database: string) => {
    const load = mixedRun(database)?.load;
    return load ? `${fmtRate(load.total.reqPerSec)}, p99 ${fmtMs(load.total.p99)}, ${load.total.failed} failed` : DASH;
  };
  const p50s = growth ? growthP50(growth, GROWTH_FILTER) : new Map<string, number>();
  const growthRatio = growth ? (growthRatios(growth).get(GROWTH_FILTER) ?? null) : null;
  const nearRatio = growth ? (growthRatios(growth).get(NEAR_GROWTH_FILTER) ?? null) : null;
  const workerFirst = workers?.sizes[0]?.filters[0];
  const workerLast = workers?.sizes[workers.sizes.length - 1];
  const largest = growth?.sizes[growth.sizes.length - 1];
  const seqAtLargest = growth && largest ? seqScanFilters(growth, largest.name) : null;
  const scale = (workers: number) => scaling?.runs.find((r) => r.workers === workers)?.summary?.reqPerSec;
  const scalingText = (workers: number) => {
    if (!scaling) return DASH;
    if (workers > 1 && !scaling.supported) return `${DASH} (the server ignores WEB_CONCURRENCY)`;
    return fmtRate(scale(workers));
  };

  return [
    [
      "GraphQL job search ÷ bare pg baseline (req/s), response cache off",
      api ? fmtRatio(api.graphqlRatio) : DASH,
      "≥ 0.50",
    ],
    ["GraphQL job search p99 at 32 connections, response cache off", api ? fmtMs(api.graphqlP99) : DASH, "≤ 50 ms"],
    ["REST /api/jobs/search ÷ baseline (req/s), response cache off", api ? fmtRatio(api.restRatio) : DASH, "≥ 0.50"],
    [
      "GraphQL / REST job search ÷ baseline, response cache on",
      api?.cachedGraphqlRatio != null
        ? `${fmtRatio(api.cachedGraphqlRatio)} / ${fmtRatio(api.cachedRestRatio ?? null)}`
        : DASH,
      "",
    ],
    ["LCP landing (mobile, regular 3G)", lcp("landing", false), ""],
    ["LCP laborer home, signed in (+ TBT)", lcp("laborer home", true), ""],
    ["LCP /browse-jobs (+ TBT)", lcp("browse jobs", true), ""],
    ["LCP employer dashboard", lcp("employer dashboard", false), ""],
    ["JS on a signed-in first visit (gz; npm run size, / laborer home)", fmtKb(laborerBundle), ""],
    [
      "JS on a signed-in first visit (Lighthouse, transferred)",
      page("laborer home") ? `${page("laborer home")!.jsKb.toFixed(1)} KB` : DASH,
      "",
    ],
    ["server peak RSS under load, PostgreSQL (API section)", api ? fmtMiB(api.serverPeakRssMiB) : DASH, "≤ 250 MiB"],
    ["server peak RSS under mixed load, PostgreSQL", fmtMiB(mixedRun("PostgreSQL")?.serverPeakRssMiB), "≤ 250 MiB"],
    [
      "server peak RSS under mixed load, PGlite (database inside)",
      fmtMiB(mixedRun("PGlite")?.serverPeakRssMiB),
      "≤ 500 MiB",
    ],
    ...(memory?.runs ?? []).map((run) => [
      `memory: server peak RSS, ${run.load} (after it: V8 heap used, WebAssembly resident)`,
      run.memory
        ? `${fmtMiB(run.peakRssMiB)} (${fmtMiB(run.memory.rssMiB)}: ${fmtMiB(run.memory.heapUsedMiB)}, ${fmtMiB(
            run.memory.wasm.reduce((sum, w) => sum + (w.residentMiB ?? 0), 0),
          )})`
        : fmtMiB(run.peakRssMiB),
      `≤ ${run.targetMiB} MiB`,
    ]),
    ["mixed load, 64 connections, PostgreSQL", mixedFigure("PostgreSQL"), ""],
    ["mixed load, 64 connections, PGlite", mixedFigure("PGlite"), ""],
    ...(growth?.sizes ?? []).map((size) => [
      `growth: search p50 at ${size.name} jobs (${GROWTH_FILTER}, 4 connections)`,
      fmtMs(p50s.get(size.name)),
      "",
    ]),
    [`growth: p50 at the largest ÷ p50 at the smallest`, fmtRatio(growthRatio), `≤ ${GROWTH_LIMIT.toFixed(2)}`],
    [`growth: ${NEAR_GROWTH_FILTER}, p50 largest ÷ smallest`, fmtRatio(nearRatio), `≤ ${GROWTH_LIMIT.toFixed(2)}`],
    [
      `growth: worker search near a place, p50 at ${workerLast?.name ?? "the most"} laborers`,
      fmtMs(workerLast?.filters[0]?.stats.p50),
      "",
    ],
    [
      "growth: worker search, p50 most ÷ fewest laborers",
      fmtRatio(quotient(workerLast?.filters[0]?.stats.p50, workerFirst?.stats.p50)),
      "",
    ],
    [
      `growth: filters with a Seq Scan over Job at ${largest?.name ?? "the largest size"}`,
      seqAtLargest === null ? DASH : seqAtLargest.length ? seqAtLargest.join(", ") : "none",
      "none",
    ],
    ["scaling: job search, 1 worker", scalingText(1), ""],
    ["scaling: job search, 2 workers", scalingText(2), ""],
    ["scaling: 2 workers ÷ 1", scaling?.supported ? fmtRatio(quotient(scale(2), scale(1))) : DASH, ""],
  ];
}

export function summaryTable(results: BenchResults): string {
  const { machine } = results;
  return [
    `KhetSetu benchmark summary — ${results.date.slice(0, 16).replace("T", " ")} UTC${results.quick ? " (--quick)" : ""}`,
    `machine: ${machine.cpus} cores (${machine.cpuModel}), ${machine.memoryGiB} GiB RAM, Node ${machine.node}`,
    "",
    formatTable(["figure", "value", "target"], summaryRows(results)),
  ].join("\n");
}
