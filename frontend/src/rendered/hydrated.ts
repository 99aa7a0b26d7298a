import { useEffect } from "react";
import { fixPageClock } from "./page-clock.ts";

/** How long after the app frame hydrates its lazily loaded parts may still be hydrating. */
const LAZY_PARTS_MS = 2000;

let done = false;
const afterwards: (() => void)[] = [];

/**
 * Runs `task` once the server-rendered page has hydrated (what would change the page, such as switching to another
 * language, must wait: a part still to hydrate would otherwise meet markup it no longer matches).
 */
export function afterHydration(task: () => void) {
  if (done) task();
  else afterwards.push(task);
}

/**
 * What is typed into a server-rendered form before the app has hydrated it stays in the field but not in the app's
 * state (React keeps the field's text and hears no change): each field whose text differs from the server's is
 * announced to React as an input, as if typed now. React's value tracker remembers the text it last saw; it is
 * set back to the server's so the input counts as a change.
 */
function handTypedValuesToReact(root: ParentNode) {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea")) {
    if (field.type === "checkbox" || field.type === "radio" || field.type === "file") continue;
    if (field.value === field.defaultValue) continue;
    (field as { _valueTracker?: { setValue(value: string): void } })._valueTracker?.setValue(field.defaultValue);
    field.dispatchEvent(new Event("input", { bubbles: true }));
  }
}

/**
 * Once a server-rendered page's frame has hydrated (the first effect of the app frame or the bare landing page):
 * "now" is the clock again, text typed before then is handed to React, and <html data-hydrated> marks the page as working (the route ×
 * language check and the journeys wait for it). Does nothing on a page the browser rendered itself.
 */
export function useHydrated() {
  useEffect(() => {
    if (done) return;
    done = true;
    if (!document.documentElement.hasAttribute("data-ssr")) return;
    // Parts that load lazily hydrate a moment after the frame: the render's time holds a little longer.
    setTimeout(() => fixPageClock(null), LAZY_PARTS_MS);
    handTypedValuesToReact(document);
    document.documentElement.setAttribute("data-hydrated", "");
    for (const task of afterwards.splice(0)) task();
  }, []);
}
