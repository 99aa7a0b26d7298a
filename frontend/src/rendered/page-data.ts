// The data a server-rendered page carries for the browser, which hydrates it without asking the server again.
import type { Messages } from "@lingui/core";

/** The element (`<script type="application/json">`, which the page's CSP lets through as data) that holds it. */
export const SSR_DATA_ID = "ks-ssr";

export type SsrData<Session = unknown> = {
  /** The language the page was rendered in; the browser hydrates in it. */
  locale: string;
  /** The session (src/session/session.ts) the page was rendered for. */
  session: Session;
  /** When the server rendered it (ms since the epoch): "now" for relative times while hydrating. */
  renderedAt: number;
  /** The Relay store's records after the route's queries. */
  records: Record<string, unknown>;
  /**
   * The messages of the language's catalog the page was drawn with: the browser hydrates with these, and the rest
   * of the catalog downloads meanwhile (src/i18n/locales.ts `completeCatalog`).
   */
  messages?: Messages;
};

let taken: SsrData | null | undefined;

/** The server's data in this page, read once (null when the page was not server-rendered). */
export function ssrData(): SsrData | null {
  if (taken !== undefined) return taken;
  taken = null;
  if (typeof document === "undefined") return taken;
  const element = document.getElementById(SSR_DATA_ID);
  if (!element?.textContent) return taken;
  try {
    taken = JSON.parse(element.textContent) as SsrData;
  } catch {
    taken = null;
  }
  return taken;
}

let recordsTaken = false;

/** The server's Relay records, for the first Relay store the browser makes (later stores start empty). */
export function takeServerRecords(): Record<string, unknown> | undefined {
  if (recordsTaken) return undefined;
  recordsTaken = true;
  return ssrData()?.records;
}
