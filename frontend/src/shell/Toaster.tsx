import { lazy, Suspense, useSyncExternalStore } from "react";
import { isRegionWanted, subscribeRegionWanted } from "../toasts/toaster.ts";

const ToastRegion = lazy(() => import("./ToastRegion.tsx"));

/** A server-rendered page has no toast yet. */
const noToast = () => false;

/** Where the toasts show: nothing until the first toast, then the lazily loaded region. */
export function Toaster() {
  const wanted = useSyncExternalStore(subscribeRegionWanted, isRegionWanted, noToast);
  return wanted ? (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  ) : null;
}
