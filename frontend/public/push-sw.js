// Web push in the service worker: the generated Workbox worker (sw.js, frontend/vite-pwa.ts) loads this file with
// importScripts. The server sends JSON { title, body, link } (graphql-server/src/features/notifications/push.ts);
// a tap focuses an open KhetSetu window and takes it to the link, or opens one there.

self.addEventListener("push", (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data?.text() ?? "" };
  }
  const title = typeof message.title === "string" && message.title ? message.title : "KhetSetu";
  const link = typeof message.link === "string" && message.link ? message.link : "/";
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === "string" ? message.body : "",
      data: { link },
    }),
  );
});

/** The link as a URL of this site (a link elsewhere opens the home page). */
function linkOf(notification) {
  const url = new URL(notification.data?.link || "/", self.location.origin);
  return url.origin === self.location.origin ? url.href : `${self.location.origin}/`;
}

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = linkOf(event.notification);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        try {
          const focused = await open.focus();
          await (focused || open).navigate(target);
          return;
        } catch {
          // A window this worker does not control cannot be navigated from here: open the link instead.
        }
      }
      await self.clients.openWindow(target);
    })(),
  );
});
