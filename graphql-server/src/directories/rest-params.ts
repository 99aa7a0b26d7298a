import { globalIdOf } from "../schema/global-id.ts";
import { filterText } from "./directory-filters.ts";

/** REST directory lists return this many rows when `limit` is not given, and never more. */
export const REST_LIST_LIMIT = 100;

export const LIMIT_MESSAGE = "limit must be a whole number of at least 1";

export type LimitParam = { ok: true; limit: number } | { ok: false; message: string };

/**
 * `?limit=`: missing or blank gives REST_LIST_LIMIT; a whole number of at least 1 is used, capped
 * at REST_LIST_LIMIT (so 1000 gives 100); anything else (abc, 0, -5, 2.5) is a 400.
 */
export function parseLimit(raw: string | undefined): LimitParam {
  const text = (raw ?? "").trim();
  if (text === "") return { ok: true, limit: REST_LIST_LIMIT };
  if (!/^\d{1,9}$/.test(text) || Number(text) < 1) return { ok: false, message: LIMIT_MESSAGE };
  return { ok: true, limit: Math.min(Number(text), REST_LIST_LIMIT) };
}

/**
 * The REST `skill` parameter as GraphQL arguments: digits are a skill's plain id (made a `Skill`
 * global id), anything else a skill name; blank or `all` is no skill filter.
 */
export function skillArgs(raw: string | undefined): { skill: string | null; skillName: string | null } {
  const text = filterText(raw);
  if (!text) return { skill: null, skillName: null };
  return /^\d{1,9}$/.test(text) ? { skill: globalIdOf("Skill", text), skillName: null } : { skill: null, skillName: text };
}
