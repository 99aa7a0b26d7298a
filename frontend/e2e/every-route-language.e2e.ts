// Every route in every language, as each role, on a 360×640 phone: a screen in Hindi, Kannada or Telugu
// shows no English beyond the allowlist (i18n-allowlist.ts) and what people typed; no control or heading
// has text that overflows or is cut off, and the page does not scroll sideways. Each route × language ×
// role is one test, its failure listing the English words (with the catalog message they come from) and
// the overflowing elements. A screen with a problem is saved as a screenshot in
// frontend/e2e/output/i18n/<role>/<lang>/ (every screen with I18N_SCREENSHOTS=1).
//
// One page per role and language: it loads the app once and moves from route to route within it, as a link
// would (each route's code and data load as they do for a person); the four languages of a route are checked
// at the same time (I18N_E2E_PAGES pages at once, 3 by default).
import fs from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext, Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCatalog } from "../../scripts/i18n-check-catalogs.ts";
import { type Accounts, createAccounts } from "./i18n-accounts.ts";
import { type RouteVisit, VISITS, type Viewer, routeTablePatterns } from "./i18n-routes.ts";
import { type EnglishLeft, collectUserWords, englishLeft, readScreen, sourceFinder } from "./i18n-screen.ts";
import { PHONE, baseURL, connectBrowser, waitsForHydration } from "./support.ts";

const LANGUAGES = ["en", "hi", "kn", "te"] as const;
type Language = (typeof LANGUAGES)[number];

const OUTPUT = path.join(import.meta.dirname, "output/i18n");
/** How long a screen may take to finish loading (code, data, fonts) before it is judged as it is. */
const SETTLE_MS = 20_000;
/** A screen is settled when no request is open and the page has not changed for this long. */
const QUIET_MS = 200;
/** How long a screen with English left on it gets for its language's place names to arrive. */
const LATE_CHUNK_MS = 1_500;
const PAGES_AT_ONCE = Math.max(1, Number(process.env.I18N_E2E_PAGES) || 3);
/** Screenshots of every screen, not only of those with a problem (a full-page PNG per screen costs CPU). */
const EVERY_SCREENSHOT = process.env.I18N_SCREENSHOTS === "1";

/** A page signed in as one role in one language, with what it saw over the network. */
type Lane = {
  context: BrowserContext;
  page: Page;
  open: Set<Request>;
  /**
   * The words people typed, in every answer this lane's page has read: kept for the whole lane, because a later
   * screen may show them from the Relay store without asking again (the same jobs on /jobs and /test-jobs).
   */
  userWords: Set<string>;
  reads: Promise<unknown>[];
  errors: string[];
  /** The words people typed, in the data the server-rendered first screen carried (the store keeps that data). */
  renderedWords: Set<string>;
  /** Whether the page has loaded the app once (later routes are reached within it). */
  loaded: boolean;
};

let browser: Browser;
let accounts: Accounts;
const findSource = new Map<Language, (text: string) => string>();
const lanes = new Map<string, Promise<Lane>>();
let started = 0;

beforeAll(async () => {
  started = Date.now();
  fs.rmSync(OUTPUT, { recursive: true, force: true });
  browser = await connectBrowser();
  accounts = await createAccounts(browser);
  const catalog = async (language: Language) =>
    (
      await parseCatalog(fs.readFileSync(path.resolve(import.meta.dirname, `../src/locales/${language}.po`), "utf8"))
    ).filter((e) => !e.obsolete);
  const english = await catalog("en");
  for (const language of LANGUAGES) {
    const translated = new Set((await catalog(language)).filter((e) => e.translation.trim()).map((e) => e.msgid));
    findSource.set(
      language,
      sourceFinder(english, (msgid) => translated.has(msgid)),
    );
  }
});
afterAll(async () => {
  console.log(`[every-route-language] ${Math.round((Date.now() - started) / 1000)} s for ${TESTS.length} screens`);
  await browser?.close();
});

async function openLane(viewer: Viewer, language: Language): Promise<Lane> {
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport: PHONE,
    deviceScaleFactor: 1,
    hasTouch: true,
    locale: "en-IN",
    timezoneId: "Asia/Kolkata",
    storageState: viewer === "signed_out" ? undefined : accounts.sessions[viewer],
  });
  context.setDefaultTimeout(SETTLE_MS);
  await context.addInitScript((lang) => {
    // readScreen runs in the page as compiled; a transform that keeps function names (esbuild's keepNames)
    // calls a `__name` helper there, which only exists in Node.
    (globalThis as unknown as { __name?: (f: unknown) => unknown }).__name ??= (f) => f;
    localStorage.setItem("language", lang);
    const w = window as unknown as { __lastChange: number };
    w.__lastChange = performance.now();
    new MutationObserver(() => (w.__lastChange = performance.now())).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  }, language);
  const page = waitsForHydration(await context.newPage());
  const lane: Lane = {
    context,
    page,
    open: new Set(),
    userWords: new Set(),
    reads: [],
    errors: [],
    renderedWords: new Set(),
    loaded: false,
  };
  page.on("request", (r) => lane.open.add(r));
  page.on("requestfinished", (r) => lane.open.delete(r));
  page.on("requestfailed", (r) => lane.open.delete(r));
  page.on("pageerror", (error) => lane.errors.push(`${error.name}: ${error.message}`));
  page.on("response", (response) => {
    const { pathname } = new URL(response.url());
    if (
      !(pathname === "/graphql" || pathname.startsWith("/api/")) ||
      !response.headers()["content-type"]?.includes("json")
    )
      return;
    lane.reads.push(
      response.json().then(
        (json) => collectUserWords(json, lane.userWords),
        () => undefined,
      ),
    );
  });
  return lane;
}

function laneOf(viewer: Viewer, language: Language): Promise<Lane> {
  const key = `${viewer}/${language}`;
  if (!lanes.has(key)) lanes.set(key, openLane(viewer, language));
  return lanes.get(key)!;
}

/** At most PAGES_AT_ONCE screens load at a time, and each lane's page one screen at a time. */
const running = new Set<Promise<unknown>>();
const laneQueues = new Map<string, Promise<unknown>>();
async function inTurn<T>(key: string, work: () => Promise<T>): Promise<T> {
  const before = laneQueues.get(key) ?? Promise.resolve();
  const mine = before.then(async () => {
    while (running.size >= PAGES_AT_ONCE) await Promise.race(running);
    const job = work();
    const tracked: Promise<unknown> = job.catch(() => undefined).finally(() => running.delete(tracked));
    running.add(tracked);
    return job;
  });
  laneQueues.set(
    key,
    mine.catch(() => undefined),
  );
  return mine;
}

/**
 * Goes to `url` as a link in the app would (the router follows the history change), so that only the first
 * screen of a lane loads the whole page; the route's own code and data still load as they would.
 */
async function navigateInApp(page: Page, url: string) {
  await page.evaluate((to) => {
    (window as unknown as { __navigatedAt: number }).__navigatedAt = performance.now();
    history.pushState(null, "", to);
    dispatchEvent(new PopStateEvent("popstate"));
  }, url);
}

/** Waits until the screen is in `language`, nothing is loading and nothing has changed for QUIET_MS. */
async function settle(lane: Lane, language: Language): Promise<string | null> {
  const deadline = Date.now() + SETTLE_MS;
  for (;;) {
    const state = await lane.page.evaluate(() => ({
      lang: document.documentElement.lang,
      busy: document.querySelectorAll('[aria-busy="true"]').length,
      empty: !document.getElementById("root")?.firstElementChild,
      fonts: document.fonts.status,
      quietFor: performance.now() - (window as unknown as { __lastChange: number }).__lastChange,
      // After a move within the app, the old screen stays until the new one renders: it is the new one once
      // the page has changed since the move (or, for a screen identical to the last, a second has passed).
      sinceMove: (() => {
        const w = window as unknown as { __navigatedAt?: number; __lastChange: number };
        if (w.__navigatedAt === undefined || w.__lastChange > w.__navigatedAt) return Number.POSITIVE_INFINITY;
        return performance.now() - w.__navigatedAt;
      })(),
    }));
    const ready =
      state.lang === language &&
      !state.busy &&
      !state.empty &&
      state.fonts === "loaded" &&
      lane.open.size === 0 &&
      state.quietFor >= QUIET_MS &&
      state.sinceMove >= 1_000;
    if (ready) return null;
    if (Date.now() > deadline) {
      const open = [...lane.open].map((r) => new URL(r.url()).pathname).slice(0, 3);
      return `the screen did not settle within ${SETTLE_MS / 1000} s (${JSON.stringify({ ...state, openRequests: open })}); judged as it was`;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** One line per English text, with where it comes from; a list's options in one line. */
function describeEnglish(found: EnglishLeft[], language: Language): string[] {
  const source = findSource.get(language)!;
  const lines: string[] = [];
  const options = new Map<string, EnglishLeft[]>();
  for (const left of found) {
    if (left.where.startsWith("option of ")) options.set(left.where, [...(options.get(left.where) ?? []), left]);
    else
      lines.push(
        `English: ${JSON.stringify(left.text.slice(0, 100))} [${left.words.join(", ")}] in ${left.where}: ${source(left.text)}`,
      );
  }
  for (const [where, list] of options) {
    const shown = list.slice(0, 6).map((l) => JSON.stringify(l.text));
    const sources = [...new Set(list.map((l) => source(l.text)))].slice(0, 3);
    lines.push(
      `English: ${list.length} ${where.replace(/^option/, "options")}: ${shown.join(", ")}${list.length > 6 ? ", …" : ""}: ${sources.join("; ")}`,
    );
  }
  return lines;
}

/** Opens one route and lists what is wrong with it: English left, overflowing text, sideways scrolling. */
async function check(viewer: Viewer, language: Language, visit: RouteVisit): Promise<string[]> {
  const lane = await laneOf(viewer, language);
  lane.reads.length = 0;
  lane.errors.length = 0;
  lane.open.clear();
  const url = visit.url(accounts.ids);
  if (lane.loaded) await navigateInApp(lane.page, url);
  else {
    await lane.page.goto(url, { waitUntil: "domcontentloaded" });
    lane.loaded = true;
    // A server-rendered first screen brings its data in the page rather than over the network.
    const rendered = await lane.page.evaluate(() => document.getElementById("ks-ssr")?.textContent ?? null);
    // (Its Relay records stand apart from their parents: a skill's or category's record is left out by its type.)
    if (rendered) {
      const records = Object.values(
        (JSON.parse(rendered) as { records: Record<string, { __typename?: string }> }).records,
      );
      const ofPeople = records.filter((record) => !/skill|badge|achievement|categor/i.test(record.__typename ?? ""));
      collectUserWords(ofPeople, lane.renderedWords);
    }
  }
  const problems: string[] = [];
  const unsettled = await settle(lane, language);
  if (unsettled) problems.push(unsettled);
  await Promise.all(lane.reads);
  for (const word of lane.renderedWords) lane.userWords.add(word);
  const landed = new URL(lane.page.url());
  if (viewer !== "signed_out" && landed.pathname === "/sign-in")
    problems.push(`sent to ${landed.pathname}${landed.search}: the session was lost`);
  // The routes opened signed out are the ones a signed-out visitor may see (a shared job or course), not sign-in.
  if (viewer === "signed_out" && landed.pathname === "/sign-in" && new URL(url, landed).pathname !== "/sign-in")
    problems.push(`sent to ${landed.pathname}${landed.search}: the page is not open to signed-out visitors`);

  let facts = await lane.page.evaluate(readScreen);
  // Place names in the language come in a chunk of their own, after the screen (until then they show in
  // English, by design): English left on screen gets one more look once that chunk has had time to arrive.
  if (language !== "en" && englishLeft(facts.texts, lane.userWords, visit.pattern).length > 0) {
    await new Promise((resolve) => setTimeout(resolve, LATE_CHUNK_MS));
    await settle(lane, language);
    facts = await lane.page.evaluate(readScreen);
  }
  if (language !== "en")
    problems.push(...describeEnglish(englishLeft(facts.texts, lane.userWords, visit.pattern), language));
  for (const overflow of facts.overflows) problems.push(`Overflow: ${overflow}`);
  if (facts.pageOverflow > 0) problems.push(`Overflow: the page scrolls sideways by ${facts.pageOverflow} px`);
  for (const error of lane.errors) problems.push(`Uncaught error on the page: ${error}`);

  if (problems.length > 0 || EVERY_SCREENSHOT) {
    const file = path.join(OUTPUT, viewer, language, `${visit.name}.png`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    await lane.page.screenshot({ path: file, fullPage: true });
  }
  return problems;
}

const TESTS = (Object.entries(VISITS) as Array<[Viewer, RouteVisit[]]>).flatMap(([viewer, visits]) =>
  visits.flatMap((visit) => LANGUAGES.map((language) => ({ viewer, visit, language }))),
);

describe("every route in every language at 360×640", () => {
  it("opens every route of routes.tsx at least once", () => {
    const covered = new Set(TESTS.map((t) => t.visit.pattern));
    expect(routeTablePatterns().filter((p) => !covered.has(p))).toEqual([]);
  });

  for (const { viewer, visit, language } of TESTS) {
    it.concurrent(`${viewer} ${visit.pattern === visit.name ? visit.pattern : `${visit.name} (${visit.pattern})`} in ${language}`, async () => {
      const problems = await inTurn(`${viewer}/${language}`, () => check(viewer, language, visit));
      const where = `${visit.url(accounts.ids)} as ${viewer} in ${language} (screenshot: ${path.relative(process.cwd(), path.join(OUTPUT, viewer, language, `${visit.name}.png`))})`;
      // Thrown rather than asserted: an assertion's message would cut the list of problems short.
      if (problems.length > 0) throw new Error(`${where}:\n${problems.join("\n")}`);
    });
  }
});
