// The offer of push notifications, made after a person's first application, job posting or course; PushOffer
// (mounted in the app frame) shows it.
import { storedPushAnswer } from "./pushAnswer.ts";
import { pushSupported } from "./pushSupport.ts";

/** What the person just did, which says what the notifications would be about. */
export type PushReason = "application" | "job" | "course";

let offered: PushReason | null = null;
const listeners = new Set<() => void>();

function set(next: PushReason | null) {
  offered = next;
  for (const listener of listeners) listener();
}

/**
 * Offers push notifications on this phone, unless this browser answered already, cannot take them, or blocked
 * them. Nothing asks the browser for permission until the person taps Turn on.
 */
export function offerPush(reason: PushReason) {
  if (offered || storedPushAnswer() || !pushSupported() || Notification.permission === "denied") return;
  set(reason);
}

/** The offer is answered or dropped. */
export function closePushOffer() {
  set(null);
}

export function currentPushOffer(): PushReason | null {
  return offered;
}

export function subscribePushOffer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
