// Whether the web app's generated files are older than their sources: the production build, and Relay's
// artifacts with the persisted-operations map. `npm start`, `npm run size` and the end-to-end set-up all
// regenerate on these rules, from this one list.
import fs from "node:fs";
import path from "node:path";

const frontend = import.meta.dirname;

/** Everything the build reads, relative to frontend/: the app, its configuration and the shared rules it bundles. */
const BUILD_SOURCES = [
  "src",
  "public",
  "index.html",
  "vite.config.ts",
  "chunk-groups.ts",
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

/** Everything relay-compiler reads, relative to frontend/: the app's operations and fragments, the schema, its configuration. */
const RELAY_SOURCES = ["src", "../schema.graphql", "../relay.config.js"];
/** relay-compiler's own output inside src/, which it leaves alone when unchanged. */
const RELAY_OUTPUT_FOLDER = "__generated__";
/** The persisted operations' texts: relay-compiler rewrites this map on every run. */
export const PERSISTED_OPERATIONS_MAP = path.join(frontend, "persisted-operations.json");

function newestMtime(target: string, skipFolder?: string): number {
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  const names = fs.readdirSync(target).filter((name) => name !== skipFolder);
  return Math.max(0, ...names.map((name) => newestMtime(path.join(target, name), skipFolder)));
}

/**
 * True when `output` is missing or older than any of `sources` (files, or folders searched throughout; a
 * folder named `skipFolder` is left out wherever it is).
 */
export function olderThanSources(output: string, sources: readonly string[], skipFolder?: string): boolean {
  if (!fs.existsSync(output)) return true;
  const present = sources.filter((source) => fs.existsSync(source));
  return Math.max(0, ...present.map((source) => newestMtime(source, skipFolder))) > fs.statSync(output).mtimeMs;
}

/** True when `builtFile` (a file the build writes) is missing or older than any build source. */
export function buildIsStale(builtFile: string): boolean {
  return olderThanSources(
    builtFile,
    BUILD_SOURCES.map((name) => path.join(frontend, name)),
  );
}

/**
 * True when relay-compiler has not run since one of its sources changed. It is run only then, because it
 * rewrites the persisted-operations map in place: a server or test that loads the map while it is being
 * written reads a cut-off file (seen: 21 of 60,545 reads during 3 runs).
 */
export function relayIsStale(map: string = PERSISTED_OPERATIONS_MAP): boolean {
  return olderThanSources(
    map,
    RELAY_SOURCES.map((name) => path.join(frontend, name)),
    RELAY_OUTPUT_FOLDER,
  );
}

/** The server's build of the web app (src/ssr/render.tsx) beside a browser build in `outDir`: dist → dist-server. */
export function rendererDir(outDir: string): string {
  return path.join(path.dirname(outDir), "dist-server");
}

/** `vite build` arguments for the server's build of the web app beside `outDir`. */
export function rendererBuildArgs(outDir: string): string[] {
  return ["--ssr", "src/ssr/render.tsx", "--outDir", rendererDir(outDir), "--emptyOutDir"];
}
