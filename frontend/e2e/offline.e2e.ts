// The service worker (frontend/vite-pwa.ts): after one visit, the app shell and its scripts come from the
// phone's own storage, so reloading with no network still opens the app; a signed-in person's main routes are
// fetched into its cache when the phone is idle (src/shell/warmRoutes.ts).
import type { Browser } from "playwright-core";
import type { RouteFiles } from "../src/shell/warmRoutes.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  connectBrowser,
  expectEventually,
  expectNoPageErrors,
  freshMobile,
  openTab,
  signInByApi,
  updateProfile,
  visible,
} from "./support.ts";

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

  it("with the worker in control, a signed-in laborer's / is the server's rendered page, not the precached shell", async () => {
    const tab = await openTab(browser);
    const { page, context } = tab;
    await signInByApi(context, freshMobile(), "laborer");
    await updateProfile(context, { firstName: "Asha", lastName: "Naik" });
    await page.goto("/");
    await expectEventually(() => page.evaluate(() => navigator.serviceWorker.controller !== null), true);
    const response = await page.reload();
    expect(response?.headers()["server-timing"] ?? "").toMatch(/^render;dur=/);
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-ssr"))).toBe(true);
    await visible(page.getByRole("navigation", { name: "Main" }));
    expectNoPageErrors(tab);
    await context.close();
  });

  it("precaches only the shell, and fetches the files of a signed-in employer's bottom-bar routes when idle", async () => {
    const tab = await openTab(browser);
    const { page, context } = tab;
    await signInByApi(context, freshMobile(), "employer");
    await updateProfile(context, { firstName: "Ravi", lastName: "Gowda" });
    await page.goto("/employer-dashboard");
    const nav = await visible(page.getByRole("navigation", { name: "Main" }));
    await expectEventually(() => page.evaluate(() => navigator.serviceWorker.controller !== null), true);
    // The first page loaded before the worker controlled it; the next one warms the cache.
    await page.reload();
    await visible(nav);
    const routes = ["/employer-dashboard", "/post-job", "/services", "/income-opportunities", "/analytics"];
    const wanted = await page.evaluate((patterns) => {
      // boot.js's table of each route's files (src/shell/warmRoutes.ts reads it too)
      const table = (window as unknown as { ksRouteFiles: RouteFiles }).ksRouteFiles;
      const files = table.routes.filter(([pattern]) => patterns.includes(pattern)).flatMap(([, indexes]) => indexes);
      return [...new Set(files.map((index) => table.folder + table.files[index]))];
    }, routes);
    expect(wanted.some((file) => /\/PostJobScreen-/.test(file))).toBe(true);
    const cached = (cacheName: string) =>
      page.evaluate(async (name) => {
        const cache = await caches.open(name);
        return (await cache.keys()).map((request) => new URL(request.url).pathname);
      }, cacheName);
    // The precache holds the shell, not the screens.
    const precacheName = await page.evaluate(async () =>
      (await caches.keys()).find((name) => name.includes("precache")),
    );
    const precached = await cached(precacheName!);
    expect(precached.some((file) => /\/AppFrame-/.test(file))).toBe(true);
    expect(precached.some((file) => /\/(PostJobScreen|AnalyticsScreen|JobsScreen)-/.test(file))).toBe(false);
    // The routes' files the shell has not are fetched into the runtime cache.
    await expectEventually(async () => {
      const have = new Set([...precached, ...(await cached("khetsetu-assets"))]);
      return wanted.filter((file) => !have.has(file));
    }, []);
    expectNoPageErrors(tab);
    await context.close();
  });
});
