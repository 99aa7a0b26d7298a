import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import type { DataRouter } from "react-router";
import { App, createAppRouter } from "./App.tsx";
import { applyCustomTranslations, customTranslations } from "./i18n/customTranslations.ts";
import { loadScriptFont } from "./i18n/fonts.ts";
import {
  activateLocale,
  activatePageMessages,
  completeCatalog,
  isLocale,
  rememberLocale,
  savedLocale,
  storedLocale,
} from "./i18n/locales.ts";
import { routes } from "./routes.tsx";
import { dropPrerenderedLanding } from "./screens/landing/prerendered.ts";
import type { Session } from "./session/session.ts";
import { rememberSignedInHint } from "./session/signed-in-hint.ts";
import { fixPageClock } from "./rendered/page-clock.ts";
import { afterHydration } from "./rendered/hydrated.ts";
import { hydrationState } from "./ssr/hydration-state.ts";
import { type SsrData, ssrData } from "./rendered/page-data.ts";
import { placeNamesReady } from "./features/places/public-preload.ts";

const rootElement = document.getElementById("root")!;
const server = ssrData() as SsrData<Session> | null;

// The page is hydrated when it is in the language this browser chose; a page the server rendered in another
// (the language cookie was missing: an older session, a cleared cookie) is drawn anew in the chosen one.
if (server && isLocale(server.locale) && (savedLocale() ?? server.locale) === server.locale) {
  // A server-rendered page: its screens load, the router takes the server's data, and React hydrates the markup in
  // place (nothing is asked again), with the messages it was drawn with (the page carries them). The language's
  // whole catalog downloads while it hydrates, so as not to share a slow network with the scripts it needs first.
  const locale = server.locale;
  const pageMessages = server.messages;
  void Promise.all([
    hydrationState(routes, new URL(window.location.href), server),
    pageMessages ? activatePageMessages(locale, pageMessages) : activateLocale(locale, { hydrating: true }),
    placeNamesReady(locale),
  ]).then(([state]) => {
    const router = createAppRouter(state);
    watchSession(router);
    fixPageClock(server.renderedAt);
    const catalogComplete = pageMessages ? completeCatalog(locale) : Promise.resolve();
    hydrateRoot(
      rootElement,
      <StrictMode>
        <App router={router} />
      </StrictMode>,
      { onRecoverableError: recordHydrationError },
    );
    afterHydration(() => {
      // The script font's other faces (the page carries only the regular one, so as not to slow its scripts).
      void loadScriptFont(locale, { wait: false });
      // The person's own wording of some messages, if any, replaces the server's (over the whole catalog).
      if (Object.keys(customTranslations(locale)).length > 0)
        void catalogComplete.then(() => applyCustomTranslations(locale));
      rememberLocale(locale);
    });
  });
} else {
  // Creating the router starts the route's queries at once; the language catalog downloads at the same time,
  // and the first render waits only for it.
  const router = createAppRouter();
  watchSession(router);
  void activateLocale(storedLocale()).then(() => {
    createRoot(rootElement).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
}

/**
 * A part of the page React could not hydrate (the server's markup differed) and rendered again: logged, and kept
 * on `window.ksHydrationErrors` for the route × language check.
 */
function recordHydrationError(error: unknown) {
  const page = window as { ksHydrationErrors?: string[] };
  page.ksHydrationErrors = [...(page.ksHydrationErrors ?? []), String((error as Error)?.message ?? error)];
  console.error(error);
}

function watchSession(router: DataRouter) {
  // The prerendered landing page (shown by public/boot.js) waits for the landing screen to replace it; once the
  // session says another screen comes (signed in, another path, an error), it goes at once.
  const dropUnlessLanding = (state: typeof router.state): boolean => {
    if (!state.initialized) return false;
    const session = state.loaderData.root as Session | undefined;
    if (state.location.pathname !== "/" || session?.viewer || state.errors) dropPrerenderedLanding();
    return true;
  };
  if (!dropUnlessLanding(router.state)) {
    const stop = router.subscribe((state) => {
      if (dropUnlessLanding(state)) stop();
    });
  }
  // Each session check leaves the hint boot.js reads on the next visit.
  let lastSession: unknown;
  const remember = (state: typeof router.state) => {
    const session = state.loaderData.root as Session | undefined;
    if (!session || session === lastSession) return;
    lastSession = session;
    rememberSignedInHint(session.viewer !== null);
  };
  remember(router.state);
  router.subscribe(remember);
}

// The service worker (vite-pwa.ts) once the page has loaded: its precaching never competes with a first visit.
// (The boot script may start this module after the load event. Under `npm run dev` there is no /sw.js and the
// registration fails quietly.)
if ("serviceWorker" in navigator) {
  const register = () => void navigator.serviceWorker.register("/sw.js").catch(() => undefined);
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
