// Counts a write takes inside its own transaction for its answer, kept for the rest of that request.
// Fields such as Job.applicationsCount and User.activeJobsCount otherwise count with a query of their own,
// which for a write's answer runs after the write committed: if the database went away at that moment, a
// stored write would be answered with an error. A write that returns such a field counts inside instead.

/** The counts kept for each request context. */
const kept = new WeakMap<object, Map<string, number>>();

/** Keeps `count` under `key` for the rest of the request of `ctx`. */
export function keepCount(ctx: object, key: string, count: number): void {
  const counts = kept.get(ctx) ?? new Map<string, number>();
  kept.set(ctx, counts);
  counts.set(key, count);
}

/** The count kept under `key` in the request of `ctx`, if a write kept one. */
export function keptCount(ctx: object, key: string): number | undefined {
  return kept.get(ctx)?.get(key);
}
