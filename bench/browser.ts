// The browser section of `npm run bench`: Lighthouse (bench/lighthouse.ts's runBrowserBench, when that module
// is there) and `npm run size`'s gzipped JavaScript of a signed-in first visit (scripts/measure-bundle-size.ts,
// on the production build the Lighthouse run serves, or frontend/dist). Either part missing gives null, which
// the summary prints as "—".
import fs from "node:fs";
import path from "node:path";
import { buildIsStale } from "../frontend/build-freshness.ts";
import { measure } from "../scripts/measure-bundle-size.ts";
import { ROOT, RESULTS_DIR } from "./server.ts";

export interface BrowserPage {
  page: string;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  jsKb: number;
}

export interface BrowserResult {
  pages: BrowserPage[] | null;
  /** Why there are no pages, when there are none. */
  pagesMissing?: string;
  /** `npm run size`'s routes (gzipped bytes), or null without a fresh build. */
  bundle: { route: string; bytes: number }[] | null;
}

type BrowserModule = {
  runBrowserBench(options: { quick: boolean; log: (line: string) => void }): Promise<{ rows: BrowserPage[] }>;
};

export async function runBrowser(options: {
  quick: boolean;
  check: boolean;
  log: (line: string) => void;
}): Promise<BrowserResult> {
  const { log } = options;
  let pages: BrowserPage[] | null = null;
  let pagesMissing: string | undefined;
  const module = path.join(ROOT, "bench/lighthouse.ts");
  if (!fs.existsSync(module)) pagesMissing = "bench/lighthouse.ts is missing";
  else if (options.check) pagesMissing = "--check runs no browser";
  else {
    const { runBrowserBench } = (await import(module)) as BrowserModule;
    if (typeof runBrowserBench !== "function") pagesMissing = "bench/lighthouse.ts exports no runBrowserBench";
    else pages = (await runBrowserBench({ quick: options.quick, log })).rows;
  }
  if (pagesMissing) log(`Lighthouse: — (${pagesMissing})`);
  return { pages, ...(pagesMissing ? { pagesMissing } : {}), bundle: bundleSizes(pages !== null, log) };
}

/**
 * The routes' gzipped JS: of the build Lighthouse just served (bench/results/static) when it ran, else of the
 * first production build that is not older than its sources (none: null).
 */
function bundleSizes(lighthouseRan: boolean, log: (line: string) => void): BrowserResult["bundle"] {
  for (const dist of [path.join(RESULTS_DIR, "static"), path.join(ROOT, "frontend/dist")]) {
    const manifest = path.join(dist, ".vite", "manifest.json");
    const served = lighthouseRan && dist === path.join(RESULTS_DIR, "static");
    if (fs.existsSync(manifest) && (served || !buildIsStale(manifest))) {
      log(`bundle sizes from ${path.relative(ROOT, dist)}`);
      return measure(dist).map(({ route, bytes }) => ({ route, bytes }));
    }
  }
  log("bundle sizes: — (no fresh production build; the browser section or `npm run size` makes one)");
  return null;
}
