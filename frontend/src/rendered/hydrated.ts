import { useEffect } from "react";
import { fixPageClock, renderingServerPage } from "./page-clock.ts";

/** How often a page still hydrating is looked at again. */
const CHECK_MS = 50;
/**
 * How long a part may take to hydrate before the page counts as working anyway (a part whose code did not load
 * renders once it does): a language picked meanwhile is not held back for ever.
 */
export const PARTS_WAIT_MS = 15_000;

let started = false;
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

/** Resolves once the server-rendered page being hydrated has hydrated; at once when no page is hydrating. */
export function hydration(): Promise<void> {
  return new Promise((resolve) => (renderingServerPage() ? afterHydration(resolve) : resolve()));
}

const isBoundaryStart = (data: string) => data === "&" || data.startsWith("$");
const isBoundaryEnd = (data: string) => data === "/&" || data === "/$";
const hydratedByReact = (node: Node) => Object.keys(node).some((key) => key.startsWith("__reactFiber$"));

/**
 * Whether React has hydrated every part of the server's markup in `root`. React hydrates the content of each
 * Suspense boundary (between <!--$--> and <!--/$-->) in a pass of its own, after the part around it has hydrated
 * and run its effects; it marks each node it hydrates with its fiber (a `__reactFiber$…` property). A boundary has
 * hydrated once each node directly in it (an element, a text, the start of a boundary inside it) is marked.
 */
function everyPartHydrated(root: Node): boolean {
  const comments = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  while (comments.nextNode()) {
    if (!isBoundaryStart((comments.currentNode as Comment).data)) continue;
    let depth = 0;
    for (let node = comments.currentNode.nextSibling; node; node = node.nextSibling) {
      const data = node.nodeType === Node.COMMENT_NODE ? (node as Comment).data : null;
      if (data !== null && isBoundaryEnd(data)) {
        if (depth === 0) break;
        depth--;
        continue;
      }
      if (data !== null && !isBoundaryStart(data)) continue; // a separator between two texts
      if (depth === 0 && !hydratedByReact(node)) return false;
      if (data !== null) depth++;
    }
  }
  return true;
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
 * Once a server-rendered page has hydrated, every part of it (from the first effect of the app frame or the bare
 * landing page, until React has hydrated each Suspense boundary in it): "now" is the clock again, text typed before
 * then is handed to React, and <html data-hydrated> marks the page as working (the route × language check and the
 * journeys wait for it); at the latest PARTS_WAIT_MS after the frame. Does nothing on a page the browser rendered
 * itself.
 */
export function useHydrated() {
  useEffect(() => {
    if (started) return;
    started = true;
    if (!document.documentElement.hasAttribute("data-ssr")) {
      done = true;
      return;
    }
    const root = document.getElementById("root") ?? document.body;
    const giveUpAt = Date.now() + PARTS_WAIT_MS;
    const finish = () => {
      if (!everyPartHydrated(root) && Date.now() < giveUpAt) {
        setTimeout(finish, CHECK_MS);
        return;
      }
      done = true;
      fixPageClock(null);
      handTypedValuesToReact(document);
      document.documentElement.setAttribute("data-hydrated", "");
      for (const task of afterwards.splice(0)) task();
    };
    finish();
  }, []);
}
