// The page's first script, in <head> (the CSP allows no inline script; the build bakes in the app's entry,
// its module preloads and each route's files, and serves this as an immutable asset). Before the first paint
// it decides whether index.html's prerendered landing page shows: only where the app will render it, at `/`,
// for a browser not signed in when it last saw the session (the "signedIn" key, src/session/signed-in-hint.ts),
// in English (the "language" key, src/i18n/locales.ts). Anywhere else the page stays empty until the app
// renders: a wrong page shown first would be worse than none. Then it starts the app: at once, or, under the
// prerendered landing page, after its first frame, so the scripts neither share a slow link with that paint
// nor run before it. Signed in, it also preloads the app frame's and the route's files (`table`, see
// route-preloads.ts) at once, rather than level by level as the lazy imports ask for them.
(function (entry, preloads, table) {
  var landing = false;
  var signedIn = false;
  try {
    var language = localStorage.getItem("language");
    signedIn = localStorage.getItem("signedIn") === "1";
    landing = location.pathname === "/" && !signedIn && (!language || language === "en");
  } catch (error) {
    // storage unavailable: no prerendered page
  }
  if (landing) document.documentElement.setAttribute("data-boot", "landing");

  var started = false;
  function add(tag, attributes) {
    var element = document.createElement(tag);
    for (var name in attributes) element.setAttribute(name, attributes[name]);
    document.head.appendChild(element);
  }
  function routeFiles() {
    var parts = location.pathname.split("/").filter(Boolean);
    for (var r = 0; r < table.routes.length; r++) {
      var pattern = table.routes[r][0].split("/").filter(Boolean);
      var same = pattern.length === parts.length;
      for (var s = 0; same && s < pattern.length; s++) same = pattern[s].charAt(0) === ":" || pattern[s] === parts[s];
      if (same) return table.routes[r][1];
    }
    return [];
  }
  function start() {
    if (started) return;
    started = true;
    var folder = entry.slice(0, entry.lastIndexOf("/") + 1);
    var files = preloads.slice();
    if (signedIn) {
      var own = table.frame.concat(routeFiles());
      for (var f = 0; f < own.length; f++) files.push(folder + table.files[own[f]]);
    }
    // The entry first: it is the largest file and the first to run.
    add("script", { type: "module", crossorigin: "", src: entry });
    for (var i = 0; i < files.length; i++) add("link", { rel: "modulepreload", crossorigin: "", href: files[i] });
  }
  if (!landing) return start();
  // The first frame after the body is parsed is the one that paints the page (a frame before it may paint nothing).
  // A tab in the background paints nothing and gets no frames: there the app starts at once.
  function afterPaint() {
    if (document.visibilityState === "hidden") return start();
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
    document.addEventListener("visibilitychange", start);
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", afterPaint);
  else afterPaint();
})(__ENTRY__, __PRELOADS__, __ROUTES__);
