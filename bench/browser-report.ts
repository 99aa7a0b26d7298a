// The browser benchmark's arithmetic: one row of figures from a Lighthouse report, the median of several
// runs, and the printed table. Pure functions, so they are tested without a browser.

/** The figures of one page load (or the median of several). */
export interface BrowserRow {
  page: string;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  /** JavaScript transferred over the network (compressed bytes), in KB (1 KB = 1000 bytes, as Lighthouse counts). */
  jsKb: number;
}

/** The parts of a Lighthouse result (LHR) the benchmark reads. */
export interface LighthouseResultLike {
  runtimeError?: { code: string; message: string };
  audits: Record<string, { numericValue?: number; details?: { items?: Array<Record<string, unknown>> } } | undefined>;
}

function numeric(lhr: LighthouseResultLike, audit: string): number {
  const value = lhr.audits[audit]?.numericValue;
  if (typeof value !== "number" || !Number.isFinite(value))
    throw new Error(`the Lighthouse report has no figure for ${audit}`);
  return value;
}

/** Compressed bytes of every script the page downloaded (the network-requests audit's transferSize). */
export function scriptBytes(lhr: LighthouseResultLike): number {
  const items = lhr.audits["network-requests"]?.details?.items ?? [];
  return items
    .filter((item) => item.resourceType === "Script")
    .reduce((sum, item) => sum + (typeof item.transferSize === "number" ? item.transferSize : 0), 0);
}

/** One page load's figures from its Lighthouse report; a report with a runtime error is refused. */
export function rowFromReport(page: string, lhr: LighthouseResultLike): BrowserRow {
  if (lhr.runtimeError)
    throw new Error(`Lighthouse could not measure ${page}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return {
    page,
    lcpMs: numeric(lhr, "largest-contentful-paint"),
    fcpMs: numeric(lhr, "first-contentful-paint"),
    tbtMs: numeric(lhr, "total-blocking-time"),
    cls: numeric(lhr, "cumulative-layout-shift"),
    jsKb: scriptBytes(lhr) / 1000,
  };
}

/** The median of a non-empty list (the mean of the two middle values when the count is even). */
export function median(values: number[]): number {
  if (values.length === 0) throw new Error("median of nothing");
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Each figure's median over several runs of the same page (figures taken separately, as Lighthouse's own median does not). */
export function medianRow(runs: BrowserRow[]): BrowserRow {
  if (runs.length === 0) throw new Error("no runs to take the median of");
  const pages = new Set(runs.map((run) => run.page));
  if (pages.size !== 1) throw new Error(`runs of different pages: ${[...pages].join(", ")}`);
  const of = (key: Exclude<keyof BrowserRow, "page">) => median(runs.map((run) => run[key]));
  return {
    page: runs[0]!.page,
    lcpMs: of("lcpMs"),
    fcpMs: of("fcpMs"),
    tbtMs: of("tbtMs"),
    cls: of("cls"),
    jsKb: of("jsKb"),
  };
}

/** The rows as a fixed-width table: seconds for LCP and FCP, milliseconds for TBT, KB for JavaScript. */
export function browserTable(rows: BrowserRow[]): string {
  const header = ["page", "LCP s", "FCP s", "TBT ms", "CLS", "JS KB"];
  const body = rows.map((row) => [
    row.page,
    (row.lcpMs / 1000).toFixed(2),
    (row.fcpMs / 1000).toFixed(2),
    Math.round(row.tbtMs).toString(),
    row.cls.toFixed(3),
    row.jsKb.toFixed(1),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...body.map((cells) => cells[column]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join("  ");
  return [line(header), ...body.map(line)].join("\n");
}
