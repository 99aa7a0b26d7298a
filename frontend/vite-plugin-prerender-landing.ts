import fs from "node:fs";
import path from "node:path";
import type { OutputBundle } from "rolldown";
import { createServer, type Plugin, type PluginOption } from "vite";
import { routeModules } from "../scripts/measure-bundle-size.ts";
import { PAGE_FILES, type PageFiles } from "../graphql-server/src/rules/page-files.ts";
import { manifestOf, type RoutePreloads, routePreloads } from "./route-preloads.ts";

/** The element of index.html that holds the prerendered landing page (shown only when boot.js says so). */
export const PRERENDERED_ID = "ks-prerendered";
/** Where index.html wants the boot script. */
export const BOOT_MARKER = "<!--ks-boot-->";
const LANDING_MODULE = "/src/screens/landing/LandingScreen.tsx";
const BOOT_TEMPLATE = path.join(import.meta.dirname, "boot.js");

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** The CSS files the landing screen's chunk loads, as their text. */
function landingCss(bundle: OutputBundle): string {
  const chunk = Object.values(bundle).find(
    (item) => item.type === "chunk" && item.facadeModuleId?.endsWith(LANDING_MODULE),
  );
  if (chunk?.type !== "chunk") throw new Error(`prerender: no chunk for ${LANDING_MODULE} in the build`);
  return [...(chunk.viteMetadata?.importedCss ?? [])]
    .map((file) => {
      const asset = bundle[file];
      if (asset?.type !== "asset") throw new Error(`prerender: ${file} is not in the build`);
      return typeof asset.source === "string" ? asset.source : new TextDecoder().decode(asset.source);
    })
    .join("\n");
}

/**
 * The prerendered copy is a picture of the page until the app replaces it: inert and hidden from assistive
 * technology, so no tap or screen reader acts on controls that do nothing yet.
 * Takes the app's entry script and its module preloads out of `html` (the boot script adds them, `bootSrc` is
 * its URL), and puts the landing page's markup and CSS in. Pure, so it is tested without a build.
 */
export function prerenderedIndex(
  html: string,
  page: { markup: string; css: string; bootSrc: string },
): { html: string; entry: string; preloads: string[] } {
  const entries = [...html.matchAll(ENTRY_SCRIPT)].map((match) => match[1]!);
  if (entries.length !== 1) throw new Error(`prerender: index.html has ${entries.length} entry scripts, not 1`);
  if (!html.includes(BOOT_MARKER) || !html.includes("</head>") || !html.includes('<div id="root"></div>')) {
    throw new Error(`prerender: index.html lacks ${BOOT_MARKER}, </head> or an empty #root`);
  }
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const style = `<style id="ks-landing-css">${page.css.replaceAll("</style", "<\\/style")}</style>`;
  const out = html
    .replace(ENTRY_SCRIPT, "")
    .replace(MODULE_PRELOAD, "")
    .replace(BOOT_MARKER, `<script src="${page.bootSrc}"></script>`)
    .replace("</head>", `  ${style}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root"></div>\n    <div id="${PRERENDERED_ID}" aria-hidden="true" inert>${page.markup}</div>`,
    );
  return { html: out, entry: entries[0]!, preloads };
}

/** boot.js with the app's entry, its preloads and the routes' files filled in. */
export function bootScript(template: string, entry: string, preloads: string[], routes: RoutePreloads): string {
  for (const slot of ["__ENTRY__", "__PRELOADS__", "__ROUTES__"])
    if (!template.includes(slot)) throw new Error(`boot.js lacks ${slot}`);
  return template
    .replace("__ENTRY__", JSON.stringify(entry))
    .replace("__PRELOADS__", JSON.stringify(preloads))
    .replace("__ROUTES__", JSON.stringify(routes));
}

/**
 * The scripts of each app page as paths from the site's root, for the server (graphql-server/src/http/
 * page-preloads.ts): the entry and its imports, the frame's files, each route's own and each language's place names.
 */
export function pageFiles(entry: string, preloads: string[], table: RoutePreloads): PageFiles {
  const folder = entry.slice(0, entry.lastIndexOf("/") + 1);
  const paths = (indexes: number[]) => indexes.map((i) => folder + table.files[i]);
  return {
    scripts: [entry, ...preloads],
    frame: paths(table.frame),
    routes: table.routes.map(([pattern, files]) => [pattern, paths(files)]),
    placeNames: Object.fromEntries(
      Object.entries(table.placeNames).map(([language, i]) => [language, folder + table.files[i]]),
    ),
  };
}

/** Renders the landing page in a short-lived Vite server in SSR mode, with the app's own compile plugins. */
async function renderLanding(root: string, plugins: PluginOption[], alias: Record<string, string>): Promise<string> {
  const server = await createServer({
    configFile: false,
    root,
    logLevel: "error",
    plugins,
    resolve: { alias },
    appType: "custom",
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const { messages } = await server.ssrLoadModule("/src/locales/en.po");
    const { renderLanding } = await server.ssrLoadModule("/src/screens/landing/prerender.tsx");
    return renderLanding(messages) as string;
  } finally {
    await server.close();
  }
}

/**
 * Prerenders the signed-out landing page (English) into the built index.html with its CSS inline, so a first
 * visit paints it when the HTML arrives instead of after the scripts have downloaded and run; the app's entry
 * moves into the boot script (boot.js), which decides whether that page shows and when the app starts.
 * `plugins` makes the plugins that compile the app's sources (Babel with the Lingui macro, the catalogs).
 */
export function prerenderLanding(options: { plugins: () => PluginOption[]; alias: Record<string, string> }): Plugin {
  let root = "";
  let base = "/";
  return {
    name: "khetsetu-prerender-landing",
    apply: "build",
    enforce: "post",
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    async generateBundle(_output, bundle) {
      const index = bundle["index.html"];
      if (index?.type !== "asset") return;
      const markup = await renderLanding(root, options.plugins(), options.alias);
      const html = typeof index.source === "string" ? index.source : new TextDecoder().decode(index.source);
      // The boot script's name carries its content's hash (it names the entry), so it is cached as immutable.
      const probe = prerenderedIndex(html, { markup, css: "", bootSrc: "" });
      const table = routePreloads(manifestOf(bundle, root), routeModules());
      const reference = this.emitFile({
        type: "asset",
        name: "boot.js",
        source: bootScript(fs.readFileSync(BOOT_TEMPLATE, "utf8"), probe.entry, probe.preloads, table),
      });
      // The same table for the server, which names a rendered page's scripts in its head.
      this.emitFile({
        type: "asset",
        fileName: PAGE_FILES,
        source: JSON.stringify(pageFiles(probe.entry, probe.preloads, table)),
      });
      index.source = prerenderedIndex(html, {
        markup,
        css: landingCss(bundle),
        bootSrc: base + this.getFileName(reference),
      }).html;
    },
  };
}
