// The page's first script, in <head> (the CSP allows no inline script; the build bakes in the app's entry,
// its module preloads and each route's files, and serves this as an immutable asset). Before the first paint
// it decides whether index.html's prerendered landing page shows: only where the app will render it, at `/`,
// for a browser not signed in when it last saw the session (the "signedIn" key, src/session/signed-in-hint.ts),
// in English (the "language" key, src/i18n/locales.ts). Anywhere else the page stays empty until the app
// renders: a wrong page shown first would be worse than none. Then it starts the app: at once, or, under the
// prerendered landing page or a page the server rendered, after its first frame, so the scripts neither share a
// slow link with that paint nor run before it. Signed in, it also preloads the app frame's and the route's files
// and, unless the server rendered the page, the language's catalog (`table`, see route-preloads.ts) at once,
// rather than level by level as the lazy imports ask for them. The table stays on `window.ksRouteFiles` (with the
// files' folder) for the app, which fetches a role's main routes into the service
// worker's cache once the session is known (src/shell/warmRoutes.ts).
((entry, preloads, table) => {
  let landing = false;
  let signedIn = false;
  // A page the server rendered (data-ssr) is the page itself: no prerendered landing page, and its route's files
  // are preloaded as for a signed-in visit.
  const rendered = document.documentElement.hasAttribute("data-ssr");
  try {
    const language = localStorage.getItem("language");
    signedIn = rendered || localStorage.getItem("signedIn") === "1";
    landing = !rendered && location.pathname === "/" && !signedIn && (!language || language === "en");
  } catch {
    // storage unavailable: no prerendered page
  }
  if (landing) document.documentElement.setAttribute("data-boot", "landing");

  const folder = entry.slice(0, entry.lastIndexOf("/") + 1);
  window.ksRouteFiles = { folder, files: table.files, routes: table.routes };

  let started = false;
  const add = (tag, attributes) => {
    const element = document.createElement(tag);
    for (const name in attributes) element.setAttribute(name, attributes[name]);
    document.head.appendChild(element);
  };
  const routeFiles = () => {
    const parts = location.pathname.split("/").filter(Boolean);
    for (const [route, files] of table.routes) {
      const pattern = route.split("/").filter(Boolean);
      if (pattern.length === parts.length && pattern.every((part, i) => part.charAt(0) === ":" || part === parts[i]))
        return files;
    }
    return [];
  };
  const start = () => {
    if (started) return;
    started = true;
    const files = preloads.slice();
    if (signedIn) {
      const wanted = table.frame.concat(routeFiles());
      // The catalog of the language chosen here, as urgent as the code. A rendered page carries the messages it
      // was drawn with, and its catalog follows once it hydrates (src/main.tsx).
      let language = "en";
      try {
        language = localStorage.getItem("language") || "en";
      } catch {
        // storage unavailable: English
      }
      if (!rendered && language in table.catalogs) wanted.push(table.catalogs[language]);
      for (const file of wanted) files.push(folder + table.files[file]);
    }
    // The entry first: it is the largest file and the first to run.
    add("script", { type: "module", crossorigin: "", src: entry });
    for (const file of files) add("link", { rel: "modulepreload", crossorigin: "", href: file });
  };
  // A page the server rendered is painted first too: with its scripts in the phone's cache (a warm visit), running
  // them at once would hold its first paint until React had hydrated it.
  if (!landing && !rendered) return start();
  // The first frame after the body is parsed is the one that paints the page (a frame before it may paint nothing).
  // A tab in the background paints nothing and gets no frames: there the app starts at once.
  const afterPaint = () => {
    if (document.visibilityState === "hidden") return start();
    requestAnimationFrame(() => {
      setTimeout(start, 0);
    });
    document.addEventListener("visibilitychange", start);
  };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", afterPaint);
  else afterPaint();
})(__ENTRY__, __PRELOADS__, __ROUTES__);
