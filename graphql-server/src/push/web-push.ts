// Web push: the server's VAPID keys and sending a notification to a person's browsers through web-push.
import fs from "node:fs";
import path from "node:path";
import webpush from "web-push";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** Who runs the server (a mailto: or https: URL), as push services ask. */
  subject: string;
}

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when both are set; otherwise a pair generated once and kept in
 * `dir`/vapid-keys.json (like the session secret), so subscriptions survive restarts.
 */
export function loadVapidKeys(env: NodeJS.ProcessEnv, dir: string): VapidKeys {
  const subject = env.VAPID_SUBJECT?.trim() || "mailto:support@khetsetu.in";
  const publicKey = env.VAPID_PUBLIC_KEY?.trim();
  const privateKey = env.VAPID_PRIVATE_KEY?.trim();
  if (publicKey && privateKey) return { publicKey, privateKey, subject };
  const file = path.join(dir, "vapid-keys.json");
  if (fs.existsSync(file)) return { ...(JSON.parse(fs.readFileSync(file, "utf8")) as VapidKeys), subject };
  const generated = webpush.generateVAPIDKeys();
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(file, JSON.stringify(generated), { mode: 0o600 });
  return { ...generated, subject };
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What the service worker shows: the title, the text and the path a tap opens. */
export interface PushPayload {
  title: string;
  body: string;
  link: string;
}

export interface PushSender {
  publicKey: string;
  /** Sends to one browser; "gone" when the push service says the subscription no longer exists. */
  send(target: PushTarget, payload: PushPayload): Promise<"sent" | "gone">;
}

export function createPushSender(keys: VapidKeys, timeoutMs = 10_000): PushSender {
  return {
    publicKey: keys.publicKey,
    async send(target, payload) {
      try {
        await webpush.sendNotification(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          JSON.stringify(payload),
          { vapidDetails: keys, TTL: 24 * 3600, timeout: timeoutMs, urgency: "normal" },
        );
        return "sent";
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        if (status === 404 || status === 410) return "gone";
        throw new Error(`push service answered ${status ?? (error as Error).message}`);
      }
    },
  };
}

/** The push services browsers subscribe through; in production the server sends to no other host. */
const PUSH_SERVICE_HOSTS = [
  /^fcm\.googleapis\.com$/,
  /^updates\.push\.services\.mozilla\.com$/,
  /\.notify\.windows\.com$/,
  /^web\.push\.apple\.com$/,
];

/** Whether an endpoint is a known browser push service (https). */
export function isKnownPushService(endpoint: string): boolean {
  try {
    const url = new URL(endpoint);
    return url.protocol === "https:" && PUSH_SERVICE_HOSTS.some((host) => host.test(url.hostname));
  } catch {
    return false;
  }
}
