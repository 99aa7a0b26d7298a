// Push notifications in Chromium: the generated service worker (sw.js) loads push-sw.js, and a push message
// (delivered through the DevTools protocol, as no push service is reachable here) shows as a notification that
// carries its link; a laborer's first application offers notifications on this phone, nothing asks the browser
// before Turn on, and "Not now" is kept, so the next application asks nothing.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  connectBrowser,
  expectEventually,
  expectNoPageErrors,
  freshMobile,
  openTab,
  signInByApi,
  visible,
} from "./support.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const QUESTION = "Get notified on this phone when the employer answers your application?";

describe("push notifications", () => {
  it("the service worker shows a push message as a notification with its link", async () => {
    const tab = await openTab(browser, { askAboutPush: true });
    const { page, context } = tab;
    await context.grantPermissions(["notifications"]);
    await page.goto("/");
    const scriptURL = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    expect(new URL(scriptURL ?? "").pathname).toBe("/sw.js");
    const sw = await (await page.request.get("/sw.js")).text();
    const imported = /importScripts\("(\/push-sw\.js\?v=[0-9a-f]+)"\)/.exec(sw)?.[1];
    expect(imported, "sw.js imports push-sw.js").toBeTruthy();
    expect((await page.request.get(imported!)).headers()["content-type"]).toMatch(/javascript/);

    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) =>
      cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
        const live = registrations.find((r) => !r.isDeleted && new URL(r.scopeURL).pathname === "/");
        if (live) resolve(live.registrationId);
      }),
    );
    await cdp.send("ServiceWorker.enable");
    const message = { title: "New application", body: "Ramesh applied for Paddy Harvesting", link: "/my-applications" };
    const registration = await registrationId;
    const shown = () =>
      page.evaluate(async () => {
        const notifications = await (await navigator.serviceWorker.ready).getNotifications();
        return notifications.map((n) => ({
          title: n.title,
          body: n.body,
          link: (n.data as { link?: string } | null)?.link,
        }));
      });
    // On a busy machine DevTools can hand the message over before the worker takes it: sent again while nothing
    // shows, a few times. Every notification shown must be the message.
    let notifications: Awaited<ReturnType<typeof shown>> = [];
    for (let attempt = 0; attempt < 4 && notifications.length === 0; attempt++) {
      await cdp.send("ServiceWorker.deliverPushMessage", {
        origin: new URL(page.url()).origin,
        registrationId: registration,
        data: JSON.stringify(message),
      });
      const deadline = Date.now() + 7_500;
      for (;;) {
        notifications = await shown();
        if (notifications.length > 0 || Date.now() > deadline) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    expect(notifications.length).toBeGreaterThan(0);
    for (const notification of notifications) expect(notification).toEqual(message);
    expectNoPageErrors(tab);
    await context.close();
  });

  it("a laborer's first application offers them; Not now is kept and nothing asked the browser", async () => {
    const tab = await openTab(browser, { askAboutPush: true });
    const { page, context } = tab;
    await signInByApi(context, freshMobile(), "laborer");
    await page.goto("/jobs");
    // Nothing is offered on load.
    await visible(page.getByRole("button", { name: "Apply Now" }));
    expect(await page.getByRole("alertdialog").count()).toBe(0);

    await page.getByRole("button", { name: "Apply Now" }).first().click();
    await visible(page.getByText("Application Submitted"));
    const offer = await visible(page.getByRole("alertdialog", { name: QUESTION }));
    await visible(offer.getByRole("button", { name: "Turn on" }));
    expect(await page.evaluate(() => Notification.permission)).toBe("default");

    await offer.getByRole("button", { name: "Not now" }).click();
    await expectEventually(() => page.getByRole("alertdialog").count(), 0);
    expect(await page.evaluate(() => localStorage.getItem("pushPrompt"))).toBe("off");

    await page.getByRole("button", { name: "Apply Now" }).first().click();
    await expectEventually(() => page.getByRole("button", { name: "Applied" }).count(), 2);
    await page.waitForTimeout(1000);
    expect(await page.getByRole("alertdialog").count()).toBe(0);
    expectNoPageErrors(tab);
    await context.close();
  });
});
