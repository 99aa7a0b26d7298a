// The page's first script, in <head> (the CSP allows no inline script; the build bakes in the app's entry
// and its module preloads, and serves this as an immutable asset). Before the first paint it decides whether
// index.html's prerendered landing page shows: only where the app will render it, at `/`, for a browser not
// signed in when it last saw the session (the "signedIn" key, src/session/signed-in-hint.ts), in English (the
// "language" key, src/i18n/locales.ts). Anywhere else the page stays empty until the app renders: a wrong page
// shown first would be worse than none. Then it starts the app: at once, or, under the prerendered landing
// page, after its first frame, so the scripts neither share a slow link with that paint nor run before it.
(function (entry, preloads) {
  var landing = false;
  try {
    var language = localStorage.getItem("language");
    landing = location.pathname === "/" && localStorage.getItem("signedIn") !== "1" && (!language || language === "en");
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
  function start() {
    if (started) return;
    started = true;
    for (var i = 0; i < preloads.length; i++) add("link", { rel: "modulepreload", crossorigin: "", href: preloads[i] });
    add("script", { type: "module", crossorigin: "", src: entry });
  }
  if (!landing) return start();
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 1000); // a tab opened in the background gets no frames
})(__ENTRY__, __PRELOADS__);
