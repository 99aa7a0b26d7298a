/**
 * The build's route → files table, as boot.js leaves it on `window.ksRouteFiles` (made by route-preloads.ts):
 * the files' folder, their names, and each route's files beyond the entry's and the app frame's, by place in `files`.
 */
export type RouteFiles = { folder: string; files: string[]; routes: Array<[pattern: string, files: number[]]> };

declare global {
  interface Window {
    ksRouteFiles?: RouteFiles;
  }
}

type Connection = { saveData?: boolean; effectiveType?: string };

/** The files of the routes whose patterns are `patterns` (as routes.tsx names them; `/` is the laborer home), each once. */
export function filesOfRoutes(table: RouteFiles, patterns: readonly string[]): string[] {
  const urls = new Set<string>();
  for (const [pattern, files] of table.routes) {
    if (!patterns.includes(pattern)) continue;
    for (const file of files) if (table.files[file]) urls.add(table.folder + table.files[file]);
  }
  return [...urls];
}

/** Files fetched, or being fetched, by this page. */
const warmed = new Set<string>();

/**
 * Fetches the files of a role's main routes (its bottom bar's) into the service worker's cache (CacheFirst for
 * /assets/, vite-pwa.ts), which precaches only the shell, so these screens open later without the network. Gently:
 * once the page has loaded and the phone is idle, one file at a time, at low priority, each file once per page;
 * only under a service worker, and not with Data Saver on or on a 2G connection. A file the worker has cached
 * already costs no data: it answers from its cache. About 60-70 KB (gzipped) per role when nothing is cached yet.
 */
export function warmRoutes(patterns: readonly string[]): void {
  const table = window.ksRouteFiles;
  if (!table || typeof fetch !== "function") return;
  whenIdle(() => void fetchInTurn(filesOfRoutes(table, patterns)));
}

async function fetchInTurn(files: string[]) {
  const connection = (navigator as Navigator & { connection?: Connection }).connection;
  if (!navigator.serviceWorker?.controller || connection?.saveData || /2g/.test(connection?.effectiveType ?? ""))
    return;
  const urls = files.filter((url) => !warmed.has(url));
  for (const url of urls) warmed.add(url);
  for (const url of urls) {
    try {
      // The whole body, so the next file starts only after this one has arrived.
      await (await fetch(url, { priority: "low", credentials: "same-origin" })).arrayBuffer();
    } catch {
      warmed.delete(url); // offline: the next page may try again
    }
  }
}

function whenIdle(run: () => void) {
  const idle = () => {
    if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(run, { timeout: 10_000 });
    else setTimeout(run, 2_000);
  };
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
}
