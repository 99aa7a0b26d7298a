import type { IEnvironment } from "relay-runtime";
import { saveSubscription } from "./pushServer.ts";
import { applicationServerKey, sameKey } from "./pushSupport.ts";

/** How long to wait for the service worker (main.tsx registers it once the page has loaded). */
const WORKER_WAIT_MS = 10_000;

function activeWorker(): Promise<ServiceWorkerRegistration> {
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error("no service worker")), WORKER_WAIT_MS)),
  ]);
}

/**
 * Turn on: the browser's own permission question (asked first, within the tap), then this browser's push
 * subscription with the server's key, kept by the server for the signed-in person. "blocked" when the person
 * did not allow notifications; throws when subscribing or saving fails.
 */
export async function turnOnPush(environment: IEnvironment, publicKey: string): Promise<"on" | "blocked"> {
  const permission = await Notification.requestPermission();
  if (permission !== "granted") return "blocked";
  const { pushManager } = await activeWorker();
  const key = applicationServerKey(publicKey);
  let subscription = await pushManager.getSubscription();
  // One made with another server key (the server's keys changed) cannot be reused.
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error("the subscription has no endpoint or keys");
  await saveSubscription(environment, { endpoint, p256dh: keys.p256dh, auth: keys.auth });
  return "on";
}
