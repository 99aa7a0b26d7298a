// Every route of the route × language check, opened as a first visit in English and in one Indian language (hi,
// kn and te in turn, so each is checked on a third of the routes; the route × language check itself opens every
// route in all four): the server renders it (in that language), and the browser hydrates it with no hydration
// error and no error on the page. A route a viewer may not open answers with a redirect (sign-in, or the role's
// home).
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Accounts, createAccounts } from "./i18n-accounts.ts";
import { type RouteVisit, VISITS, type Viewer } from "./i18n-routes.ts";
import { PHONE, baseURL, connectBrowser, hydrated } from "./support.ts";

type Language = "en" | "hi" | "kn" | "te";
const PAGES_AT_ONCE = 3;
/** A test's time, its turn in the queue included. */
const TEST_MS = 240_000;

let browser: Browser;
let accounts: Accounts;
const contexts = new Map<string, Promise<BrowserContext>>();

beforeAll(async () => {
  browser = await connectBrowser();
  accounts = await createAccounts(browser);
});
afterAll(async () => {
  await browser?.close();
});

/** One context per viewer and language (its cache warms up as a person's would), with the language chosen. */
function contextOf(viewer: Viewer, language: Language): Promise<BrowserContext> {
  const key = `${viewer}/${language}`;
  if (!contexts.has(key))
    contexts.set(
      key,
      (async () => {
        const context = await browser.newContext({
          baseURL: baseURL(),
          viewport: PHONE,
          timezoneId: "Asia/Kolkata",
          serviceWorkers: "block",
          storageState: viewer === "signed_out" ? undefined : accounts.sessions[viewer],
        });
        await context.addCookies([{ name: "language", value: language, url: baseURL() }]);
        await context.addInitScript((lang) => localStorage.setItem("language", lang), language);
        return context;
      })(),
    );
  return contexts.get(key)!;
}

let running = 0;
/** The visits waiting for a turn, first come first served. */
const waiting: Array<() => void> = [];

/**
 * Runs `work` once fewer than PAGES_AT_ONCE visits are running, in the order the visits asked. A finished visit
 * hands its turn to the longest-waiting one: were a free turn open to whoever asked next, the test started in the
 * same moment would take it every time, and the ones already waiting would wait until no test was left to start.
 */
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= PAGES_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

/** How long a step of a visit with no time limit of its own (reading the page, closing the tab) may take. */
const STEP_MS = 60_000;

/** A step of a visit that did not finish in STEP_MS: the browser's tab is stuck, whatever the page does. */
class StuckStep extends Error {}

function bounded<T>(step: string, work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stuck = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StuckStep(`${step} took more than ${STEP_MS / 1000} s`)), STEP_MS);
  });
  return Promise.race([work, stuck]).finally(() => clearTimeout(timer));
}

type Visit = { status: number; rendered: boolean; landed: string; htmlLang: string | null; problems: string[] };

async function firstVisit(viewer: Viewer, language: Language, url: string): Promise<Visit> {
  const context = await contextOf(viewer, language);
  const page: Page = await bounded("opening a tab", context.newPage());
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`error on the page: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error" && !/Failed to load resource/.test(message.text()))
      problems.push(`console error: ${message.text().slice(0, 300)}`);
  });
  try {
    const response = await page.goto(url, { waitUntil: "domcontentloaded" });
    const document = response ? await bounded("reading the page", response.text()) : "";
    const finalResponse = response!;
    problems.push(...unstyledClasses(document).map((name) => `the server's markup uses ${name} without its style`));
    await hydrated(page);
    // A part hydrating a moment later (a lazy one) reports within this.
    await page.waitForTimeout(250);
    const hydrationErrors = await bounded(
      "reading the hydration errors",
      page.evaluate(() => (window as { ksHydrationErrors?: string[] }).ksHydrationErrors ?? []),
    );
    problems.push(...hydrationErrors.map((error) => `hydration: ${error}`));
    return {
      status: finalResponse.status(),
      rendered: /^render;dur=/.test(finalResponse.headers()["server-timing"] ?? ""),
      landed: new URL(page.url()).pathname,
      htmlLang: /<html lang="([a-z]+)" data-ssr>/.exec(document)?.[1] ?? null,
      problems,
    };
  } finally {
    await bounded("closing the tab", page.close()).catch(() => {});
  }
}

/** A visit, made again in a new tab if a tab got stuck (a busy machine's browser, not the page). */
async function visitAgainIfStuck(viewer: Viewer, language: Language, url: string): Promise<Visit> {
  try {
    return await inTurn(() => firstVisit(viewer, language, url));
  } catch (error) {
    if (!(error instanceof StuckStep)) throw error;
    console.warn(`${url} as ${viewer} in ${language}: ${error.message}; visiting again`);
    return inTurn(() => firstVisit(viewer, language, url));
  }
}

/** The style classes in a server-rendered page's markup that none of its <style> elements defines. */
function unstyledClasses(html: string): string[] {
  const root = html.split('<div id="root">')[1]?.split('id="ks-ssr"')[0] ?? "";
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join("");
  const used = new Set([...root.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1]!.match(/\bcss-[a-z0-9]+\b/g) ?? []));
  return [...used].filter((name) => !styles.includes(`.${name}`));
}

const INDIAN: readonly Language[] = ["hi", "kn", "te"];
const TESTS = (Object.entries(VISITS) as Array<[Viewer, RouteVisit[]]>).flatMap(([viewer, visits]) =>
  visits.flatMap((visit, i) =>
    (["en", INDIAN[i % INDIAN.length]!] as Language[]).map((language) => ({ viewer, visit, language })),
  ),
);

describe("server-rendered first visits hydrate cleanly", () => {
  for (const { viewer, visit, language } of TESTS) {
    it.concurrent(`${viewer} ${visit.name} in ${language}`, { timeout: TEST_MS }, async () => {
      const url = visit.url(accounts.ids);
      const visited = await visitAgainIfStuck(viewer, language, url);
      const where = `${url} as ${viewer} in ${language}`;
      // Thrown rather than asserted: an assertion's message would cut the list of problems short.
      if (visited.problems.length > 0) throw new Error(`${where}:\n${visited.problems.join("\n")}`);
      // The signed-out English landing page is the build's prerendered copy; every other page the server renders.
      const prerenderedLanding = viewer === "signed_out" && url === "/" && language === "en";
      expect(visited.rendered, `${where}: rendered on the server`).toBe(!prerenderedLanding);
      if (!prerenderedLanding) expect(visited.htmlLang, where).toBe(language);
      expect(visited.status, where).toBe(visit.pattern === "*" ? 404 : 200);
    });
  }
});
