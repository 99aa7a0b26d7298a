// GraphiQL, bundled (no CDN: many users' networks and these servers are offline). The page itself is
// a few hundred bytes; the editor's code, styles and workers are separate files, compressed once per
// process and served with long-lived caching and an ETag, and loaded only when someone opens GraphiQL.
import { createHash } from "node:crypto";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import type { Context as HonoContext, Hono } from "hono";
import { APP_CSP } from "./security-headers.ts";

const ASSET_ROOT = "/graphiql";

interface Asset {
  type: string;
  body: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
}

/** Allows GraphiQL's editor to start its workers and styles; everything else as for the app. */
const GRAPHIQL_CSP = APP_CSP.replace("worker-src 'self'", "worker-src 'self' blob:");

let assets: Promise<{ version: string; files: Map<string, Asset> }> | null = null;

function asset(type: string, text: string | Buffer): Asset {
  const body = typeof text === "string" ? Buffer.from(text) : text;
  return {
    type,
    body,
    gzip: gzipSync(body, { level: 6 }),
    br: brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }),
    etag: `"${createHash("sha256").update(body).digest("hex").slice(0, 20)}"`,
  };
}

/** Builds the asset files on first use (the bundle is 9 MB of source; most processes never need it). */
function loadAssets(options: GraphiQLOptions) {
  assets ??= (async () => {
    const bundle = (await import("@graphql-yoga/render-graphiql/graphiql")) as Record<
      "css" | "js" | "favicon" | "editorWorkerService" | "jsonWorker" | "graphqlWorker",
      string
    >;
    const version = createHash("sha256").update(bundle.js).digest("hex").slice(0, 12);
    const base = `${ASSET_ROOT}/${version}`;
    const js = "application/javascript; charset=utf-8";
    const workers = {
      editorWorkerService: `${base}/editor.worker.js`,
      json: `${base}/json.worker.js`,
      graphql: `${base}/graphql.worker.js`,
    };
    const favicon = bundle.favicon.match(/^data:([^;]+);base64,(.*)$/);
    const files = new Map<string, Asset>([
      ["graphiql.css", asset("text/css; charset=utf-8", bundle.css)],
      ["graphiql.js", asset(js, bundle.js)],
      ["editor.worker.js", asset(js, bundle.editorWorkerService)],
      ["json.worker.js", asset(js, bundle.jsonWorker)],
      ["graphql.worker.js", asset(js, bundle.graphqlWorker)],
      // Monaco asks for its workers by label; this must run before the editor's code.
      [
        "env.js",
        asset(
          js,
          `self.MonacoEnvironment = { globalAPI: false, getWorkerUrl: (_id, label) => (${JSON.stringify(workers)})[label] };\n`,
        ),
      ],
      [
        "start.js",
        asset(js, `YogaGraphiQL.renderYogaGraphiQL(document.getElementById("root"), ${JSON.stringify(options)});\n`),
      ],
    ]);
    if (favicon) files.set("favicon.ico", asset(favicon[1]!, Buffer.from(favicon[2]!, "base64")));
    return { version, files };
  })();
  return assets;
}

export interface GraphiQLOptions {
  title: string;
  defaultQuery: string;
  endpoint: string;
  /** GraphiQL's Headers tab, where a partner pastes its Authorization header. */
  isHeadersEditorEnabled?: boolean;
  /** Whether GraphiQL keeps the headers (a partner's key) in the browser's storage. */
  shouldPersistHeaders?: boolean;
}

function page(title: string, base: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    <link rel="icon" href="${base}/favicon.ico" />
    <link rel="stylesheet" href="${base}/graphiql.css" />
  </head>
  <body id="body" class="no-focus-outline">
    <noscript>You need to enable JavaScript to run GraphiQL.</noscript>
    <div id="root"></div>
    <script src="${base}/env.js"></script>
    <script src="${base}/graphiql.js"></script>
    <script src="${base}/start.js"></script>
  </body>
</html>
`;
}

/** Whether a GET of /graphql is a browser asking for a page (GraphiQL) rather than a query. */
export function wantsGraphiQL(c: HonoContext): boolean {
  return (c.req.method === "GET" || c.req.method === "HEAD") && (c.req.header("accept") ?? "").includes("text/html");
}

/** The GraphiQL page for GET /graphql from a browser. */
export async function graphiqlPage(c: HonoContext, options: GraphiQLOptions): Promise<Response> {
  const { version } = await loadAssets(options);
  c.header("Content-Security-Policy", GRAPHIQL_CSP);
  c.header("Cache-Control", "no-cache");
  return c.html(page(options.title, `${ASSET_ROOT}/${version}`));
}

/** Serves GraphiQL's files: immutable for a year (their URL changes with the bundle), with an ETag. */
export function graphiqlAssets(app: Hono, options: GraphiQLOptions): void {
  app.get(`${ASSET_ROOT}/:version/:file`, async (c) => {
    const { version, files } = await loadAssets(options);
    const file = files.get(c.req.param("file"));
    if (!file || c.req.param("version") !== version) return c.json({ message: "Not found" }, 404);
    const headers: Record<string, string> = {
      "Content-Type": file.type,
      "Cache-Control": "public, max-age=31536000, immutable",
      ETag: file.etag,
      Vary: "Accept-Encoding",
    };
    if (c.req.header("if-none-match") === file.etag) return c.body(null, 304, headers);
    const accepted = c.req.header("accept-encoding") ?? "";
    if (/\bbr\b/.test(accepted)) return c.body(new Uint8Array(file.br), 200, { ...headers, "Content-Encoding": "br" });
    if (/\bgzip\b/.test(accepted))
      return c.body(new Uint8Array(file.gzip), 200, { ...headers, "Content-Encoding": "gzip" });
    return c.body(new Uint8Array(file.body), 200, headers);
  });
}
