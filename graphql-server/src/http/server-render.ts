// Pages rendered on the server: the app's route in the person's language with its data, so a first visit on a
// slow network shows the screen when the HTML arrives, and the browser hydrates it in place. The render is the
// web app's own (frontend/src/ssr/render.tsx, built into frontend/dist-server/render.js); its queries run here
// in-process, as the same persisted operations with the same session and authorization as the browser's. Without
// that build, past its time limit, or when it fails, the page is the app's shell, which renders in the browser.
import fs from "node:fs";
import path from "node:path";
import type { Context as HonoContext } from "hono";
import { DEFAULT_LOCALE, LANGUAGE_HEADER, type Locale, isLocale, parseAcceptLanguage } from "../i18n/locale.ts";
import type { Logger } from "../log/logger.ts";
import { languageCookieOf } from "../rules/language.ts";
import type { GraphQLServer } from "./graphql.ts";
import { markInProcess } from "./persisted-operations.ts";
import { renderInThread } from "./render-thread.ts";
import type { GraphQLReplyBody, Renderer } from "./renderer.ts";
import "./client-ip.ts";

export type { Renderer } from "./renderer.ts";

/** The server build of the web app beside `staticDir` (frontend/dist → frontend/dist-server/render.js). */
export function rendererPath(staticDir: string): string {
  return path.join(path.dirname(staticDir), "dist-server", "render.js");
}

/** The render module on a thread of its own (render-thread.ts), or null when it has not been built. */
export function loadRenderer(modulePath: string, log: Logger): Renderer | null {
  if (!fs.existsSync(modulePath)) return null;
  return renderInThread(modulePath, log);
}

/** The page's language: the language cookie the app keeps, else the browser's Accept-Language, else English. */
export function pageLocale(headers: Headers): Locale {
  const chosen = languageCookieOf(headers.get("cookie"));
  if (isLocale(chosen)) return chosen;
  return parseAcceptLanguage(headers.get("accept-language")) ?? DEFAULT_LOCALE;
}

const PRERENDERED_LANDING = /<div id="ks-prerendered"[\s\S]*?<\/div>(\s*<\/body>)/;
/** index.html's boot script, which blocks the parser so that it can choose the prerendered landing page first. */
const BOOT_SCRIPT = /<script src="([^"]*\/boot-[^"]*\.js)"><\/script>/;

/**
 * index.html with a rendered page: the markup in #root, its data for hydration after it (a JSON data block, which
 * the CSP lets through), <html lang> and the data-ssr mark (boot.js then shows no prerendered landing page), the
 * boot script deferred (a rendered page has no landing page to choose, so nothing holds its first paint), the
 * language's font rules and its faces preloaded (`head`), and no prerendered landing page.
 */
export function renderedPage(
  indexHtml: string,
  page: { locale: string; markup: string; dataJson: string; head: string },
) {
  return (
    indexHtml
      .replace(/<html lang="[^"]*">/, () => `<html lang="${page.locale}" data-ssr>`)
      .replace(BOOT_SCRIPT, '<script defer src="$1"></script>')
      // Replaced by functions: a replacement string would read "$'" or "$&" in the page's text as patterns.
      .replace("</head>", () => `${page.head}</head>`)
      .replace(PRERENDERED_LANDING, "$1")
      .replace(
        '<div id="root"></div>',
        () =>
          `<div id="root">${page.markup}</div><script type="application/json" id="ks-ssr">${page.dataJson}</script>`,
      )
  );
}

/** JSON that is safe inside a <script> element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/**
 * Each Indian language's regular face (400) from the build's font rules (the lazy CSS chunk the app loads for that
 * language), inline and preloaded, so text in the script is drawn in its font as early as the page itself. The
 * preload asks for low priority: the face's 28 KB then follows the scripts Apply needs instead of sharing a slow
 * network with them (text is drawn in the phone's own font until it arrives: font-display swap). The semibold face
 * (600) is registered by the app once the page is hydrated; until it arrives, semibold text is drawn bolder from the
 * regular face.
 */
export function fontHeads(staticDir: string): Partial<Record<Locale, string>> {
  const manifestFile = path.join(staticDir, ".vite", "manifest.json");
  if (!fs.existsSync(manifestFile)) return {};
  const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as Record<string, { file: string }>;
  const heads: Partial<Record<Locale, string>> = {};
  for (const locale of ["hi", "kn", "te"] as const) {
    const entry = manifest[`src/i18n/fonts/${locale}.css`];
    if (!entry) continue;
    const css = fs.readFileSync(path.join(staticDir, entry.file), "utf8");
    const regular = (css.match(/@font-face\s*\{[^}]*\}/g) ?? []).filter((rule) => /font-weight:\s*400\b/.test(rule));
    const faces = regular.flatMap((rule) => [...rule.matchAll(/url\(["']?([^"')]+\.woff2)["']?\)/g)].map((m) => m[1]!));
    heads[locale] = [
      ...faces.map(
        (face) => `<link rel="preload" as="font" type="font/woff2" crossorigin fetchpriority="low" href="${face}">`,
      ),
      `<style>${regular.join("").replaceAll("</style", "<\\/style")}</style>`,
    ].join("");
  }
  return heads;
}

/** How many pages are rendering (their queries included), and how many may at once. */
export interface PageGate {
  inFlight: number;
  readonly max: number;
}

export const pageGate = (max: number): PageGate => ({ inFlight: 0, max });

export interface ServerRenderOptions {
  renderer: Renderer;
  indexHtml: string;
  heads: Partial<Record<Locale, string>>;
  /** The <link rel="modulepreload"> elements of a page's scripts, by its path and language. */
  preloads?: (pathname: string, locale: string) => string;
  /** A render (its queries included) that takes longer gives the shell. */
  timeoutMs: number;
  /** With it, a page past its limit is the shell at once ("busy"). */
  pages?: PageGate | null;
  log: Logger;
}

/** A path naming a file (`/favicon.ico`, an asset of an older build): no app page has one. */
const FILE_PATH = /\.(ico|png|jpe?g|gif|svg|webp|txt|xml|json|webmanifest|js|mjs|css|map|woff2?|ttf)$/i;

/** GET of an app page: the rendered page, a redirect, or the app's shell; 404 for a file the build does not have. */
export async function serveRenderedPage(
  c: HonoContext,
  graphql: GraphQLServer,
  options: ServerRenderOptions,
  /** Changes the page before it is sent (a shared job's preview tags). */
  finish: (html: string) => string = (html) => html,
): Promise<Response> {
  // Rendering the not-found page for it would cost the server a render and a phone on 3G the page's bytes.
  if (FILE_PATH.test(c.req.path)) return c.notFound();
  const started = performance.now();
  const locale = pageLocale(c.req.raw.headers);
  const responseCookies: string[] = [];
  const shell = (reason: string) => {
    c.header("server-timing", `ssr;desc="shell";dur=${(performance.now() - started).toFixed(1)}`);
    c.header("x-render", reason);
    return c.html(finish(options.indexHtml));
  };
  c.header("cache-control", "private, no-cache");
  c.header("vary", "Cookie, Accept-Language");
  const gate = options.pages;
  if (gate && gate.inFlight >= gate.max) return shell("busy");
  if (gate) gate.inFlight++;
  let result: Awaited<ReturnType<Renderer["render"]>>;
  const signal = AbortSignal.timeout(options.timeoutMs);
  try {
    // The page is answered when its time is up, whatever the render is still waiting for.
    result = await Promise.race([
      options.renderer.render({
        url: c.req.url,
        locale,
        graphql: (body) => inProcessGraphQL(c, graphql, body, locale, responseCookies),
        signal,
      }),
      new Promise<never>((_, reject) => signal.addEventListener("abort", () => reject(signal.reason), { once: true })),
    ]);
  } catch (error) {
    if ((error as Error).name !== "TimeoutError" && (error as Error).name !== "AbortError")
      options.log.warn({ err: error, path: c.req.path }, "server render failed");
    return shell((error as Error).name === "TimeoutError" ? "timeout" : "error");
  } finally {
    if (gate) gate.inFlight--;
  }
  for (const value of responseCookies) c.header("set-cookie", value, { append: true });
  if (result.kind === "redirect") return c.redirect(result.location, 302);
  if (result.kind === "shell") return shell(result.reason);
  const html = renderedPage(options.indexHtml, {
    locale: result.data.locale,
    markup: result.markup,
    dataJson: scriptJson(result.data),
    head:
      (options.preloads?.(c.req.path, result.data.locale) ?? "") +
      (options.heads[result.data.locale as Locale] ?? "") +
      result.styles,
  });
  c.header(
    "server-timing",
    `render;dur=${result.renderMs.toFixed(1)}, ssr;dur=${(performance.now() - started).toFixed(1)}`,
  );
  return c.html(finish(html), result.status === 404 ? 404 : 200);
}

/** POST /graphql in-process with the page request's cookie, in the page's language; keeps the cookies it sets. */
async function inProcessGraphQL(
  c: HonoContext,
  graphql: GraphQLServer,
  body: string,
  locale: Locale,
  responseCookies: string[],
): Promise<{ status: number; body: GraphQLReplyBody }> {
  const headers = new Headers({ "content-type": "application/json", accept: "application/json" });
  headers.set(LANGUAGE_HEADER, locale);
  for (const name of ["cookie", "user-agent", "accept-language"]) {
    const value = c.req.header(name);
    if (value) headers.set(name, value);
  }
  const response = await graphql.fetch(
    markInProcess(new Request(new URL("/graphql", c.req.url), { method: "POST", headers, body })),
    { ip: c.get("clientIp") ?? null, responseCookies },
  );
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) as GraphQLReplyBody };
  } catch {
    return { status: response.status, body: null };
  }
}
