// Web push end to end without a browser: createPushSender sends to a subscription of a push service on 127.0.0.1
// (test-push-service.ts) that holds the subscription's keys as a browser does, checks the VAPID signature and
// decrypts the aes128gcm payload (RFC 8291). What it reads is what the service worker (frontend/public/push-sw.js)
// would show.
import webpush from "web-push";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPushSender, type PushPayload } from "../../push/web-push.ts";
import { startTestPushService, type TestPushService } from "./test-push-service.ts";

const keys = { ...webpush.generateVAPIDKeys(), subject: "mailto:support@khetsetu.in" };
const payload: PushPayload = {
  title: "नया आवेदन",
  body: "Ramesh applied for Paddy Harvesting",
  link: "/employer/applications?job=Sm9iOjE%3D",
};

let service: TestPushService;
beforeAll(async () => {
  service = await startTestPushService();
});
afterAll(async () => {
  await service.close();
});

describe("web push to a browser's subscription", () => {
  it("arrives signed with the server's VAPID key, and the browser decrypts what was sent", async () => {
    const browser = service.subscribe();
    const sender = createPushSender(keys);
    expect(sender.publicKey).toBe(keys.publicKey);

    await expect(sender.send(browser, payload)).resolves.toBe("sent");

    expect(service.received).toHaveLength(1);
    const [push] = service.received;
    expect(push!.endpoint).toBe(browser.endpoint);
    expect(push!.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, ?k=[\w-]+$/);
    expect(push!.vapidKey).toBe(keys.publicKey);
    expect(push!.claims.aud).toBe(service.origin);
    expect(push!.claims.sub).toBe(keys.subject);
    expect(push!.claims.exp * 1000).toBeGreaterThan(Date.now());
    expect(push!.headers["content-encoding"]).toBe("aes128gcm");
    expect(JSON.parse(push!.text)).toEqual(payload);
  });

  it("only the subscribed browser's keys open it", async () => {
    const browser = service.subscribe();
    const other = service.subscribe();
    // The push for `browser`, delivered to `other`'s endpoint: its keys cannot decrypt it, and the service refuses.
    await expect(createPushSender(keys).send({ ...browser, endpoint: other.endpoint }, payload)).rejects.toThrow(
      "push service answered 400",
    );
  });

  it("answers 'gone' when the push service says the subscription no longer exists (410)", async () => {
    const unsubscribed = service.subscribe({ status: 410 });
    await expect(createPushSender(keys).send(unsubscribed, payload)).resolves.toBe("gone");
  });

  it("throws on any other refusal, so the delivery is retried", async () => {
    const busy = service.subscribe({ status: 503 });
    await expect(createPushSender(keys).send(busy, payload)).rejects.toThrow("push service answered 503");
  });
});
