import { rememberSignedIn } from "../../session/session.ts";

/** After signing in: a full page load (resets the Relay store and re-reads the session). */
export function assignLocation(url: string): void {
  rememberSignedIn(true);
  window.location.assign(url);
}

/** Only same-site paths are followed after sign-in (`?next=/jobs`), never another origin. */
export function safeNext(next: string | null): string | null {
  if (!next?.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return null;
  return next;
}
