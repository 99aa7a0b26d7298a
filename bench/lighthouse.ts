// `npm run bench:browser [-- --quick] [--page landing] [--runs N] [--static-dir frontend/dist]`: first paint on a cheap phone on 3G. Builds the web
// app for production (into bench/results/static, when older than its sources), starts the server as
// `npm start` does (embedded PGlite with the demo data in a temporary DATA_DIR, on a free loopback port),
// signs in as the demo laborer and the demo employer (demo OTP), and runs Lighthouse on five pages:
//
//   landing             /                     signed out
//   laborer home        /                     the demo laborer
//   browse jobs         /browse-jobs          the demo laborer (signed out, it sends the visitor to sign-in)
//   employer dashboard  /employer-dashboard   the demo employer
//   job page            /job/:id              signed out (the newest open demo job)
//
// Lighthouse: mobile, regular 3G applied by the browser (300 ms latency, 700 Kbps, CPU 4× slower; see
// APPLIED_THROTTLING for why not simulated), performance only,
// a fresh Chromium (/usr/bin/chromium) per load, so each is a first visit with an empty cache. The session
// cookie is in the browser's jar. A signed-in page is loaded as by a returning user: the browser's
// storage holds the signed-in hint the web app leaves (the cookie alone is invisible to the page's scripts).
// Prints LCP, FCP, TBT, CLS and transferred JavaScript per page, the median of 3 loads (1 with --quick), and
// writes every Lighthouse report and the table's JSON to bench/results/.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import { lighthouseChromeFlags } from "./lighthouse-flags.ts";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";
import { DEMO_ACCOUNTS } from "../graphql-server/src/db/seed/demo-accounts.ts";
import { buildIsStale } from "../frontend/build-freshness.ts";
import { SIGNED_IN_STORAGE_KEY } from "../frontend/src/session/signed-in-hint.ts";
import { type BrowserRow, browserTable, medianRow, rowFromReport } from "./browser-report.ts";
import { CHROMIUM_ARGS } from "../frontend/e2e/chromium.ts";
import { jobPath, openJobs, signIn } from "./demo-session.ts";
import { startDemoApp } from "./server.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const RESULTS = path.join(ROOT, "bench/results");
const CHROMIUM = process.env.CHROME_PATH ?? "/usr/bin/chromium";
/** chrome-launcher's defaults, with the features a phone's Chrome has on left on (lighthouse-flags.ts). */
const CHROME_FLAGS = lighthouseChromeFlags(chromeLauncher.Launcher.defaultFlags(), ["--headless", ...CHROMIUM_ARGS]);

/** Regular 3G on a low-end phone, as issue 14 measures it. */
const THROTTLING = { rttMs: 300, throughputKbps: 700, cpuSlowdownMultiplier: 4 };

/**
 * How Lighthouse applies it: the browser's own throttling of every request and of the CPU (the conditions the
 * first-visit bench loads pages under), not Lighthouse's simulation. The simulation counts every request of high
 * priority that starts before the first paint as holding it up; a server-rendered page names its scripts in its
 * head as module preloads (high priority, never render-blocking), so the simulation put its first paint after all
 * of its JavaScript (7 s) while the page paints at 1.2 to 2.3 s under these very conditions.
 */
const APPLIED_THROTTLING = {
  requestLatencyMs: THROTTLING.rttMs,
  downloadThroughputKbps: THROTTLING.throughputKbps,
  uploadThroughputKbps: THROTTLING.throughputKbps,
  cpuSlowdownMultiplier: THROTTLING.cpuSlowdownMultiplier,
};

type Viewer = "laborer" | "employer" | null;
interface PagePlan {
  name: string;
  path: string;
  viewer: Viewer;
}

/** The path of a page that is a demo job's screen (the newest open job, found once the server runs). */
const JOB_PAGE = "/job/:id";

export const PAGES: PagePlan[] = [
  { name: "landing", path: "/", viewer: null },
  { name: "laborer home", path: "/", viewer: "laborer" },
  { name: "browse jobs", path: "/browse-jobs", viewer: "laborer" },
  { name: "employer dashboard", path: "/employer-dashboard", viewer: "employer" },
  { name: "job page", path: JOB_PAGE, viewer: null },
];

/** The production build in its own folder (bench/results/static), rebuilt when older than the sources. */
function buildWhenStale(outDir: string, log: (line: string) => void) {
  if (!buildIsStale(path.join(outDir, "index.html"))) return;
  log(`building the web app into ${path.relative(ROOT, outDir)}`);
  execFileSync(path.join(ROOT, "node_modules/.bin/relay-compiler"), [], {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "inherit"],
    timeout: 120_000,
  });
  execFileSync(
    process.execPath,
    [
      path.join(ROOT, "node_modules/vite/bin/vite.js"),
      "build",
      "--config",
      path.join(ROOT, "frontend/vite.config.ts"),
      "--outDir",
      outDir,
      "--emptyOutDir",
      "--logLevel",
      "warn",
    ],
    {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: "production" },
      stdio: ["ignore", "inherit", "inherit"],
      timeout: 600_000,
    },
  );
}

/** One Lighthouse load of `url` in a fresh Chromium; returns the report (LHR). */
async function lighthouseOnce(url: string, cookie: string | undefined) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROME_FLAGS,
    ignoreDefaultFlags: true,
    logLevel: "error",
  });
  let browser: Awaited<ReturnType<typeof puppeteer.connect>> | undefined;
  try {
    browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    const page = await browser.newPage();
    if (cookie) {
      // A returning user's browser: the session cookie in its jar (a cookie header added to every request is not
      // sent by this Chromium), and the hint the web app stored when it last saw the session.
      const equals = cookie.indexOf("=");
      await browser.setCookie({
        name: cookie.slice(0, equals),
        value: cookie.slice(equals + 1),
        domain: new URL(url).hostname,
        path: "/",
      });
      await page.evaluateOnNewDocument((key: string) => localStorage.setItem(key, "1"), SIGNED_IN_STORAGE_KEY);
    }
    const result = await lighthouse(
      url,
      // The browser is new for each load (its cache is empty); Lighthouse leaves its cookie in place.
      { logLevel: "error", output: "json", disableStorageReset: Boolean(cookie) },
      {
        extends: "lighthouse:default",
        settings: {
          onlyCategories: ["performance"],
          formFactor: "mobile",
          screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
          throttlingMethod: "devtools",
          throttling: APPLIED_THROTTLING,
          maxWaitForLoad: 90_000,
        },
      },
      page,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return { lhr: result.lhr, json: typeof result.report === "string" ? result.report : JSON.stringify(result.lhr) };
  } finally {
    await browser?.disconnect().catch(() => undefined);
    chrome.kill();
  }
}

export interface BrowserBenchOptions {
  quick: boolean;
  log: (line: string) => void;
  /** Only the pages whose name contains this text (all of them by default). */
  only?: string;
  /** Only the pages with these names. */
  pages?: readonly string[];
  /** Loads per page (default 3, 1 with quick). */
  runs?: number;
  /** A production build to serve as it is (default: bench/results/static, built when stale). */
  staticDir?: string;
}

/** Runs the browser benchmark and returns each page's median figures. */
export async function runBrowserBench(options: BrowserBenchOptions): Promise<{ rows: BrowserRow[] }> {
  const { log } = options;
  const runs = options.runs ?? (options.quick ? 1 : 3);
  const pages = PAGES.filter(
    (page) =>
      (!options.only || page.name.includes(options.only)) && (!options.pages || options.pages.includes(page.name)),
  );
  if (pages.length === 0) throw new Error(`no page matches "${options.only}"`);
  if (!fs.existsSync(CHROMIUM))
    throw new Error(`No Chromium at ${CHROMIUM}: apt-get install -y chromium, or set CHROME_PATH.`);

  fs.mkdirSync(RESULTS, { recursive: true });
  const staticDir = options.staticDir ? path.resolve(options.staticDir) : path.join(RESULTS, "static");
  if (!options.staticDir) buildWhenStale(staticDir, log);
  if (!fs.existsSync(path.join(staticDir, "index.html"))) throw new Error(`no build in ${staticDir}`);

  // `npm start` on its build: the embedded database with the demo data, demo OTP codes.
  const server = await startDemoApp(staticDir, "lighthouse-server");
  try {
    log(`server ${server.base} (pid ${server.pid})`);
    const cookies: Record<Exclude<Viewer, null>, string> = {
      laborer: await signIn(server.base, DEMO_ACCOUNTS.laborer),
      employer: await signIn(server.base, DEMO_ACCOUNTS.employer),
    };
    const jobPage = pages.some((page) => page.path === JOB_PAGE) ? (await openJobs(server.base))[0] : undefined;
    if (pages.some((page) => page.path === JOB_PAGE) && !jobPage) throw new Error("the demo data has no open job");
    const stamp = new Date().toISOString().replace(/[:.]/g, "-");
    const rows: BrowserRow[] = [];
    for (const page of pages) {
      const loads: BrowserRow[] = [];
      for (let run = 1; run <= runs; run++) {
        const { lhr, json } = await lighthouseOnce(
          server.base + (page.path === JOB_PAGE ? jobPath(jobPage!.id) : page.path),
          page.viewer ? cookies[page.viewer] : undefined,
        );
        const file = path.join(RESULTS, `lighthouse-${stamp}-${page.name.replace(/\s+/g, "-")}-${run}.json`);
        fs.writeFileSync(file, json);
        const row = rowFromReport(page.name, lhr as never);
        loads.push(row);
        log(
          `${page.name} run ${run}: LCP ${(row.lcpMs / 1000).toFixed(2)} s, FCP ${(row.fcpMs / 1000).toFixed(2)} s, TBT ${Math.round(row.tbtMs)} ms, CLS ${row.cls.toFixed(3)}, JS ${row.jsKb.toFixed(1)} KB`,
        );
      }
      rows.push(medianRow(loads));
    }
    fs.writeFileSync(
      path.join(RESULTS, `browser-${stamp}.json`),
      JSON.stringify({ throttling: THROTTLING, runs, rows }, null, 2),
    );
    return { rows };
  } finally {
    await server.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const { values } = parseArgs({
    options: {
      quick: { type: "boolean", default: false },
      page: { type: "string" },
      runs: { type: "string" },
      "static-dir": { type: "string" },
    },
  });
  const log = (line: string) => console.log(`[browser] ${line}`);
  const { rows } = await runBrowserBench({
    quick: values.quick!,
    log,
    only: values.page,
    runs: values.runs ? Number(values.runs) : undefined,
    staticDir: values["static-dir"],
  });
  console.log(
    `\nLighthouse mobile, regular 3G (${THROTTLING.rttMs} ms, ${THROTTLING.throughputKbps} Kbps, CPU ×${THROTTLING.cpuSlowdownMultiplier}), median of ${values.runs ?? (values.quick ? 1 : 3)}\n`,
  );
  console.log(browserTable(rows));
}
