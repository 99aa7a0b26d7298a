import { useSearchParams } from "react-router";

/**
 * The screen's filters in the URL search params: `get(key)` reads one, `set({ key: value })` changes
 * some (empty or null removes them), which re-runs the route's loader.
 */
export function useFilterParams() {
  const [params, setParams] = useSearchParams();
  function set(changes: Record<string, string | null | undefined>) {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  }
  return { params, get: (key: string) => params.get(key) ?? "", set };
}
