// `npx tsx bench/first-visit.ts [--quick] [--check] [--no-lighthouse] [--static-dir DIR]`: how soon a returning
// person on a cheap phone and a slow network sees the screen they came for. Starts the server as `npm start` does
// (the web app built when stale, embedded PGlite with the demo data in a temporary DATA_DIR, a free loopback port),
// signs in as the demo accounts (demo OTP), and measures in Debian's Chromium:
//
//   cold   time from navigation start until the screen's content is visible, a fresh browser context per load
//          (empty cache), service workers blocked, throttled: 300 ms latency, 700 Kbps each way, CPU 4× slower;
//   warm   the same on a second visit, after a first (unthrottled) visit installed the service worker and it
//          precached; the worker's own requests are throttled as the page's are;
//   Apply  on the signed-in laborer's job screen, cold: time until pressing Apply Now does the app's Apply (the
//          application request starts, the button shows it is busy, or a dialog opens); pressed every 100 ms
//          from the moment it shows, so a button that is not yet hydrated counts as not working. Apart, the time
//          a press first submitted the button's plain form, which works before the scripts have run. The request
//          and the form's post are stopped in the browser, so the job stays open for the next run;
//   server render  each of the laborer home and the employer dashboard requested N times with the person's
//          session (no throttling): the render duration the response's Server-Timing reports (`render;dur=`),
//          how many were the client shell instead (`ssr;desc="shell"`), and the whole response time;
//   rendered load  on PostgreSQL, the server's CPU per rendered page and the mixed load's throughput with first
//          visits among its requests, rendering off and on (bench/rendered-load.ts; --no-rendered-load skips it);
//   Lighthouse  LCP on regular 3G (bench/lighthouse.ts) for the landing page, the signed-in laborer home,
//          /browse-jobs and a signed-out job screen, on the same build.
//
// Each page in English and in Kannada: the language is in localStorage ("language") and in the `language` cookie.
// A signed-in person is a returning one: the session cookie and the app's signed-in hint in localStorage. Median
// of 3 loads (1 with --quick). --check: every page once, unthrottled and without Lighthouse, failing when any
// content does not show (the figures are then not comparable with the targets).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { type Browser, type BrowserContext, type Page, chromium } from "playwright-core";
import { DEMO_ACCOUNTS } from "../graphql-server/src/db/seed/demo-accounts.ts";
import { freePort } from "../graphql-server/src/test/free-port.ts";
import { buildIsStale } from "../frontend/build-freshness.ts";
import { SIGNED_IN_STORAGE_KEY } from "../frontend/src/session/signed-in-hint.ts";
import { CHROMIUM_ARGS } from "../frontend/e2e/chromium.ts";
import { type DemoJob, jobPath, openJobs, signIn } from "./demo-session.ts";
import {
  type ApplyFigure,
  type FirstVisitResults,
  type Language,
  type ServerRenderFigure,
  type VisitFigure,
  type VisitMode,
  allTargetsMet,
  errorLines,
  firstVisitTable,
  medianOrNull,
  poMessage,
  serverRenderFigure,
  serverRenderTable,
} from "./first-visit-report.ts";
import { runBrowserBench } from "./lighthouse.ts";
import { runRenderedLoad } from "./rendered-load.ts";
import { renderedLoadTable } from "./rendered-load-report.ts";
import { startDemoApp } from "./server.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const RESULTS = path.join(ROOT, "bench/results");
const CHROMIUM = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/** Regular 3G on a low-end phone, as Lighthouse simulates it (Kbps in 1024-bit units, as Lighthouse counts). */
export const THROTTLING = { latencyMs: 300, kbps: 700, cpuSlowdown: 4 };
const BYTES_PER_SECOND = (THROTTLING.kbps * 1024) / 8;

/** A phone's screen, as Lighthouse's mobile emulation has it. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

const LANGUAGES: Language[] = ["en", "kn"];
const VISIBLE_TIMEOUT_MS = 60_000;

type Viewer = keyof typeof DEMO_ACCOUNTS | null;

export interface VisitPage {
  name: string;
  /** The path; `/job/:id` is a demo job. */
  path: string;
  viewer: Viewer;
  /**
   * The content that counts as the screen being there (the first match, visible). Language-independent: the
   * screens' section landmarks (aria-labelledby with fixed ids) and job cards (articles linking to a job).
   */
  selector: string;
}

export const VISIT_PAGES: VisitPage[] = [
  {
    name: "laborer home",
    path: "/",
    viewer: "laborer",
    // Jobs for you / Available Jobs: the first job card.
    selector: 'section[aria-labelledby="jobs-heading"] article',
  },
  { name: "jobs", path: "/jobs", viewer: "laborer", selector: 'main article a[href^="/job/"]' },
  {
    name: "employer dashboard",
    path: "/employer-dashboard",
    viewer: "employer",
    // Recent Applications: the first application.
    selector: 'section[aria-labelledby="applications-heading"] li',
  },
  {
    name: "provider dashboard",
    path: "/training-provider",
    viewer: "training_provider",
    // Your Courses: the first course.
    selector: 'section[aria-labelledby="courses-heading"] li',
  },
  // The job's title (checked against the job's own below).
  { name: "job, signed out", path: "/job/:id", viewer: null, selector: "main h1" },
];

/** The pages whose server render is timed, with whose session. */
const RENDER_PAGES: Array<{ name: string; path: string; viewer: Exclude<Viewer, null> }> = [
  { name: "laborer home", path: "/", viewer: "laborer" },
  { name: "employer dashboard", path: "/employer-dashboard", viewer: "employer" },
];

/** Lighthouse's pages (bench/lighthouse.ts's names). */
const LIGHTHOUSE_PAGES = ["landing", "laborer home", "browse jobs", "job page"];

export interface FirstVisitOptions {
  quick: boolean;
  check: boolean;
  log: (line: string) => void;
  /** Runs Lighthouse too (default: yes, except with check). */
  lighthouse?: boolean;
  /** The server's CPU per rendered page and the mixed load with pages on PostgreSQL (bench/rendered-load.ts; default: yes). */
  renderedLoad?: boolean;
  /** A production build to serve as it is (its server render, if any, beside it); default: frontend/dist, built when stale. */
  staticDir?: string;
  /** Loads per figure (default 3, 1 with quick or check). */
  runs?: number;
  /** Requests per page for the server render figures (default 30, 10 with quick, 2 with check). */
  renderRequests?: number;
}

/**
 * An init script from a function of this file and its argument, as text: tsx names functions through a `__name`
 * helper that the page does not have, so the page gets a stand-in.
 */
const initScript = <T>(fn: (arg: T) => void, arg?: T) => ({
  content: `(() => { const __name = (f) => f; (${fn.toString()})(${JSON.stringify(arg ?? null)}); })();`,
});

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Throttles service workers' own requests as the page's are: DevTools network emulation is per target, so the
 * worker (which fetches what it serves on a cache miss, and may fetch navigations) gets its own, through the
 * browser's DevTools endpoint.
 */
class WorkerThrottle {
  #socket: WebSocket;
  #nextId = 0;
  #pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  #conditions: Record<string, unknown> | null = null;
  #sessions = new Map<string, string>();

  private constructor(socket: WebSocket) {
    this.#socket = socket;
    socket.addEventListener("message", (event) => this.#receive(String(event.data)));
  }

  static async connect(port: number): Promise<WorkerThrottle> {
    const { webSocketDebuggerUrl } = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
      webSocketDebuggerUrl: string;
    };
    const socket = new WebSocket(webSocketDebuggerUrl);
    await new Promise<void>((resolve, reject) => {
      socket.addEventListener("open", () => resolve(), { once: true });
      socket.addEventListener("error", () => reject(new Error("no DevTools connection")), { once: true });
    });
    const throttle = new WorkerThrottle(socket);
    await throttle.#send("Target.setDiscoverTargets", { discover: true });
    return throttle;
  }

  #send(method: string, params: Record<string, unknown> = {}, sessionId?: string): Promise<unknown> {
    const id = ++this.#nextId;
    this.#socket.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      setTimeout(() => {
        if (this.#pending.delete(id)) reject(new Error(`DevTools ${method}: no answer`));
      }, 10_000);
    });
  }

  #receive(text: string) {
    const message = JSON.parse(text) as {
      id?: number;
      result?: unknown;
      error?: { message: string };
      method?: string;
      params?: { targetInfo?: { targetId: string; type: string } };
    };
    if (message.id !== undefined) {
      const waiting = this.#pending.get(message.id);
      this.#pending.delete(message.id);
      if (message.error) waiting?.reject(new Error(message.error.message));
      else waiting?.resolve(message.result);
      return;
    }
    const target = message.params?.targetInfo;
    if (message.method === "Target.targetCreated" && target?.type === "service_worker" && this.#conditions)
      void this.#throttle(target.targetId).catch(() => undefined);
  }

  async #throttle(targetId: string) {
    if (this.#sessions.has(targetId) || !this.#conditions) return;
    const { sessionId } = (await this.#send("Target.attachToTarget", { targetId, flatten: true })) as {
      sessionId: string;
    };
    this.#sessions.set(targetId, sessionId);
    await this.#send("Network.enable", {}, sessionId);
    await this.#send("Network.emulateNetworkConditions", this.#conditions, sessionId);
  }

  /** Throttles every service worker (running now or started later) with `conditions`; null lifts it. */
  async set(conditions: Record<string, unknown> | null) {
    this.#conditions = conditions;
    if (conditions) {
      const { targetInfos } = (await this.#send("Target.getTargets")) as {
        targetInfos: Array<{ targetId: string; type: string }>;
      };
      for (const target of targetInfos) if (target.type === "service_worker") await this.#throttle(target.targetId);
      return;
    }
    for (const sessionId of this.#sessions.values())
      await this.#send("Target.detachFromTarget", { sessionId }).catch(() => undefined);
    this.#sessions.clear();
  }

  close() {
    this.#socket.close();
  }
}

const NETWORK_CONDITIONS = {
  offline: false,
  latency: THROTTLING.latencyMs,
  downloadThroughput: BYTES_PER_SECOND,
  uploadThroughput: BYTES_PER_SECOND,
};

/** Throttles the page's network and CPU (before it navigates). */
async function throttlePage(context: BrowserContext, page: Page) {
  const session = await context.newCDPSession(page);
  await session.send("Network.enable");
  await session.send("Network.emulateNetworkConditions", NETWORK_CONDITIONS);
  await session.send("Emulation.setCPUThrottlingRate", { rate: THROTTLING.cpuSlowdown });
}

interface Person {
  cookie?: string;
  language: Language;
}

/** A returning person's browser: an empty cache, the session cookie, the language (cookie and storage). */
async function personContext(
  browser: Browser,
  base: string,
  person: Person,
  serviceWorkers: "allow" | "block",
): Promise<BrowserContext> {
  const context = await browser.newContext({
    ...PHONE,
    locale: person.language === "kn" ? "kn-IN" : "en-IN",
    timezoneId: "Asia/Kolkata",
    serviceWorkers,
  });
  context.setDefaultTimeout(VISIBLE_TIMEOUT_MS);
  const cookies: Array<{ name: string; value: string; url: string }> = [
    { name: "language", value: person.language, url: base },
  ];
  if (person.cookie) {
    const equals = person.cookie.indexOf("=");
    cookies.push({ name: person.cookie.slice(0, equals), value: person.cookie.slice(equals + 1), url: base });
  }
  await context.addCookies(cookies);
  await context.addInitScript(
    ({ language, signedInKey, signedIn }) => {
      try {
        localStorage.setItem("language", language);
        if (signedIn) localStorage.setItem(signedInKey, "1");
        // The offer of push notifications, answered already (it would cover the screen).
        if (!localStorage.getItem("pushPrompt")) localStorage.setItem("pushPrompt", "off");
      } catch {
        // a page without storage
      }
    },
    { language: person.language, signedInKey: SIGNED_IN_STORAGE_KEY, signedIn: Boolean(person.cookie) },
  );
  context.on("weberror", (error) => console.error(`[page error] ${error.error().message}`));
  return context;
}

declare global {
  interface Window {
    __ksVisibleAt?: number | null;
    __ksVisibleText?: string;
    __ksApplyAt?: number | null;
    __ksApplyHow?: string;
    /** When a press first posted Apply Now's plain form (before the app's scripts ran). */
    __ksApplyFormAt?: number;
  }
}

/**
 * Records on `window.__ksVisibleAt` the time (ms from navigation start) of the first animation frame in which an
 * element matching `selector` is rendered (a box with a size, not hidden, not transparent): the mutation
 * observer only looks the element up; once it exists, each frame checks it (styles may arrive later).
 */
function visibleProbe(selector: string) {
  if (window !== window.top) return;
  window.__ksVisibleAt = null;
  let polling = false;
  const shown = (element: Element) => {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return false;
    return (
      typeof element.checkVisibility !== "function" ||
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true })
    );
  };
  const frame = () => {
    const element = [...document.querySelectorAll(selector)].find(shown);
    if (element) {
      window.__ksVisibleAt = performance.now();
      window.__ksVisibleText = (element.textContent ?? "").slice(0, 200);
      return;
    }
    requestAnimationFrame(frame);
  };
  const observer = new MutationObserver(() => {
    if (polling || !document.querySelector(selector)) return;
    polling = true;
    observer.disconnect();
    requestAnimationFrame(frame);
  });
  observer.observe(document, { childList: true, subtree: true });
}

/**
 * Records on `window.__ksApplyAt` when Apply first does something: the application request starts (fetch or XHR
 * whose body is the apply mutation's), or, after a press, a button in the main content turns busy or a dialog opens.
 */
function applyProbe() {
  if (window !== window.top) return;
  window.__ksApplyAt = null;
  const mark = (how: string) => {
    if (window.__ksApplyAt !== null) return;
    window.__ksApplyAt = performance.now();
    window.__ksApplyHow = how;
  };
  const isApply = (body: unknown) => typeof body === "string" && /requestedRate|applyToJob/.test(body);
  const originalFetch = window.fetch;
  window.fetch = function (this: unknown, input: RequestInfo | URL, init?: RequestInit) {
    if (isApply(init?.body)) mark("request");
    return originalFetch.call(this, input, init);
  } as typeof fetch;
  const originalSend = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
    if (isApply(body)) mark("request");
    return originalSend.call(this, body);
  };
  let pressed = false;
  document.addEventListener("click", () => (pressed = true), true);
  // Before the app's scripts run, Apply Now is a plain form: a press then posts it, which is Apply working without
  // them. The probe listens last (on window, after the app's own handler) and stops that post, which would leave
  // the page, so the presses go on until the app's Apply works too.
  window.addEventListener("submit", (event) => {
    const form = event.target;
    if (event.defaultPrevented || !(form instanceof HTMLFormElement)) return;
    if (!/\/apply$/.test(new URL(form.action).pathname)) return;
    window.__ksApplyFormAt ??= performance.now();
    event.preventDefault();
  });
  new MutationObserver(() => {
    if (!pressed) return;
    if (
      document.querySelector(
        'main button[aria-busy="true"], main button[data-loading], [role="dialog"], [role="alertdialog"]',
      )
    )
      mark("screen");
  }).observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ["aria-busy", "data-loading", "role"],
  });
}

/** Loads `url` in `page` and returns the ms from navigation start until the probe's element showed. */
async function timeToVisible(page: Page, url: string, expectText?: string): Promise<number> {
  await page.goto(url, { waitUntil: "commit", timeout: VISIBLE_TIMEOUT_MS });
  try {
    await page.waitForFunction(() => typeof window.__ksVisibleAt === "number", undefined, {
      polling: 250,
      timeout: VISIBLE_TIMEOUT_MS,
    });
  } catch (error) {
    throw new Error(`the content did not show within ${VISIBLE_TIMEOUT_MS / 1000} s at ${page.url()}: ${error}`);
  }
  const { at, text } = await page.evaluate(() => ({
    at: window.__ksVisibleAt as number,
    text: window.__ksVisibleText ?? "",
  }));
  if (expectText !== undefined && text.trim() !== expectText.trim())
    throw new Error(`the page showed "${text}" instead of "${expectText}"`);
  return at;
}

/** Resolves once the page is controlled by an active service worker (it installed: it precached the shell). */
async function serviceWorkerReady(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }),
      );
  });
}

/** Resolves once the context has had no request in flight for `quietMs` (at most `maxMs`). */
async function networkQuiet(context: BrowserContext, quietMs: number, maxMs: number) {
  let inFlight = 0;
  let last = Date.now();
  const started = () => {
    inFlight++;
    last = Date.now();
  };
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    last = Date.now();
  };
  context.on("request", started);
  context.on("requestfinished", ended);
  context.on("requestfailed", ended);
  const deadline = Date.now() + maxMs;
  while (Date.now() < deadline && (inFlight > 0 || Date.now() - last < quietMs)) await sleep(100);
  context.off("request", started);
  context.off("requestfinished", ended);
  context.off("requestfailed", ended);
}

interface Setup {
  browser: Browser;
  workers: WorkerThrottle;
  base: string;
  cookies: Record<Exclude<Viewer, null>, string>;
  job: DemoJob;
  throttled: boolean;
}

async function oneVisit(setup: Setup, page: VisitPage, language: Language, mode: VisitMode): Promise<number> {
  const person: Person = { language, cookie: page.viewer ? setup.cookies[page.viewer] : undefined };
  const url = setup.base + (page.path === "/job/:id" ? jobPath(setup.job.id) : page.path);
  const expectText = page.path === "/job/:id" ? setup.job.title : undefined;
  const context = await personContext(setup.browser, setup.base, person, mode === "cold" ? "block" : "allow");
  try {
    if (mode === "warm") {
      // The first visit: the service worker installs (precaching the shell) and takes the page.
      const first = await context.newPage();
      await first.goto(url, { waitUntil: "load", timeout: VISIBLE_TIMEOUT_MS });
      await serviceWorkerReady(first);
      await networkQuiet(context, 1500, 20_000);
      await first.close();
    }
    await context.addInitScript(initScript(visibleProbe, page.selector));
    const tab = await context.newPage();
    if (setup.throttled) {
      await throttlePage(context, tab);
      if (mode === "warm") await setup.workers.set(NETWORK_CONDITIONS);
    }
    return await timeToVisible(tab, url, expectText);
  } finally {
    await setup.workers.set(null).catch(() => undefined);
    await context.close();
  }
}

/** The label of the job screen's Apply button in `language`. */
function applyLabel(language: Language): string {
  if (language === "en") return "Apply Now";
  const catalog = fs.readFileSync(path.join(ROOT, `frontend/src/locales/${language}.po`), "utf8");
  const label = poMessage(catalog, "Apply Now");
  if (!label) throw new Error(`no "${language}" translation of "Apply Now"`);
  return label;
}

async function oneApply(
  setup: Setup,
  job: DemoJob,
  language: Language,
): Promise<{ hydratedMs: number; formMs: number | null }> {
  const context = await personContext(setup.browser, setup.base, { language, cookie: setup.cookies.laborer }, "block");
  try {
    // The application never reaches the server: the job stays open for every run.
    await context.route("**/graphql*", (route) =>
      /requestedRate|applyToJob/.test(route.request().postData() ?? "") ? route.abort() : route.continue(),
    );
    await context.addInitScript(initScript(applyProbe));
    const page = await context.newPage();
    if (setup.throttled) await throttlePage(context, page);
    await page.goto(setup.base + jobPath(job.id), { waitUntil: "commit", timeout: VISIBLE_TIMEOUT_MS });
    const button = page
      .locator("main button")
      .filter({ hasText: applyLabel(language) })
      .first();
    const deadline = Date.now() + VISIBLE_TIMEOUT_MS;
    while (Date.now() < deadline) {
      const at = await page
        .evaluate(() => ({ app: window.__ksApplyAt ?? null, form: window.__ksApplyFormAt ?? null }))
        .catch(() => ({ app: null, form: null }));
      if (typeof at.app === "number") return { hydratedMs: at.app, formMs: at.form };
      await button.click({ timeout: 1000, force: true, noWaitAfter: true }).catch(() => undefined);
      await sleep(100);
    }
    throw new Error(`pressing Apply did nothing within ${VISIBLE_TIMEOUT_MS / 1000} s at ${page.url()}`);
  } finally {
    await context.close();
  }
}

/** `count` page requests (after 2 not counted) with the person's session: Server-Timing and whole response time. */
async function serverRender(
  base: string,
  page: { name: string; path: string },
  cookie: string,
  count: number,
): Promise<ServerRenderFigure> {
  const responses: Array<{ serverTiming: string | null; responseMs: number }> = [];
  for (let i = 0; i < count + 2; i++) {
    const started = performance.now();
    const response = await fetch(base + page.path, {
      headers: { cookie: `${cookie}; language=en`, accept: "text/html", "accept-language": "en-IN" },
    });
    await response.arrayBuffer();
    const responseMs = performance.now() - started;
    if (response.status !== 200) throw new Error(`${page.path}: ${response.status}`);
    if (i >= 2) responses.push({ serverTiming: response.headers.get("server-timing"), responseMs });
  }
  return serverRenderFigure(page.name, page.path, responses);
}

/** Builds the web app as `npm run build` does, when its build is older than its sources. */
function buildWhenStale(log: (line: string) => void) {
  if (!buildIsStale(path.join(ROOT, "frontend/dist/index.html"))) return;
  log("building the web app (npm run build)");
  execFileSync("npm", ["run", "build", "--silent"], {
    cwd: ROOT,
    stdio: ["ignore", "inherit", "inherit"],
    timeout: 1_200_000,
  });
}

export async function runFirstVisit(options: FirstVisitOptions): Promise<FirstVisitResults> {
  const { log, check } = options;
  const runs = options.runs ?? (options.quick || check ? 1 : 3);
  const renderRequests = options.renderRequests ?? (check ? 2 : options.quick ? 10 : 30);
  const throttled = !check;
  if (!fs.existsSync(CHROMIUM))
    throw new Error(`No Chromium at ${CHROMIUM}: apt-get install -y chromium, or set CHROME_PATH.`);
  fs.mkdirSync(RESULTS, { recursive: true });

  if (!options.staticDir) buildWhenStale(log);
  const staticDir = path.resolve(options.staticDir ?? path.join(ROOT, "frontend/dist"));
  // `npm start` on its build: the embedded database with the demo data, demo OTP codes.
  const server = await startDemoApp(staticDir, "first-visit-server");
  const devtoolsPort = await freePort();
  let browser: Browser | undefined;
  let workers: WorkerThrottle | undefined;
  try {
    log(`server ${server.base} (pid ${server.pid}), build ${path.relative(ROOT, staticDir) || staticDir}`);
    const cookies = {
      laborer: await signIn(server.base, DEMO_ACCOUNTS.laborer),
      employer: await signIn(server.base, DEMO_ACCOUNTS.employer),
      training_provider: await signIn(server.base, DEMO_ACCOUNTS.training_provider),
    };
    const [job] = await openJobs(server.base);
    const applyJob = (await openJobs(server.base, cookies.laborer)).find((candidate) => !candidate.viewerHasApplied);
    if (!job || !applyJob)
      throw new Error("the demo data has no open job (or none the demo laborer has not applied to)");

    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [...CHROMIUM_ARGS, `--remote-debugging-port=${devtoolsPort}`, "--remote-debugging-address=127.0.0.1"],
    });
    workers = await WorkerThrottle.connect(devtoolsPort);
    const setup: Setup = { browser, workers, base: server.base, cookies, job, throttled };

    const languages: Language[] = check ? ["en"] : LANGUAGES;
    const modes: VisitMode[] = check ? ["cold"] : ["cold", "warm"];
    const visits: VisitFigure[] = [];
    for (const mode of modes)
      for (const page of VISIT_PAGES)
        for (const language of languages) {
          const figure: VisitFigure = { page: page.name, path: page.path, language, mode, runsMs: [], medianMs: null };
          for (let run = 1; run <= runs; run++) {
            try {
              const ms = await oneVisit(setup, page, language, mode);
              figure.runsMs.push(ms);
              log(`${mode} ${page.name} ${language} run ${run}: ${(ms / 1000).toFixed(2)} s`);
            } catch (error) {
              figure.error = String(error instanceof Error ? error.message : error).split("\n")[0];
              log(`${mode} ${page.name} ${language} run ${run}: ${figure.error}`);
            }
          }
          figure.medianMs = medianOrNull(figure.runsMs);
          visits.push(figure);
        }

    const apply: ApplyFigure[] = [];
    for (const language of languages) {
      const figure: ApplyFigure = { language, runsMs: [], medianMs: null, formRunsMs: [], formMedianMs: null };
      for (let run = 1; run <= runs; run++) {
        try {
          const { hydratedMs, formMs } = await oneApply(setup, applyJob, language);
          figure.runsMs.push(hydratedMs);
          if (formMs !== null) figure.formRunsMs!.push(formMs);
          log(
            `Apply ${language} run ${run}: ${(hydratedMs / 1000).toFixed(2)} s hydrated, its form ${formMs === null ? "—" : `${(formMs / 1000).toFixed(2)} s`}`,
          );
        } catch (error) {
          figure.error = String(error instanceof Error ? error.message : error).split("\n")[0];
          log(`Apply ${language} run ${run}: ${figure.error}`);
        }
      }
      figure.medianMs = medianOrNull(figure.runsMs);
      figure.formMedianMs = medianOrNull(figure.formRunsMs!);
      apply.push(figure);
    }

    const renders: ServerRenderFigure[] = [];
    for (const page of RENDER_PAGES) {
      try {
        renders.push(await serverRender(server.base, page, cookies[page.viewer], renderRequests));
      } catch (error) {
        renders.push({
          ...serverRenderFigure(page.name, page.path, []),
          error: String(error instanceof Error ? error.message : error),
        });
      }
    }

    await workers.set(null).catch(() => undefined);
    workers.close();
    workers = undefined;
    await browser.close();
    browser = undefined;
    await server.stop();

    let lighthouse: FirstVisitResults["lighthouse"] = null;
    if (options.lighthouse ?? !check) {
      const { rows } = await runBrowserBench({
        quick: options.quick,
        log: (line) => log(`lighthouse: ${line}`),
        pages: LIGHTHOUSE_PAGES,
        runs,
        staticDir,
      });
      lighthouse = rows.map((row) => ({ page: row.page, lcpMs: row.lcpMs, tbtMs: row.tbtMs }));
    }
    const renderedLoad =
      (options.renderedLoad ?? true)
        ? await runRenderedLoad({
            quick: options.quick,
            check,
            log: (line) => log(`rendered load: ${line}`),
            staticDir,
          })
        : null;

    const results: FirstVisitResults = {
      throttling: throttled ? THROTTLING : null,
      runs,
      visits,
      apply,
      serverRender: renders,
      lighthouse,
      renderedLoad,
    };
    const stamp = new Date().toISOString().replace(/[:.]/g, "-");
    fs.writeFileSync(path.join(RESULTS, `first-visit-${stamp}.json`), JSON.stringify(results, null, 2));
    if (check && errorLines(results).length) throw new Error(`first visit:\n${errorLines(results).join("\n")}`);
    return results;
  } finally {
    workers?.close();
    await browser?.close().catch(() => undefined);
    await server.stop();
  }
}

/** The section's printed report: the figures against their targets, the server render table, any errors. */
export function firstVisitReport(results: FirstVisitResults): string {
  const conditions = results.throttling
    ? `Chromium, ${results.throttling.latencyMs} ms latency, ${results.throttling.kbps} Kbps each way, CPU ×${results.throttling.cpuSlowdown}`
    : "unthrottled (check): not comparable with the targets";
  const errors = errorLines(results);
  return [
    `Time until the content is visible, a returning person (${conditions}), median of ${results.runs}`,
    "",
    firstVisitTable(results),
    "",
    "Server render (no throttling; Server-Timing render;dur, and the whole response)",
    "",
    serverRenderTable(results.serverRender),
    ...(results.renderedLoad
      ? ["", "Rendered pages on PostgreSQL (no throttling)", "", renderedLoadTable(results.renderedLoad)]
      : []),
    ...(errors.length ? ["", "Errors:", ...errors.map((line) => `  ${line}`)] : []),
    "",
    !results.throttling
      ? "Check only: every page showed its content."
      : allTargetsMet(results)
        ? "Every target met."
        : "Targets not met: ✗ above.",
  ].join("\n");
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const { values } = parseArgs({
    options: {
      quick: { type: "boolean", default: false },
      check: { type: "boolean", default: false },
      "no-lighthouse": { type: "boolean", default: false },
      "no-rendered-load": { type: "boolean", default: false },
      "static-dir": { type: "string" },
      runs: { type: "string" },
    },
  });
  const results = await runFirstVisit({
    quick: values.quick!,
    check: values.check!,
    log: (line) => console.log(`[first-visit] ${line}`),
    lighthouse: values["no-lighthouse"] ? false : undefined,
    renderedLoad: values["no-rendered-load"] ? false : undefined,
    staticDir: values["static-dir"],
    runs: values.runs ? Number(values.runs) : undefined,
  });
  console.log(`\n${firstVisitReport(results)}`);
}
