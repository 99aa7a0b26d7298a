// The rendered-load run's pure parts (bench/rendered-load.ts): its figures, how a page answer is judged, how a
// load's answers add up to actions per second, and its printed tables.
import type { LoadResult, Verdict } from "./http-load.ts";
import { formatTable } from "./report.ts";

const DASH = "—";
const fmtMs = (ms: number | null | undefined) =>
  typeof ms === "number" && Number.isFinite(ms) ? `${ms < 10 ? ms.toFixed(1) : Math.round(ms)} ms` : DASH;

/** The figures' names: a first visit's page, and the query its screen sends when the page came as the shell. */
export const pageName = (page: string) => `page: ${page}`;
export const screenQueryName = (page: string) => `query after the shell: ${page}`;

/**
 * A page's verdict. With rendering on (`expect` "rendered") a page is right when it carries its data for
 * hydration, and the app's shell (a render that fell back) counts as refused; with rendering off the shell is
 * right. Anything but a 200 page is failed.
 */
export function pageVerdict(expect: "rendered" | "shell", status: number, body: string): Verdict {
  if (status !== 200 || !body.includes('id="root"')) return "failed";
  const rendered = body.includes('id="ks-ssr"');
  if (expect === "shell") return rendered ? "failed" : "ok";
  return rendered ? "ok" : "refused";
}

/** The mixed load's throughput with rendering on, as a share of it with rendering off. */
export const RENDERED_THROUGHPUT_TARGET = 0.9;

export interface RenderedLoadRun {
  rendering: "off" | "on";
  load: LoadResult | null;
  /**
   * What people got done per second: the API requests and the first visits, each visit once (with rendering off,
   * its shell and its screen's query are one visit).
   */
  actionsPerSec: number;
  pagesPerSec: number;
  /** The median of the pages' p50s (the three pages are opened in turn). */
  pageP50Ms: number | null;
  /** With rendering on: pages answered with the shell (a render that fell back). */
  shells: number;
  /** The server's CPU per action during the load (ms). */
  serverCpuMsPerAction: number | null;
}

export function renderedLoadRun(
  rendering: RenderedLoadRun["rendering"],
  load: LoadResult | null,
  cpuBefore: number | null,
  cpuAfter: number | null,
): RenderedLoadRun {
  const operations = load?.operations ?? [];
  const sum = (prefix: string, pick: (operation: LoadResult["operations"][number]) => number) =>
    operations.filter((operation) => operation.name.startsWith(prefix)).reduce((total, op) => total + pick(op), 0);
  const followUpsPerSec = sum(screenQueryName(""), (op) => op.reqPerSec);
  const actionsPerSec = (load?.total.reqPerSec ?? 0) - followUpsPerSec;
  const pages = operations.filter((operation) => operation.name.startsWith(pageName("")));
  const pageP50s = pages.map((page) => page.p50).sort((a, b) => a - b);
  const actions = actionsPerSec * (load?.seconds ?? 0);
  return {
    rendering,
    load,
    actionsPerSec,
    pagesPerSec: sum(pageName(""), (op) => op.reqPerSec),
    pageP50Ms: pageP50s.length ? pageP50s[Math.floor(pageP50s.length / 2)]! : null,
    shells: rendering === "on" ? sum(pageName(""), (op) => op.refused) : 0,
    serverCpuMsPerAction:
      cpuBefore !== null && cpuAfter !== null && actions > 0 ? ((cpuAfter - cpuBefore) * 1000) / actions : null,
  };
}

/**
 * The figure the target is set on: actions per second with rendering on ÷ with it off (null without a load).
 * Requests per second would count a shell's follow-up queries as work done, so not rendering would look faster.
 */
export function renderedLoadRatio(off: RenderedLoadRun, on: RenderedLoadRun): number | null {
  return off.load && on.load && off.actionsPerSec > 0 ? on.actionsPerSec / off.actionsPerSec : null;
}

export interface RenderCpuFigure {
  page: string;
  /** Server CPU per rendered page (ms), its queries included. */
  pageCpuMs: number | null;
  /** Server CPU per answer to the screen's GraphQL query alone (ms). */
  queryCpuMs: number | null;
}

export interface RenderedLoadResult {
  cpu: RenderCpuFigure[];
  runs: RenderedLoadRun[];
  /** Requests per second with rendering on ÷ with it off. */
  ratio: number | null;
}

/** The server's CPU per rendered page, and the mixed load with pages with rendering off and on. */
export function renderedLoadTable(result: RenderedLoadResult): string {
  const cpu = formatTable(
    ["server CPU per answer", "rendered page", "its GraphQL query alone"],
    result.cpu.map((figure) => [figure.page, fmtMs(figure.pageCpuMs), fmtMs(figure.queryCpuMs)]),
  );
  const load = formatTable(
    [
      "mixed load with pages",
      "actions/s",
      "req/s",
      "p50",
      "p99",
      "failed",
      "pages/s",
      "page p50",
      "shells",
      "CPU/action",
    ],
    result.runs.map((run) => [
      `rendering ${run.rendering}`,
      run.load ? String(Math.round(run.actionsPerSec)) : DASH,
      run.load ? String(Math.round(run.load.total.reqPerSec)) : DASH,
      fmtMs(run.load?.total.p50 ?? null),
      fmtMs(run.load?.total.p99 ?? null),
      run.load ? String(run.load.total.failed) : DASH,
      run.load ? run.pagesPerSec.toFixed(1) : DASH,
      fmtMs(run.pageP50Ms),
      run.load ? String(run.shells) : DASH,
      fmtMs(run.serverCpuMsPerAction),
    ]),
  );
  const ratio =
    result.ratio === null
      ? "actions per second with rendering ÷ without: — (not measured)"
      : `actions per second with rendering ÷ without: ${result.ratio.toFixed(2)} ${result.ratio >= RENDERED_THROUGHPUT_TARGET ? "✓" : "✗"} (target ≥ ${RENDERED_THROUGHPUT_TARGET})`;
  return [cpu, "", load, "", ratio].join("\n");
}
