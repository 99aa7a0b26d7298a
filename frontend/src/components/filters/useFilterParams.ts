import { useRef, useState } from "react";
import { useSearchParams } from "react-router";

/** Filters asked for on the URL `on` (its search string), whose navigation may not be shown yet. */
type Asked = { on: string; params: URLSearchParams };

/**
 * The screen's filters in the URL search params: `get(key)` reads one, `set({ key: value })` changes
 * some (empty or null removes them), which re-runs the route's loader.
 *
 * A change navigates in a transition: until its results arrive the screen still shows the URL before
 * it. So `get` and `set` work on the filters last asked for, not on the URL shown: a second change
 * made while the first is loading keeps the first, and a control shows its new value at once.
 * `params` is the URL shown, whose results are on the screen.
 */
export function useFilterParams() {
  const [params, setParams] = useSearchParams();
  const shown = params.toString();
  const [asked, setAsked] = useState<Asked | null>(null);
  // The same as `asked`, but current within one event too (two changes before the next render).
  const askedRef = useRef<Asked | null>(null);
  // Asked on the URL still shown: not shown yet. Once the URL moves on (there, or anywhere else), the URL wins.
  const pending = (a: Asked | null) => (a && a.on === shown ? a.params : null);
  const latest = pending(asked) ?? params;

  function set(changes: Record<string, string | null | undefined>) {
    const next = new URLSearchParams(pending(askedRef.current) ?? params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    askedRef.current = { on: shown, params: next };
    setAsked(askedRef.current);
    setParams(next, { replace: true });
  }
  return { params, get: (key: string) => latest.get(key) ?? "", set };
}
