import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { OutputBundle } from "rolldown";
import type { Plugin, PluginOption } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { APP_FRAME, CATALOG, jsFilesOf, routeModules } from "../scripts/measure-bundle-size.ts";
import { manifestOf } from "./route-preloads.ts";

/**
 * The worker's push and notification-click handlers: a hand-written script in public/ (copied to the site's root
 * as it is) that the worker loads with importScripts. Its address carries a hash of its content, so a change to it
 * changes sw.js too and every browser takes the new worker (the browser keeps imported scripts with the worker,
 * so it works offline without being precached).
 */
const PUSH_SCRIPT = "push-sw.js";

function pushScriptUrl(): string {
  const content = fs.readFileSync(path.join(import.meta.dirname, "public", PUSH_SCRIPT));
  return `/${PUSH_SCRIPT}?v=${createHash("sha256").update(content).digest("hex").slice(0, 12)}`;
}

/**
 * The shell a service worker keeps for the app to start offline, as files of the build (paths under its folder):
 * the entry chunk and its static imports (React, the router, Lingui, app-shell), the app frame with its own
 * (Chakra, Relay, the bottom bar), the English catalog, the landing screen (what index.html's prerendered copy
 * becomes for a signed-out visitor at `/`), and the CSS they load. index.html and the boot script are added by
 * name. Every other screen, language and font is cached when first used.
 */
export function shellFiles(bundle: OutputBundle, root: string): Set<string> {
  const manifest = manifestOf(bundle, root);
  const landing = routeModules().find(({ route }) => route.startsWith("/ (signed out)"))?.modules ?? [];
  const files = new Set(jsFilesOf(manifest, [APP_FRAME, CATALOG, ...landing]));
  for (const item of Object.values(bundle)) {
    if (item.type === "chunk" && files.has(item.fileName))
      for (const css of item.viteMetadata?.importedCss ?? []) files.add(css);
  }
  return files;
}

/** Precache entries Workbox found (index.html, assets/*.js and *.css) that are part of the shell. */
export function inShell(url: string, shell: ReadonlySet<string>): boolean {
  return url === "index.html" || /^assets\/boot-[\w-]+\.js$/.test(url) || shell.has(url);
}

/**
 * The precached index.html (Workbox keeps it under its revision), for a page the network did not give. Written into
 * the service worker as its source: it names nothing from this module.
 */
async function precachedShell(): Promise<Response | undefined> {
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    for (const request of await cache.keys())
      if (new URL(request.url).pathname === "/index.html") return (await cache.match(request)) ?? undefined;
  }
  return undefined;
}

/**
 * The service worker (Workbox, generated at build). It precaches only the app shell (`shellFiles`: index.html with
 * the prerendered landing page, the boot script, the entry, the app frame, the English catalog, the landing
 * screen), about 1 MB, so installing it after a first visit or a deploy costs a phone little data; a repeat visit
 * starts from the phone's own storage and a flaky network still opens the app. Screens, other languages' catalogs
 * and the script fonts are cached when first used (their files are immutable); once the session is known the app
 * fetches the main routes of the person's role into that cache when the phone is idle (src/shell/warmRoutes.ts).
 * Pages, the API, GraphQL and the health check always go to the network (pages fall back to the shell). It shows push notifications too
 * (public/push-sw.js). main.tsx registers it after the page has loaded, so it never competes with a first visit.
 */
export function serviceWorker(): PluginOption[] {
  let root = "";
  let shell: ReadonlySet<string> | undefined;
  const shellOfBuild: Plugin = {
    name: "khetsetu-service-worker-shell",
    apply: "build",
    enforce: "post",
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_output, bundle) {
      shell = shellFiles(bundle, root);
    },
  };
  return [
    shellOfBuild,
    VitePWA({
      injectRegister: false,
      registerType: "autoUpdate",
      manifest: false,
      workbox: {
        importScripts: [pushScriptUrl()],
        globPatterns: ["index.html", "assets/*.{js,css}"],
        manifestTransforms: [
          (entries) => {
            if (!shell) throw new Error("service worker: the build's shell is unknown (no generateBundle)");
            const kept = shell;
            return { manifest: entries.filter((entry) => inShell(entry.url, kept)), warnings: [] };
          },
        ],
        // Pages come from the server, which renders them (the person's own data: never kept in a cache a shared phone
        // keeps); offline, the precached shell renders instead.
        navigateFallback: null,
        // `/` is a page like any other, not the precached index.html (the shell, for offline only): Workbox would
        // otherwise answer it from the precache, and the laborer's home would render in the browser.
        directoryIndex: "",
        // A page's request leaves while the worker starts (a cheap phone takes a moment to start it), and the
        // NetworkOnly route below answers with it.
        navigationPreload: true,
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: [
          {
            urlPattern: ({ request, url }) =>
              request.mode === "navigate" && !/^\/(api|graphql|healthz)(\/|$)/.test(url.pathname),
            handler: "NetworkOnly",
            options: { plugins: [{ handlerDidError: precachedShell }] },
          },
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/assets/"),
            handler: "CacheFirst",
            options: { cacheName: "khetsetu-assets", expiration: { maxEntries: 200 } },
          },
        ],
      },
    }),
  ];
}
