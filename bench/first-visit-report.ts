// The first-visit benchmark's pure parts: reading a Server-Timing header, a message of a .po catalog, the
// figures' medians and percentiles, and the printed tables with each figure against its target. No I/O.
import { percentile } from "./latency.ts";
import { formatTable, median } from "./report.ts";
import { RENDERED_THROUGHPUT_TARGET, type RenderedLoadResult } from "./rendered-load-report.ts";

export const DASH = "—";

/** Time until the content is visible on a first visit with an empty cache and no service worker. */
export const COLD_TARGET_MS = 2500;
/** The same with the service worker warm (a second visit after it installed and precached). */
export const WARM_TARGET_MS = 1500;
/** Time until pressing Apply does something (the page is hydrated). */
export const APPLY_TARGET_MS = 6000;
/** Lighthouse's largest contentful paint on regular 3G. */
export const LCP_TARGET_MS = 2500;

export type Language = "en" | "kn";
export type VisitMode = "cold" | "warm";

/** One page × language × mode: each run's time to visible content (ms from navigation start). */
export interface VisitFigure {
  page: string;
  path: string;
  language: Language;
  mode: VisitMode;
  runsMs: number[];
  /** Median of the runs; null when none finished. */
  medianMs: number | null;
  error?: string;
}

/** Apply on the signed-in laborer's job screen: time until a press does something, per run. */
export interface ApplyFigure {
  language: Language;
  /** Until a press does the app's Apply (hydrated). */
  runsMs: number[];
  medianMs: number | null;
  /** Until a press posts Apply Now's plain form, before the app's scripts have run (none once hydrated first). */
  formRunsMs?: number[];
  formMedianMs?: number | null;
  error?: string;
}

/** Server rendering of one page, requested `requests` times with the person's session. */
export interface ServerRenderFigure {
  page: string;
  path: string;
  requests: number;
  /** Responses whose Server-Timing had a render duration. */
  rendered: number;
  /** Responses marked as the client shell served instead (`ssr;desc="shell"`). */
  fallbacks: number;
  renderP50Ms: number | null;
  renderP95Ms: number | null;
  responseP50Ms: number | null;
  responseP95Ms: number | null;
  error?: string;
}

/** A Lighthouse page's median LCP (and TBT). */
export interface LcpFigure {
  page: string;
  lcpMs: number;
  tbtMs: number;
}

export interface FirstVisitResults {
  throttling: { latencyMs: number; kbps: number; cpuSlowdown: number } | null;
  runs: number;
  visits: VisitFigure[];
  apply: ApplyFigure[];
  serverRender: ServerRenderFigure[];
  /** null when Lighthouse was not run. */
  lighthouse: LcpFigure[] | null;
  /** The server's CPU per rendered page and the mixed load with pages, rendering off and on; null when not run. */
  renderedLoad?: RenderedLoadResult | null;
}

export interface ServerTimingMetric {
  name: string;
  dur?: number;
  desc?: string;
}

/** Splits on `separator` outside double-quoted strings. */
function splitOutsideQuotes(text: string, separator: string): string[] {
  const parts: string[] = [];
  let current = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (char === "\\" && quoted && i + 1 < text.length) {
      current += char + text[i + 1];
      i++;
      continue;
    }
    if (char === '"') quoted = !quoted;
    if (char === separator && !quoted) {
      parts.push(current);
      current = "";
    } else current += char;
  }
  parts.push(current);
  return parts;
}

/** The metrics of a Server-Timing header (`render;dur=12.3, ssr;desc="shell"`); none for a missing header. */
export function parseServerTiming(header: string | null | undefined): ServerTimingMetric[] {
  if (!header) return [];
  const metrics: ServerTimingMetric[] = [];
  for (const entry of splitOutsideQuotes(header, ",")) {
    const [namePart, ...params] = splitOutsideQuotes(entry, ";").map((part) => part.trim());
    if (!namePart) continue;
    const metric: ServerTimingMetric = { name: namePart };
    for (const param of params) {
      const equals = param.indexOf("=");
      if (equals < 0) continue;
      const key = param.slice(0, equals).trim().toLowerCase();
      let value = param.slice(equals + 1).trim();
      if (value.startsWith('"') && value.endsWith('"') && value.length >= 2)
        value = value.slice(1, -1).replace(/\\(.)/g, "$1");
      if (key === "dur" && metric.dur === undefined) {
        const number = Number(value);
        if (value !== "" && Number.isFinite(number)) metric.dur = number;
      } else if (key === "desc" && metric.desc === undefined) metric.desc = value;
    }
    metrics.push(metric);
  }
  return metrics;
}

/** What a page response's Server-Timing says of its server render: its duration, or that the shell was sent. */
export function renderTiming(header: string | null | undefined): { renderMs: number | null; fallback: boolean } {
  const metrics = parseServerTiming(header);
  const render = metrics.find((metric) => metric.name === "render" && metric.dur !== undefined);
  const fallback = metrics.some((metric) => metric.name === "ssr" && metric.desc === "shell");
  return { renderMs: render?.dur ?? null, fallback };
}

/** Summarises N page responses (their Server-Timing headers and whole response times) into one figure. */
export function serverRenderFigure(
  page: string,
  path: string,
  responses: ReadonlyArray<{ serverTiming: string | null; responseMs: number }>,
): ServerRenderFigure {
  const timings = responses.map((response) => renderTiming(response.serverTiming));
  const renders = timings.flatMap((timing) => (timing.renderMs === null ? [] : [timing.renderMs]));
  const totals = responses.map((response) => response.responseMs);
  const orNull = (value: number) => (Number.isFinite(value) ? value : null);
  return {
    page,
    path,
    requests: responses.length,
    rendered: renders.length,
    fallbacks: timings.filter((timing) => timing.fallback).length,
    renderP50Ms: renders.length ? median(renders) : null,
    renderP95Ms: renders.length ? percentile(renders, 95) : null,
    responseP50Ms: orNull(median(totals)),
    responseP95Ms: orNull(percentile(totals, 95)),
  };
}

/** The median of the runs that finished, or null. */
export function medianOrNull(runs: readonly number[]): number | null {
  return runs.length ? median(runs) : null;
}

/** The translation of `msgid` in a .po catalog's text (single-line msgid and msgstr); null when absent or empty. */
export function poMessage(poText: string, msgid: string): string | null {
  const unquote = (quoted: string) => JSON.parse(quoted) as string;
  const lines = poText.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const id = /^msgid\s+(".*")\s*$/.exec(lines[i]!);
    if (!id || unquote(id[1]!) !== msgid) continue;
    const str = /^msgstr\s+(".*")\s*$/.exec(lines[i + 1] ?? "");
    const text = str ? unquote(str[1]!) : "";
    return text === "" ? null : text;
  }
  return null;
}

/** Milliseconds as seconds with two decimals; the dash for no figure. */
export const fmtSeconds = (ms: number | null | undefined) =>
  typeof ms === "number" && Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : DASH;
const fmtMs = (ms: number | null | undefined) =>
  typeof ms === "number" && Number.isFinite(ms) ? `${ms < 10 ? ms.toFixed(1) : Math.round(ms)} ms` : DASH;

/** A figure with its verdict against an upper bound: "2.31 s ✓", "3.02 s ✗", or the dash (and ✗) for none. */
export function verdict(ms: number | null | undefined, targetMs: number): string {
  if (typeof ms !== "number" || !Number.isFinite(ms)) return `${DASH} ✗`;
  return `${fmtSeconds(ms)} ${ms <= targetMs ? "✓" : "✗"}`;
}

/** Whether every figure the results hold meets its target (figures missing or failed do not). */
export function allTargetsMet(results: FirstVisitResults): boolean {
  const visitsOk = results.visits.every(
    (visit) => visit.medianMs !== null && visit.medianMs <= (visit.mode === "cold" ? COLD_TARGET_MS : WARM_TARGET_MS),
  );
  const applyOk = results.apply.every((apply) => apply.medianMs !== null && apply.medianMs <= APPLY_TARGET_MS);
  const lcpOk = (results.lighthouse ?? []).every((row) => row.lcpMs <= LCP_TARGET_MS);
  const ratio = results.renderedLoad?.ratio;
  const loadOk = ratio === undefined || ratio === null || ratio >= RENDERED_THROUGHPUT_TARGET;
  return visitsOk && applyOk && lcpOk && loadOk;
}

const LANGUAGES: Language[] = ["en", "kn"];

/** Each figure against its target: one row per page and mode, a column per language; Apply; Lighthouse LCPs. */
export function firstVisitTable(results: FirstVisitResults): string {
  const rows: string[][] = [];
  for (const mode of ["cold", "warm"] as const) {
    const target = mode === "cold" ? COLD_TARGET_MS : WARM_TARGET_MS;
    const pages = [...new Set(results.visits.filter((visit) => visit.mode === mode).map((visit) => visit.page))];
    for (const page of pages) {
      const cells = LANGUAGES.map((language) => {
        const figure = results.visits.find((v) => v.mode === mode && v.page === page && v.language === language);
        return figure ? verdict(figure.medianMs, target) : "";
      });
      const path = results.visits.find((visit) => visit.page === page)?.path ?? "";
      rows.push([`${mode}: ${page} (${path})`, ...cells, `≤ ${fmtSeconds(target)}`]);
    }
  }
  if (results.apply.length) {
    rows.push([
      "cold: Apply works (hydrated), laborer /job/:id",
      ...LANGUAGES.map((language) => {
        const figure = results.apply.find((apply) => apply.language === language);
        return figure ? verdict(figure.medianMs, APPLY_TARGET_MS) : "";
      }),
      `≤ ${fmtSeconds(APPLY_TARGET_MS)}`,
    ]);
    rows.push([
      "cold: Apply works before the scripts (its form)",
      ...LANGUAGES.map((language) =>
        fmtSeconds(results.apply.find((apply) => apply.language === language)?.formMedianMs),
      ),
      "",
    ]);
  }
  for (const row of results.lighthouse ?? [])
    rows.push([
      `Lighthouse LCP: ${row.page} (TBT ${Math.round(row.tbtMs)} ms)`,
      verdict(row.lcpMs, LCP_TARGET_MS),
      "",
      `≤ ${fmtSeconds(LCP_TARGET_MS)}`,
    ]);
  return formatTable(["figure", "en", "kn", "target"], rows);
}

/** Server render CPU per page: render duration and whole response time, median and p95; the dash without headers. */
export function serverRenderTable(figures: readonly ServerRenderFigure[]): string {
  const rows = figures.map((figure) => [
    `${figure.page} (${figure.path})`,
    String(figure.requests),
    figure.rendered ? `${figure.rendered}` : DASH,
    figure.fallbacks ? `${figure.fallbacks}` : figure.rendered ? "0" : DASH,
    fmtMs(figure.renderP50Ms),
    fmtMs(figure.renderP95Ms),
    fmtMs(figure.responseP50Ms),
    fmtMs(figure.responseP95Ms),
  ]);
  return formatTable(
    ["server render", "requests", "rendered", "shell", "render p50", "render p95", "response p50", "response p95"],
    rows,
  );
}

/** The errors the results carry, one line each. */
export function errorLines(results: FirstVisitResults): string[] {
  return [
    ...results.visits
      .filter((visit) => visit.error)
      .map((visit) => `${visit.mode} ${visit.page} ${visit.language}: ${visit.error}`),
    ...results.apply.filter((apply) => apply.error).map((apply) => `Apply ${apply.language}: ${apply.error}`),
    ...results.serverRender
      .filter((figure) => figure.error)
      .map((figure) => `server render ${figure.page}: ${figure.error}`),
  ];
}
