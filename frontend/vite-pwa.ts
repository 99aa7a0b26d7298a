import { VitePWA } from "vite-plugin-pwa";

/**
 * The service worker (Workbox, generated at build): it precaches the app shell (index.html with the prerendered
 * landing page, the boot script) and the app's scripts and styles, so a repeat visit starts from the phone's own
 * storage and a flaky network still opens the app. Other languages' catalogs and the script fonts are cached
 * when first used (their files are immutable), not downloaded for everyone. The API, GraphQL and health check
 * always go to the network. main.tsx registers it after the page has loaded, so it never competes with a first visit.
 */
export function serviceWorker() {
  return VitePWA({
    injectRegister: false,
    registerType: "autoUpdate",
    manifest: false,
    workbox: {
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
