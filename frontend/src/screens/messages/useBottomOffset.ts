import { useEffect, useState } from "react";

/** The app's bottom bar: a navigation landmark fixed to the bottom of the screen, if the page has one. */
function bottomBar(): HTMLElement | undefined {
  return [...document.querySelectorAll<HTMLElement>("nav")].find((nav) => getComputedStyle(nav).position === "fixed");
}

/**
 * How high above the bottom of the screen a bar must sit to stay in view, in CSS pixels: above the on-screen
 * keyboard while it is open (phones shrink only the visual viewport, so the keyboard covers whatever is fixed
 * to the bottom, the app's navigation bar included), else above the navigation bar, if any.
 */
export function useBottomOffset(): number {
  const [offset, setOffset] = useState(0);
  useEffect(() => {
    const viewport = window.visualViewport;
    const update = () => {
      const keyboard = viewport
        ? Math.max(0, Math.round(window.innerHeight - viewport.height - viewport.offsetTop))
        : 0;
      setOffset(keyboard > 0 ? keyboard : Math.round(bottomBar()?.getBoundingClientRect().height ?? 0));
    };
    update();
    const bar = bottomBar();
    const observer = typeof ResizeObserver === "undefined" || !bar ? undefined : new ResizeObserver(update);
    if (bar) observer?.observe(bar);
    viewport?.addEventListener("resize", update);
    viewport?.addEventListener("scroll", update);
    return () => {
      observer?.disconnect();
      viewport?.removeEventListener("resize", update);
      viewport?.removeEventListener("scroll", update);
    };
  }, []);
  return offset;
}
