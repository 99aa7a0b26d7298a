import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { VitePWA } from "vite-plugin-pwa";

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
 * The service worker (Workbox, generated at build): it precaches the app shell (index.html with the prerendered
 * landing page, the boot script) and the app's scripts and styles, so a repeat visit starts from the phone's own
 * storage and a flaky network still opens the app. Other languages' catalogs and the script fonts are cached
 * when first used (their files are immutable), not downloaded for everyone. The API, GraphQL and health check
 * always go to the network. It shows push notifications too (public/push-sw.js). main.tsx registers it after the page has loaded, so it never competes with a first visit.
 */
export function serviceWorker() {
  return VitePWA({
    injectRegister: false,
    registerType: "autoUpdate",
    manifest: false,
    workbox: {
      importScripts: [pushScriptUrl()],
      globPatterns: ["index.html", "assets/*.{js,css}"],
      globIgnores: ["assets/{hi,kn,te}-*"],
      navigateFallback: "/index.html",
      navigateFallbackDenylist: [/^\/api\//, /^\/graphql/, /^\/healthz/],
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: true,
      runtimeCaching: [
        {
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/assets/"),
          handler: "CacheFirst",
          options: { cacheName: "khetsetu-assets", expiration: { maxEntries: 200 } },
        },
      ],
    },
  });
}
