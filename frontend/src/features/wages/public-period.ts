// The periods earnings and work statements cover, and the day a route loader counts from.
// Not the feature's index: route loaders are in the entry chunk, and the index brings Chakra.
import { indiaDate } from "@rules/wages.ts";
import { ssrData } from "../../rendered/page-data.ts";
import { renderContextOf } from "../../rendered/render-context.ts";

/** A period of India days, inclusive, as YYYY-MM-DD. */
export type Period = { from: string; to: string };

/** The months the earnings can be shown for: the current one and the one before. */
export type MonthChoice = "this" | "last";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `text` is a real calendar date written YYYY-MM-DD. */
export function isIsoDate(text: string | null | undefined): text is string {
  if (!text || !ISO_DATE.test(text)) return false;
  const at = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === text;
}

/** The month of `today` (YYYY-MM-DD, India's calendar) or the one before: its first and last day. */
export function monthPeriod(today: string, which: MonthChoice): Period {
  const [year, month] = today.split("-").map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 1 - (which === "last" ? 1 : 0), 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

/** ?period=last is last month; anything else this month. */
export const monthChoiceOf = (params: URLSearchParams): MonthChoice =>
  params.get("period") === "last" ? "last" : "this";

/** ?from&to when both are dates, else this month. */
export function periodOf(params: URLSearchParams, today: string): Period {
  const from = params.get("from");
  const to = params.get("to");
  return isIsoDate(from) && isIsoDate(to) ? { from, to } : monthPeriod(today, "this");
}

/** The work statement's path for a period. */
export const workStatementPath = ({ from, to }: Period) => `/work-statement?${new URLSearchParams({ from, to })}`;

/**
 * Today in India as a route loader sees it. A server-rendered page and its hydration must load the same period, so
 * while the browser hydrates, "today" is the day the server rendered the page on (the page carries that moment);
 * otherwise it is the device's clock.
 */
export function loaderToday(args: { context?: unknown }): string {
  const hydrating = renderContextOf(args)?.kind === "hydrating";
  const renderedAt = hydrating ? ssrData()?.renderedAt : undefined;
  return indiaDate(new Date(renderedAt ?? Date.now()));
}
