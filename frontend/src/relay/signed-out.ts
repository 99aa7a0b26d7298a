import { t } from "@lingui/core/macro";
import { SIGNED_OUT_REDIRECT_MS, signInAgainSoon } from "./sign-in-again.ts";
import { holdToasts, notify, releaseToasts } from "../toasts/toaster.ts";

export { SIGNED_OUT_REDIRECT_MS };

/**
 * The session is gone (a 401, or UNAUTHENTICATED from GraphQL): toast 'Unauthorized' - 'You are logged out.
 * Logging in again...' once, then go to /api/login after 500 ms.
 */
export function handleSignedOut(go?: (url: string) => void) {
  if (!signInAgainSoon(go, releaseToasts)) return;
  notify.error(t`Unauthorized`, t`You are logged out. Logging in again...`);
  holdToasts();
}
