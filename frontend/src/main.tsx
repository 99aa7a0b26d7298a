import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App, router } from "./App.tsx";
import { activateLocale, storedLocale } from "./i18n/locales.ts";
import { dropPrerenderedLanding } from "./screens/landing/prerendered.ts";
import type { Session } from "./session/session.ts";
import { rememberSignedInHint } from "./session/signed-in-hint.ts";

// Importing App creates the router, whose loaders start the route's queries at once; the language
// catalog downloads at the same time, and the first render waits only for it.
void activateLocale(storedLocale()).then(() => {
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

// The prerendered landing page (shown by public/boot.js) waits for the landing screen to replace it; once the
// session says another screen comes (signed in, another path, an error), it goes at once.
function dropUnlessLanding(state: typeof router.state): boolean {
  if (!state.initialized) return false;
  const session = state.loaderData.root as Session | undefined;
  if (state.location.pathname !== "/" || session?.viewer || state.errors) dropPrerenderedLanding();
  return true;
}
if (!dropUnlessLanding(router.state)) {
  const stop = router.subscribe((state) => {
    if (dropUnlessLanding(state)) stop();
  });
}

// Each session check leaves the hint boot.js reads on the next visit.
let lastSession: unknown;
router.subscribe((state) => {
  const session = state.loaderData.root as Session | undefined;
  if (!session || session === lastSession) return;
  lastSession = session;
  rememberSignedInHint(session.viewer !== null);
});

// The service worker (vite-pwa.ts) once the page has loaded: its precaching never competes with a first visit.
// (The boot script may start this module after the load event. Under `npm run dev` there is no /sw.js and the
// registration fails quietly.)
if ("serviceWorker" in navigator) {
  const register = () => void navigator.serviceWorker.register("/sw.js").catch(() => undefined);
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
