import { type ReactNode, startTransition, Suspense, useEffect, useState } from "react";
import { renderingServerPage } from "../rendered/page-clock.ts";

/**
 * Renders `children` only after the screen's first commit, in a transition: React renders them in short
 * slices between which the browser may paint and handle input, instead of in the first render's one long
 * task. Until they are ready, `fallback` holds their place. A page rendered on the server has them in its HTML
 * already (their data came with it) and hydrates them at once; their code is the screen's own, not a lazy part,
 * so that nothing on the page waits for a download of its own before a tap works.
 */
export function AfterFirstPaint({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [ready, setReady] = useState(renderingServerPage);
  useEffect(() => startTransition(() => setReady(true)), []);
  return ready ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
