// When the session has ended (signed out on another device, expired, the account deleted), the app says so and
// goes to sign in again. Nothing here loads Relay or Chakra: the bare error screen (shell/RootError.tsx) uses it.

/** The redirect to sign in again waits 500 ms after saying so. */
export const SIGNED_OUT_REDIRECT_MS = 500;

/** Where signing in again starts: /api/login sends the browser on to the sign-in page. */
export const SIGN_IN_AGAIN_URL = "/api/login";

let pending = false;

/**
 * Whether `error` says the session is gone: the GraphQL network's 401 (an error whose status is 401, or whose
 * message is '401: ...'), which it raises for HTTP 401 and for GraphQL's UNAUTHENTICATED.
 */
export function isSignedOutError(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { status, message } = error as { status?: unknown; message?: unknown };
  return status === 401 || (typeof message === "string" && /^401:/.test(message));
}

/**
 * Goes to sign in again after SIGNED_OUT_REDIRECT_MS, once however often it is asked before then; `beforeLeaving`
 * runs just before. False when a redirect was already on its way.
 */
export function signInAgainSoon(
  go: (url: string) => void = (url) => window.location.assign(url),
  beforeLeaving?: () => void,
): boolean {
  if (pending) return false;
  pending = true;
  setTimeout(() => {
    pending = false;
    beforeLeaving?.();
    go(SIGN_IN_AGAIN_URL);
  }, SIGNED_OUT_REDIRECT_MS);
  return true;
}
