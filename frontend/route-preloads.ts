import path from "node:path";
import type { OutputBundle } from "rolldown";
import { jsFilesOf, type Manifest, type RouteModules } from "../scripts/measure-bundle-size.ts";

/**
 * The JavaScript each app route needs, for boot.js to preload all of it at once instead of chunk by chunk
 * (each level of lazy imports is one more round trip, 300 ms or more on 3G). Compact, as boot.js is the
 * page's first script: `files` names each file once (without its folder), `frame` is the app frame's files,
 * each route lists its own files (beyond the entry's and the frame's) by their place in `files`, `catalogs` is
 * each language's catalog (the app loads it before it renders, so it is as urgent as the route's code), and
 * `placeNames` each language's place names (a page the server rendered waits for them before it hydrates).
 */
export type RoutePreloads = {
  files: string[];
  frame: number[];
  routes: Array<[pattern: string, files: number[]]>;
  catalogs: Record<string, number>;
  placeNames: Record<string, number>;
};

const APP_FRAME = "src/shell/AppFrame.tsx";

/** The build's chunks as a manifest (keys relative to `root`, as in .vite/manifest.json), for measure-bundle-size's helpers. */
export function manifestOf(bundle: OutputBundle, root: string): Manifest {
  const keyOf = new Map<string, string>();
  for (const item of Object.values(bundle)) {
    if (item.type !== "chunk") continue;
    keyOf.set(
      item.fileName,
      item.facadeModuleId ? path.relative(root, item.facadeModuleId).split(path.sep).join("/") : `_${item.fileName}`,
    );
  }
  const manifest: Manifest = {};
  for (const item of Object.values(bundle)) {
    if (item.type !== "chunk") continue;
    manifest[keyOf.get(item.fileName)!] = {
      file: item.fileName,
      isEntry: item.isEntry,
      imports: item.imports.map((file) => keyOf.get(file)!).filter(Boolean),
    };
  }
  return manifest;
}

/**
 * The preload table: for every member route of routes.tsx (`routes`, as measure-bundle-size reads them) and `/`
 * signed in (the laborer home), the files beyond the entry's. The landing page and the not-found page are left out.
 */
export function routePreloads(manifest: Manifest, routes: RouteModules[]): RoutePreloads {
  const files: string[] = [];
  const indexOf = (file: string) => {
    const name = path.posix.basename(file);
    let at = files.indexOf(name);
    if (at < 0) at = files.push(name) - 1;
    return at;
  };
  const entryFiles = new Set(jsFilesOf(manifest, []));
  const frameFiles = jsFilesOf(manifest, [APP_FRAME]).filter((file) => !entryFiles.has(file));
  const known = new Set([...entryFiles, ...frameFiles]);
  const frame = frameFiles.map(indexOf);
  const table: RoutePreloads["routes"] = [];
  for (const { route, modules } of routes) {
    if (!modules.includes(APP_FRAME) || route.startsWith("/*")) continue;
    const pattern = route.startsWith("/ (") ? "/" : route;
    if (table.some(([seen]) => seen === pattern)) continue; // `/` is the laborer home; other roles are sent on
    table.push([
      pattern,
      jsFilesOf(manifest, modules)
        .filter((file) => !known.has(file))
        .map(indexOf),
    ]);
  }
  const catalogs: RoutePreloads["catalogs"] = {};
  const placeNames: RoutePreloads["placeNames"] = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    const language = /^src\/locales\/([a-z]+)\.po$/.exec(key)?.[1];
    if (language) catalogs[language] = indexOf(chunk.file);
    const namesOf = /^src\/features\/places\/data\/place-names\/([a-z]+)\.json$/.exec(key)?.[1];
    if (namesOf) placeNames[namesOf] = indexOf(chunk.file);
  }
  return { files, frame, routes: table, catalogs, placeNames };
}
