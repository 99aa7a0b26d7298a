// Signing in on the way somewhere: a signed-out visitor goes through sign-in and comes back to the same page, and
// what they pressed there before signing in (Apply, Enroll) is done once they are back.
// Not the feature's index: the root layout and the route table are in the entry chunk, and the index brings Chakra.
import { useEffect, useState } from "react";
import { useLocation, useSearchParams } from "react-router";

/** What a signed-out visitor may press on a page that first needs them signed in. */
export type ReturnAction = "apply" | "enroll";

const RETURN_ACTIONS: readonly ReturnAction[] = ["apply", "enroll"];

/** The sign-in screen, which opens `next` (a path of this site) when the person is signed in. */
export function signInPath(next: string): string {
  return `/sign-in?next=${encodeURIComponent(next)}`;
}

/** Sign in, then back to `path` with `?<action>=1`, where the page does the action once. */
export function signInThen(path: string, action: ReturnAction): string {
  return signInPath(`${path}?${action}=1`);
}

/**
 * Whether the visitor pressed `action` on this page before signing in (`?<action>=1` in the address). It is read
 * when the page opens and then taken out of the address (replacing it), so a reload or Back does not do it again;
 * another page of the same route (another job) reads false.
 */
export function useReturnAction(action: ReturnAction): boolean {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const [pressedOn, setPressedOn] = useState(() => (params.get(action) === "1" ? pathname : null));
  // Another page of the route (the screen stays mounted): what was pressed on the first one is done with.
  if (pressedOn !== null && pressedOn !== pathname) setPressedOn(null);
  const present = params.has(action);
  useEffect(() => {
    if (!present) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(action);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [present, action, setParams]);
  return pressedOn === pathname;
}

/**
 * A route's shouldRevalidate for a page with a return action: taking `?apply=1` out of the address does not load
 * the page's data again; any other change does what it would have done.
 */
export function keepDataWhenActionDone({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: {
  currentUrl: URL;
  nextUrl: URL;
  defaultShouldRevalidate: boolean;
}): boolean {
  if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const withoutActions = new URLSearchParams(currentUrl.search);
  for (const action of RETURN_ACTIONS) withoutActions.delete(action);
  const dropped = withoutActions.toString() === nextUrl.searchParams.toString() && currentUrl.search !== nextUrl.search;
  return dropped ? false : defaultShouldRevalidate;
}
