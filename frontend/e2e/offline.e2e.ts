// The service worker (frontend/vite-pwa.ts): after one visit, the app shell and its scripts come from the
// phone's own storage, so reloading with no network still opens the app.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectBrowser, expectEventually, expectNoPageErrors, openTab, visible } from "./support.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("offline", () => {
  it("reloads the landing page with no network once the service worker has precached the shell, and the app runs", async () => {
    const tab = await openTab(browser);
    const { page, context } = tab;
    await page.goto("/");
    await visible(page.getByRole("heading", { level: 1 }));
    // Active means installed, and installing is precaching.
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(new URL(scope).pathname).toBe("/");
    await expectEventually(() => page.evaluate(() => navigator.serviceWorker.controller !== null), true);

    await context.setOffline(true);
    try {
      await page.reload();
      // The app's own render replaced the prerendered copy: its scripts came from the cache.
      await expectEventually(() => page.evaluate(() => document.getElementById("ks-prerendered") === null), true);
      await page.getByRole("button", { name: /Agricultural Laborer/ }).click();
      await visible(page.getByRole("button", { name: "Get Started" }));
      expect(await page.evaluate(() => navigator.onLine)).toBe(false);
    } finally {
      await context.setOffline(false);
    }
    expectNoPageErrors(tab);
    await context.close();
  });
});
