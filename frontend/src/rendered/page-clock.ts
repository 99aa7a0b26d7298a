// The time a page is drawn at. A server-rendered page shows times relative to now ("5 minutes ago", "Starts
// today"): while the server renders it and while the browser hydrates it, "now" is the moment the server rendered
// it, so both draw the same words; otherwise it is the device's clock.

let renderedAt: number | null = null;

/** Now, as the page being rendered or hydrated sees it. */
export function pageNow(): Date {
  return new Date(renderedAt ?? Date.now());
}

/** Fixes "now" at `at` (ms since the epoch) while a server-rendered page renders or hydrates; null: the clock. */
export function fixPageClock(at: number | null) {
  renderedAt = at;
}

/**
 * Whether a server-rendered page is being drawn: on the server, or in the browser while it hydrates (from then
 * until shortly after, what renders must render as the server did).
 */
export function renderingServerPage(): boolean {
  return renderedAt !== null;
}
