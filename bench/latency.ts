// Latency arithmetic for the load generators of the growth and mixed-load sections. Pure: no I/O.

/** The p-th percentile (0 < p ≤ 100) by the nearest-rank method; NaN for no values. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/** Picks a name by weight; `draw` is a number in [0, 1) (Math.random() in use, fixed in tests). */
export function pickWeighted<T extends string>(weights: readonly (readonly [T, number])[], draw: number): T {
  const total = weights.reduce((sum, [, weight]) => sum + weight, 0);
  if (!(total > 0)) throw new Error("the weights add up to nothing");
  let left = draw * total;
  for (const [name, weight] of weights) {
    if (left < weight) return name;
    left -= weight;
  }
  return weights[weights.length - 1]![0];
}

/** What one kind of request did during a load run. */
export interface OperationStats {
  name: string;
  /** Right answers, expected refusals included. */
  ok: number;
  /** Of the right answers, expected refusals (a rate limit's RateLimitError). */
  refused: number;
  /** Wrong answers, socket errors and timeouts. */
  failed: number;
  reqPerSec: number;
  p50: number;
  p99: number;
}

/** One operation's figures from its answers' latencies (ms, every answer) over `seconds`. */
export function operationStats(name: string, answers: { ok: number; refused: number; failed: number; latencies: readonly number[] }, seconds: number): OperationStats {
  return {
    name,
    ok: answers.ok,
    refused: answers.refused,
    failed: answers.failed,
    reqPerSec: seconds > 0 ? answers.ok / seconds : 0,
    p50: percentile(answers.latencies, 50),
    p99: percentile(answers.latencies, 99),
  };
}
