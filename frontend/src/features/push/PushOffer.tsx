import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import { useRelayEnvironment } from "react-relay";
import { forgetPushOnLogoutLinks } from "./forgetPush.ts";
import { currentPushOffer, subscribePushOffer } from "./pushOffer.ts";

const PushPrompt = lazy(() => import("./PushPrompt.tsx"));

/** A server-rendered page offers nothing yet. */
const noOffer = () => null;

/**
 * In the app frame: the question about push notifications once offerPush() offers them (its own chunk, loaded
 * then), and the Logout links forgetting this browser's subscription.
 */
export function PushOffer() {
  const environment = useRelayEnvironment();
  const reason = useSyncExternalStore(subscribePushOffer, currentPushOffer, noOffer);
  useEffect(() => forgetPushOnLogoutLinks(environment), [environment]);
  return reason ? (
    <Suspense fallback={null}>
      <PushPrompt reason={reason} />
    </Suspense>
  ) : null;
}
