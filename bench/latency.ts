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
export function operationStats(
  name: string,
  answers: { ok: number; refused: number; failed: number; latencies: readonly number[] },
  seconds: number,
): OperationStats {
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

/**
 * Several rounds of one operation as one: the answers added up, req/s over all rounds, p50 the median of the
 * rounds' p50 (robust to one disturbed round), p99 the worst round's.
 */
export function combineRounds(
  name: string,
  rounds: readonly { stats: OperationStats; seconds: number }[],
): OperationStats {
  const sum = (pick: (stats: OperationStats) => number) =>
    rounds.reduce((total, round) => total + pick(round.stats), 0);
  const seconds = rounds.reduce((total, round) => total + round.seconds, 0);
  const p50s = rounds.map((round) => round.stats.p50).sort((a, b) => a - b);
  const middle = Math.floor(p50s.length / 2);
  return {
    name,
    ok: sum((s) => s.ok),
    refused: sum((s) => s.refused),
    failed: sum((s) => s.failed),
    reqPerSec: seconds > 0 ? sum((s) => s.ok) / seconds : 0,
    p50: p50s.length === 0 ? Number.NaN : p50s.length % 2 ? p50s[middle]! : (p50s[middle - 1]! + p50s[middle]!) / 2,
    p99: rounds.length ? Math.max(...rounds.map((round) => round.stats.p99)) : Number.NaN,
  };
}
