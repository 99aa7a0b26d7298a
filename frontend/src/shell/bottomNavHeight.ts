import { type RefObject, useLayoutEffect } from "react";

/** The bottom bar's height in px, kept on <html> while the bar is shown, so toasts can sit right above it. */
export const BOTTOM_NAV_HEIGHT_VAR = "--ks-bottom-nav-height";

/** Keeps BOTTOM_NAV_HEIGHT_VAR equal to the element's height (labels may wrap, the safe area adds padding). */
export function usePublishedNavHeight(ref: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement.style;
    const publish = () => root.setProperty(BOTTOM_NAV_HEIGHT_VAR, `${element.getBoundingClientRect().height}px`);
    publish();
    const observer = typeof ResizeObserver === "function" ? new ResizeObserver(publish) : null;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.removeProperty(BOTTOM_NAV_HEIGHT_VAR);
    };
  }, [ref]);
}
