import { useSyncExternalStore } from "react";

const neverChanges = () => () => {};

/**
 * `read()` in the browser; `onServer` on the server and while the browser hydrates a server-rendered page (so both
 * draw the same), then `read()` once hydrated. `read` must return the same value each time it is called.
 */
export function useBrowserValue<T>(read: () => T, onServer: T): T {
  return useSyncExternalStore(neverChanges, read, () => onServer);
}

const inBrowser = () => true;

/** Whether this render is in the browser: false on the server and while hydrating, true after. */
export function useInBrowser(): boolean {
  return useBrowserValue(inBrowser, false);
}
