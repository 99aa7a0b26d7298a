// Helpers for the journeys: the browser and server that global-setup.ts started, a phone-sized page, and
// sign-in through the API for journeys that start past the sign-in screen.
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
  chromium,
} from "playwright-core";
import { expect, inject } from "vitest";
import { DEMO_MOBILES, type SignedInAhead, freshMobile, ownAddress } from "./accounts.ts";

export { DEMO_MOBILES, freshMobile, ownAddress };

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    wsEndpoint: string;
    database: "pglite" | "postgresql";
    /** The server's log file (stdout and stderr), for a failure's message. */
    serverLog: string;
    /** A laborer signed in before the journeys (accounts.ts, signInLaborerAhead). */
    laborerSignedInAhead: SignedInAhead;
  }
}

/** The journeys run on a small phone (the app targets low-end Android phones). */
export const PHONE = { width: 360, height: 640 } as const;

/** How long to wait for something to appear (the first visit to a screen downloads its code). */
export const WAIT_MS = 30_000;

export function baseURL(): string {
  return inject("baseURL");
}

export function connectBrowser(): Promise<Browser> {
  return chromium.connect(inject("wsEndpoint"), { timeout: 30_000 });
}

export type Tab = { context: BrowserContext; page: Page; pageErrors: string[] };

const contexts = new Set<BrowserContext>();

/** Every page of the contexts this file opened and hasn't closed (for failure screenshots). */
export function openPages(): Page[] {
  return [...contexts].flatMap((context) => context.pages()).filter((page) => !page.isClosed());
}

/**
 * A fresh browser context (no cookies, empty localStorage) with one 360×640 page and its own address. The app's
 * offer of push notifications (a dialog after a person's first application, job or course: features/push) would
 * stop the journeys, so the browser has answered it already ("Not now"), unless `askAboutPush` (push.e2e.ts).
 */
export async function openTab(
  browser: Browser,
  options: { locale?: string; askAboutPush?: boolean } = {},
): Promise<Tab> {
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport: PHONE,
    deviceScaleFactor: 1,
    isMobile: false,
    hasTouch: true,
    locale: options.locale ?? "en-IN",
    timezoneId: "Asia/Kolkata",
    extraHTTPHeaders: ownAddress(),
  });
  if (!options.askAboutPush) {
    await context.addInitScript(() => {
      try {
        if (!localStorage.getItem("pushPrompt")) localStorage.setItem("pushPrompt", "off");
      } catch {
        // a page without storage (about:blank)
      }
    });
  }
  contexts.add(context);
  context.on("close", () => contexts.delete(context));
  context.setDefaultTimeout(WAIT_MS);
  context.setDefaultNavigationTimeout(30_000);
  const page = waitsForHydration(await context.newPage());
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => {
    pageErrors.push(`${error.name}: ${error.message}`);
    console.error(`[page error] ${page.url()}: ${error.stack ?? error.message}`);
  });
  page.on("console", (message) => {
    if (message.type() === "error") console.error(`[console.error] ${page.url()}: ${message.text()}`);
  });
  return { context, page, pageErrors };
}

/**
 * A server-rendered page shows before the app works on it: after `goto` and `reload`, `page` waits until the app has
 * hydrated the page (<html data-hydrated>), as a person's taps would only act from then on.
 */
export function waitsForHydration(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await hydrated(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await hydrated(page);
    return response;
  };
  return page;
}

/** Waits until a server-rendered page has hydrated (a page the browser rendered itself needs no wait). */
export async function hydrated(page: Page) {
  await page.waitForFunction(
    () => !document.documentElement.hasAttribute("data-ssr") || document.documentElement.hasAttribute("data-hydrated"),
    undefined,
    { timeout: WAIT_MS },
  );
}

/** Fails the journey if the app threw an uncaught error on the page. */
export function expectNoPageErrors(tab: Tab) {
  expect(tab.pageErrors, "uncaught errors on the page").toEqual([]);
}

/** Waits until the locator is visible and returns it. */
export async function visible(locator: Locator, timeout = WAIT_MS): Promise<Locator> {
  await locator.first().waitFor({ state: "visible", timeout });
  return locator.first();
}

/**
 * Waits until the page's path (and, if given, query) is `target`, and, when a full page load brought it there, until
 * the app has hydrated that page (a tap before then does nothing).
 */
export async function onPath(page: Page, target: string | RegExp, timeout = 30_000) {
  await page.waitForURL(
    (url) =>
      typeof target === "string"
        ? url.pathname + (target.includes("?") ? url.search : "") === target
        : target.test(url.pathname + url.search),
    { timeout, waitUntil: "commit" },
  );
  await page.waitForFunction(
    () =>
      document.readyState !== "loading" &&
      (!document.documentElement.hasAttribute("data-ssr") || document.documentElement.hasAttribute("data-hydrated")),
    undefined,
    { timeout },
  );
}

/** Waits until a button is enabled (Chakra sets `disabled` while a request is pending). */
export async function enabled(locator: Locator, timeout = WAIT_MS) {
  await visible(locator, timeout);
  await expectEventually(() => locator.first().isEnabled(), true, timeout);
}

/** Polls `read` until it returns `expected` (deep-equal), or fails with the last value. */
export async function expectEventually<T>(read: () => Promise<T> | T, expected: T, timeout = WAIT_MS) {
  const deadline = Date.now() + timeout;
  let last: T | undefined;
  for (;;) {
    try {
      last = await read();
      expect(last).toEqual(expected);
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** `items[index]`, failing with `what` when there is no such item (say, when the API returned fewer). */
export function item<T>(items: readonly T[], index: number, what = "item"): T {
  if (index < 0 || index >= items.length) throw new Error(`No ${what} ${index}: there are ${items.length}`);
  return items[index] as T;
}

/** Runs a GraphQL operation with the context's session cookie. */
export async function graphql<T = Record<string, unknown>>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
) {
  const res = await request.post("/graphql", { data: { query, variables }, headers: { accept: "application/json" } });
  return {
    status: res.status(),
    body: (await res.json()) as { data?: T; errors?: Array<{ message: string; extensions?: { code?: string } }> },
  };
}

export type ApiUser = { id: number; mobileNumber: string; userType: string | null; firstName: string | null };

/**
 * Signs a context in the way the sign-in screen does, through the API (demo OTP), so a journey can start
 * past sign-in. The context's cookie jar keeps the session.
 */
export async function signInByApi(
  context: BrowserContext,
  mobileNumber: string,
  role?: "laborer" | "employer" | "training_provider",
): Promise<ApiUser> {
  const sent = await context.request.post("/api/otp/send", { data: { mobileNumber } });
  expect(sent.status(), await sent.text()).toBe(200);
  const { demo_otp: otp } = (await sent.json()) as { demo_otp: string };
  const login = await context.request.post("/api/login", { data: { mobileNumber, otp, ...(role ? { role } : {}) } });
  expect(login.status(), await login.text()).toBe(200);
  return ((await login.json()) as { user: ApiUser }).user;
}

/** PATCHes the signed-in user's profile through the REST shim (for journeys that need a finished profile). */
export async function updateProfile(context: BrowserContext, fields: Record<string, unknown>) {
  const res = await context.request.patch("/api/auth/user", { data: fields });
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

export type Toast = { title: string; description: string };

/**
 * Records every toast shown in the context's pages, even one that a navigation removes at once (the
 * signed-out toast is followed by a redirect after 500 ms). Returns the live list.
 */
export async function recordToasts(context: BrowserContext): Promise<Toast[]> {
  const toasts: Toast[] = [];
  const seen = new Set<string>();
  await context.exposeBinding("__e2eToast", (_source, title: string, description: string) => {
    const key = `${title}\u0000${description}`;
    if (seen.has(key)) return;
    seen.add(key);
    toasts.push({ title, description });
  });
  const observe = () => {
    const report = () => {
      for (const root of document.querySelectorAll('[data-scope="toast"][data-part="root"]')) {
        const title = root.querySelector('[data-part="title"]')?.textContent ?? "";
        const description = root.querySelector('[data-part="description"]')?.textContent ?? "";
        (window as unknown as { __e2eToast: (t: string, d: string) => void }).__e2eToast(title, description);
      }
    };
    new MutationObserver(report).observe(document, { subtree: true, childList: true, characterData: true });
  };
  await context.addInitScript(observe);
  for (const page of context.pages()) await page.evaluate(observe);
  return toasts;
}
