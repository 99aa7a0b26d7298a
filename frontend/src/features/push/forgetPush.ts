// Signing out forgets this browser's push subscription: on the server first, while the session still lasts, then
// in the browser, so the phone gets nothing more for the person who signed out.
import type { IEnvironment } from "relay-runtime";
import { forgetPushAnswer } from "./pushAnswer.ts";
import { forgetSubscription } from "./pushServer.ts";
import { pushSupported } from "./pushSupport.ts";

/** Signing out waits this long at most for it. */
const FORGET_WAIT_MS = 3000;

/** The address of the Logout links (the server's GET /api/logout ends the session and goes home). */
export const LOGOUT_PATH = "/api/logout";

/** Whether this browser may hold a subscription: only once notifications were allowed. */
export function mayHavePushSubscription(): boolean {
  return pushSupported() && Notification.permission === "granted";
}

async function forget(environment: IEnvironment): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  try {
    await forgetSubscription(environment, subscription.endpoint);
  } finally {
    await subscription.unsubscribe();
    forgetPushAnswer();
  }
}

/** Forgets this browser's subscription (at most FORGET_WAIT_MS; a failure does not stop signing out). */
export function forgetThisBrowsersPush(environment: IEnvironment): Promise<void> {
  if (!mayHavePushSubscription()) return Promise.resolve();
  return Promise.race([
    forget(environment).catch(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, FORGET_WAIT_MS)),
  ]);
}

/** Runs `signOut` once this browser's subscription is forgotten: at once when it cannot have one. */
export function signOutAfterForgettingPush(environment: IEnvironment, signOut: () => void) {
  if (!mayHavePushSubscription()) signOut();
  else void forgetThisBrowsersPush(environment).then(signOut);
}

/**
 * Every Logout link (`<a href="/api/logout">`, in the headers and settings) forgets the subscription before the
 * browser follows it. Returns the removal.
 */
export function forgetPushOnLogoutLinks(
  environment: IEnvironment,
  go: (url: string) => void = (url) => window.location.assign(url),
): () => void {
  const onClick = (event: MouseEvent) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    if (link.pathname !== LOGOUT_PATH || !mayHavePushSubscription()) return;
    event.preventDefault();
    signOutAfterForgettingPush(environment, () => go(link.href));
  };
  document.addEventListener("click", onClick);
  return () => document.removeEventListener("click", onClick);
}
