// The API benchmark's arithmetic and its table: pure functions, no I/O.

/** One autocannon round against one target. */
export interface Round {
  /** Answers counted as right (2xx, or an expected refusal such as a second application). */
  ok: number;
  /** Other answers (wrong status or an error in the body) and socket errors or timeouts. */
  failed: number;
  seconds: number;
  p50: number;
  p99: number;
}

export interface Summary {
  name: string;
  rounds: number;
  /** Right answers per second over all rounds together. */
  reqPerSec: number;
  /** Median of the rounds' p50, in ms. */
  p50: number;
  /** Worst of the rounds' p99, in ms. */
  p99: number;
  failed: number;
  note?: string;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function summarize(name: string, rounds: readonly Round[], note?: string): Summary {
  const seconds = rounds.reduce((sum, round) => sum + round.seconds, 0);
  const ok = rounds.reduce((sum, round) => sum + round.ok, 0);
  return {
    name,
    rounds: rounds.length,
    reqPerSec: seconds > 0 ? ok / seconds : 0,
    p50: median(rounds.map((round) => round.p50)),
    p99: rounds.length ? Math.max(...rounds.map((round) => round.p99)) : Number.NaN,
    failed: rounds.reduce((sum, round) => sum + round.failed, 0),
    ...(note ? { note } : {}),
  };
}

/** A target's throughput as a share of the baseline's (null when the baseline served nothing). */
export function ratio(target: Summary, baseline: Summary): number | null {
  if (!(baseline.reqPerSec > 0)) return null;
  return target.reqPerSec / baseline.reqPerSec;
}

/** A plain-text table with a header rule; numbers (and "—") right-aligned, text left-aligned. */
export function formatTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => (row[i] ?? "").length)));
  const numeric = (cell: string) => /^[-+]?[\d.,]+( ?(ms|MiB|%|×))?$|^—$/.test(cell);
  const line = (row: readonly string[]) =>
    row
      .map((cell, i) => (numeric(cell) ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join("  ")
      .trimEnd();
  return [line(header), widths.map((width) => "-".repeat(width)).join("  "), ...rows.map(line)].join("\n");
}

const whole = (value: number) => (Number.isFinite(value) ? Math.round(value).toLocaleString("en-US") : "—");
const ms = (value: number) =>
  Number.isFinite(value) ? `${value < 10 ? value.toFixed(1) : Math.round(value)} ms` : "—";
export const formatRatio = (value: number | null) => (value === null ? "—" : value.toFixed(2));

/** The results table: one row per target, the ratio to the baseline where one is given. */
export function resultsTable(summaries: readonly Summary[], ratios: ReadonlyMap<string, number | null>): string {
  return formatTable(
    ["target", "req/s", "p50", "p99", "÷ baseline", "failed", "rounds"],
    summaries.map((s) => [
      s.name,
      whole(s.reqPerSec),
      ms(s.p50),
      ms(s.p99),
      ratios.has(s.name) ? formatRatio(ratios.get(s.name)!) : "",
      whole(s.failed),
      String(s.rounds),
    ]),
  );
}

/** Mebibytes, rounded ("—" when unknown). */
export const fmtMiB = (value: number | null | undefined) =>
  typeof value === "number" && Number.isFinite(value) ? `${Math.round(value)} MiB` : "—";
