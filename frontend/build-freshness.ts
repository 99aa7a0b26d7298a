// Whether the web app's production build is older than its sources. `npm start`, `npm run size` and the
// end-to-end set-up all rebuild on the same rule, from this one list.
import fs from "node:fs";
import path from "node:path";

const frontend = import.meta.dirname;

/** Everything the build reads, relative to frontend/: the app, its configuration and the shared rules it bundles. */
const BUILD_SOURCES = [
  "src",
  "public",
  "index.html",
  "vite.config.ts",
  "vite-plugin-precompress.ts",
  "vite-plugin-prerender-landing.ts",
  "vite-pwa.ts",
  "route-preloads.ts",
  "boot.js",
  "../scripts/measure-bundle-size.ts",
  "babel-plugins.ts",
  "lingui.config.ts",
  "rules-alias.ts",
  "../graphql-server/src/rules",
];

function newestMtime(target: string): number {
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(target).map((name) => newestMtime(path.join(target, name))));
}

/** True when `builtFile` (a file the build writes) is missing or older than any build source. */
export function buildIsStale(builtFile: string): boolean {
  if (!fs.existsSync(builtFile)) return true;
  const sources = BUILD_SOURCES.map((name) => path.join(frontend, name)).filter((file) => fs.existsSync(file));
  return Math.max(...sources.map(newestMtime)) > fs.statSync(builtFile).mtimeMs;
}
