/** Whether this browser can take push notifications: a service worker, the Push API and notifications. */
export function pushSupported(): boolean {
  return (
    typeof navigator !== "undefined" &&
    "serviceWorker" in navigator &&
    "PushManager" in window &&
    "Notification" in window
  );
}

/** The server's VAPID public key (base64url, as `pushPublicKey` gives it) as the bytes pushManager.subscribe takes. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Whether a subscription was made with these key bytes. */
export function sameKey(key: ArrayBuffer | null, bytes: Uint8Array): boolean {
  if (!key || key.byteLength !== bytes.length) return false;
  const own = new Uint8Array(key);
  return own.every((byte, i) => byte === bytes[i]);
}
