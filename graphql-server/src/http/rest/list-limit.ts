import { REST_INPUT_MESSAGES } from "../../rules/rest-input.ts";

/** REST lists return this many rows when `limit` is not given, and never more. */
export const REST_LIST_LIMIT = 100;

export const LIMIT_MESSAGE = REST_INPUT_MESSAGES.limit;

/**
 * `?limit=`: missing or blank gives REST_LIST_LIMIT; a whole number of at least 1 is used, capped
 * at REST_LIST_LIMIT (so 1000 gives 100); anything else (abc, 0, -5, 2.5) is undefined, a 400.
 */
export function parseLimit(raw: string | undefined): number | undefined {
  const text = (raw ?? "").trim();
  if (text === "") return REST_LIST_LIMIT;
  if (!/^\d{1,9}$/.test(text) || Number(text) < 1) return undefined;
  return Math.min(Number(text), REST_LIST_LIMIT);
}
