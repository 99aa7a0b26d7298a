import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { LANGUAGE_STORAGE_KEY } from "./src/i18n/locales.ts";
import { rememberSignedInHint, SIGNED_IN_STORAGE_KEY } from "./src/session/signed-in-hint.ts";
import type { RoutePreloads } from "./route-preloads.ts";
import { BOOT_MARKER, bootScript, PRERENDERED_ID, prerenderedIndex } from "./vite-plugin-prerender-landing.ts";

const BUILT = `<!doctype html><html><head><title>x</title>
    ${BOOT_MARKER}
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-2.js">
    <link rel="modulepreload" crossorigin href="/assets/dist-3.js">
  </head><body><div id="root"></div></body></html>`;

describe("prerenderedIndex", () => {
  const page = {
    markup: '<div class="ks-landing">Hi</div>',
    css: ".ks-landing{color:red}",
    bootSrc: "/assets/boot-9.js",
  };

  it("moves the entry and its preloads out, the boot script in, the CSS to <head> and the markup after #root", () => {
    const { html, entry, preloads } = prerenderedIndex(BUILT, page);
    expect(entry).toBe("/assets/index-1.js");
    expect(preloads).toEqual(["/assets/react-2.js", "/assets/dist-3.js"]);
    expect(html).not.toMatch(/type="module"|modulepreload|ks-boot/);
    expect(html).toContain('<script src="/assets/boot-9.js"></script>');
    expect(html.indexOf('<style id="ks-landing-css">.ks-landing{color:red}</style>')).toBeLessThan(
      html.indexOf("</head>"),
    );
    expect(html).toContain(
      `<div id="root"></div>\n    <div id="${PRERENDERED_ID}" aria-hidden="true" inert><div class="ks-landing">Hi</div></div>`,
    );
  });

  it("cannot close its <style> early", () => {
    const { html } = prerenderedIndex(BUILT, { ...page, css: "a{content:'</style><script>'}" });
    expect(html.match(/<\/style>/g)).toHaveLength(1);
  });

  it("refuses an index.html without the boot marker or with no entry script", () => {
    expect(() => prerenderedIndex(BUILT.replace(BOOT_MARKER, ""), page)).toThrow(/ks-boot/);
    expect(() => prerenderedIndex(BUILT.replace(/<script type="module"[^<]*<\/script>/, ""), page)).toThrow(
      /0 entry scripts/,
    );
  });
});

const TABLE = {
  files: ["frame.js", "jobs.js", "job.js", "home.js", "en.js", "kn.js"],
  frame: [0],
  routes: [
    ["/", [3]],
    ["/browse-jobs", [1]],
    ["/job/:id", [2]],
  ],
  catalogs: { en: 4, kn: 5 },
  placeNames: {},
} satisfies RoutePreloads;

// boot.js runs before the first paint: it decides whether the prerendered landing page shows, then starts the app.
describe("boot.js", () => {
  const template = fs.readFileSync(path.join(import.meta.dirname, "boot.js"), "utf8");

  function boot(pathname: string): { shown: string | null; started: () => string[] } {
    window.history.replaceState(null, "", pathname);
    document.documentElement.removeAttribute("data-boot");
    document.documentElement.removeAttribute("data-ssr");
    document.documentElement.setAttribute("lang", "en");
    document.head.innerHTML = "";
    new Function(bootScript(template, "/assets/entry.js", ["/assets/a.js"], TABLE))();
    // The preloads in order, then the entry (which boot.js adds first).
    const started = () =>
      [...document.head.querySelectorAll("link[rel=modulepreload], script[type=module]")]
        .map((e) => e.getAttribute("href") ?? e.getAttribute("src")!)
        .sort((a, b) => Number(a === "/assets/entry.js") - Number(b === "/assets/entry.js"));
    return { shown: document.documentElement.getAttribute("data-boot"), started };
  }

  afterEach(() => {
    localStorage.clear();
    window.history.replaceState(null, "", "/");
  });

  it("reads the storage keys the app writes", () => {
    expect(template).toContain(`localStorage.getItem("${SIGNED_IN_STORAGE_KEY}")`);
    expect(template).toContain(`localStorage.getItem("${LANGUAGE_STORAGE_KEY}")`);
  });

  it("shows the landing page at / to a first or signed-out English visit, and starts the app after a frame", async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, "en");
    rememberSignedInHint(false);
    const { shown, started } = boot("/");
    expect(shown).toBe("landing");
    expect(started()).toEqual([]);
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 10)));
    expect(started()).toEqual(["/assets/a.js", "/assets/entry.js"]);
  });

  it("shows nothing prerendered to a signed-in browser, in another language or on another path, and starts the app at once", () => {
    rememberSignedInHint(true);
    expect(localStorage.getItem(SIGNED_IN_STORAGE_KEY)).toBe("1");
    const signedIn = boot("/");
    expect(signedIn.shown).toBeNull();
    expect(signedIn.started()).toContain("/assets/entry.js");
    rememberSignedInHint(false);
    localStorage.setItem(LANGUAGE_STORAGE_KEY, "hi");
    expect(boot("/").shown).toBeNull();
    localStorage.removeItem(LANGUAGE_STORAGE_KEY);
    expect(boot("/browse-jobs").shown).toBeNull();
  });

  it("signed in, preloads the frame's and the route's files (a parameter matches any segment) and the catalog; signed out, only the entry's", () => {
    rememberSignedInHint(true);
    const en = "/assets/en.js";
    expect(boot("/").started()).toEqual([
      "/assets/a.js",
      "/assets/frame.js",
      "/assets/home.js",
      en,
      "/assets/entry.js",
    ]);
    expect(boot("/job/42").started()).toEqual([
      "/assets/a.js",
      "/assets/frame.js",
      "/assets/job.js",
      en,
      "/assets/entry.js",
    ]);
    expect(boot("/browse-jobs/").started()).toEqual([
      "/assets/a.js",
      "/assets/frame.js",
      "/assets/jobs.js",
      en,
      "/assets/entry.js",
    ]);
    expect(boot("/nowhere").started()).toEqual(["/assets/a.js", "/assets/frame.js", en, "/assets/entry.js"]);
    rememberSignedInHint(false);
    expect(boot("/browse-jobs").started()).toEqual(["/assets/a.js", "/assets/entry.js"]);
  });

  it("preloads the catalog of the language chosen here, and none for a server-rendered page (it carries its messages); starts a server-rendered page's scripts after its first frame", async () => {
    rememberSignedInHint(true);
    localStorage.setItem(LANGUAGE_STORAGE_KEY, "kn");
    expect(boot("/").started()).toContain("/assets/kn.js");
    expect(boot("/").started()).not.toContain("/assets/en.js");
    localStorage.setItem(LANGUAGE_STORAGE_KEY, "en");
    window.history.replaceState(null, "", "/");
    document.head.innerHTML = "";
    document.documentElement.setAttribute("data-ssr", "");
    document.documentElement.setAttribute("lang", "kn");
    new Function(bootScript(template, "/assets/entry.js", [], TABLE))();
    const preloaded = () =>
      [...document.head.querySelectorAll("link[rel=modulepreload]")].map((e) => e.getAttribute("href"));
    expect(preloaded()).toEqual([]);
    expect(document.documentElement.getAttribute("data-boot")).toBeNull();
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 10)));
    expect(preloaded()).toEqual(["/assets/frame.js", "/assets/home.js"]);
    document.documentElement.removeAttribute("data-ssr");
  });

  it("leaves the routes' files for the app (src/shell/warmRoutes.ts), with their folder", () => {
    boot("/");
    expect(window.ksRouteFiles).toEqual({ folder: "/assets/", files: TABLE.files, routes: TABLE.routes });
    delete window.ksRouteFiles;
  });
});
