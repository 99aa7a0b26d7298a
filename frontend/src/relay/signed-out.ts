import { t } from "@lingui/core/macro";
import { holdToasts, notify, releaseToasts } from "../toasts/toaster.ts";

/** The redirect to sign in again waits 500 ms after the toast. */
export const SIGNED_OUT_REDIRECT_MS = 500;

let redirecting = false;

/**
 * The session is gone (a 401, or UNAUTHENTICATED from GraphQL): toast 'Unauthorized' - 'You are logged out.
 * Logging in again...' once, then go to /api/login after 500 ms.
 */
export function handleSignedOut(go: (url: string) => void = (url) => window.location.assign(url)) {
  if (redirecting) return;
  redirecting = true;
  notify.error(t`Unauthorized`, t`You are logged out. Logging in again...`);
  holdToasts();
  setTimeout(() => {
    redirecting = false;
    releaseToasts();
    go("/api/login");
  }, SIGNED_OUT_REDIRECT_MS);
}
