import { useEffect, useRef } from "react";

/**
 * Calls `poll` every `intervalMs` while the screen is mounted and the tab is visible; a hidden tab pauses it,
 * and showing the tab again polls at once.
 */
export function usePolling(poll: () => void, intervalMs: number) {
  const latest = useRef(poll);
  latest.current = poll;

  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const stop = () => {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
    };
    const start = () => {
      stop();
      timer = setInterval(() => latest.current(), intervalMs);
    };
    const onVisibility = () => {
      if (document.visibilityState === "hidden") return stop();
      latest.current();
      start();
    };
    if (document.visibilityState !== "hidden") start();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      stop();
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [intervalMs]);
}
