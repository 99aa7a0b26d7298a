import type { z } from "zod";

/**
 * A zod refinement that reports a shared rule's message (the `...Problem` checks in rules/), so the server
 * and the web app's forms say the same thing.
 */
export function sharedRule<T>(problem: (value: T) => string | null) {
  return (value: T, ctx: z.RefinementCtx) => {
    const message = problem(value);
    if (message) ctx.addIssue({ code: "custom", message });
  };
}

/** A `Date` scalar value (midnight UTC of its day) as YYYY-MM-DD. */
export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);
