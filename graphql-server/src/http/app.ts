import fs from "node:fs";
import { sharedListing, sharedPage } from "./share-pages.ts";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context as HonoContext, Hono } from "hono";
import { bodyLimit } from "./body-limit.ts";
import { wholeAnswer } from "./whole-answer.ts";
import type { AppServices } from "../graphql/context.ts";
import { restError } from "./rest/respond.ts";
import type { RestRow } from "./rest/rest-row.ts";
import { restApp } from "./rest/rest-routes.ts";
import { ERROR_MESSAGES } from "../rules/errors.ts";
import { clientIp } from "./client-ip.ts";
import { corsPolicy } from "./cors.ts";
import { csrfGuard } from "./csrf.ts";
import { isDatabaseUnavailable, SERVICE_UNAVAILABLE_MESSAGE } from "./database-outage.ts";
import { graphiqlAssets, graphiqlPage, wantsGraphiQL } from "./graphiql.ts";
import { GRAPHIQL_OPTIONS, type GraphQLOptions, type GraphQLServer, createGraphQL } from "./graphql.ts";
import { jsonObjectOf, malformedGetParameters } from "./graphql-request-shape.ts";
import { DEFAULT_HTTP_POLICY, type HttpPolicy } from "./request-origin.ts";
import { securityHeaders } from "./security-headers.ts";
import { bufferedCompress } from "./buffered-compress.ts";
import { pagePreloads } from "./page-preloads.ts";
import { fontHeads, loadRenderer, pageGate, rendererPath, serveRenderedPage } from "./server-render.ts";

export interface HttpAppOptions {
  services: AppServices;
  /** The schema and how API keys are let in (the composition root, app/, assembles them from the features). */
  graphql: Omit<GraphQLOptions, "production">;
  /** The REST shim's table: every feature's documented /api paths. */
  rest: readonly RestRow[];
  /** Plain HTML forms the pages post before the web app's scripts have run (Apply Now). */
  forms?: readonly PageForm[];
  /** Built single-page app (frontend/dist); skipped when it does not exist. */
  staticDir?: string;
  /**
   * App pages rendered on the server by the web app's server build beside staticDir (frontend/dist-server), each
   * within timeoutMs and at most maxPages at once; null or unset: every page is the app's shell.
   */
  serverRender?: { timeoutMs: number; maxPages: number } | null;
  /** Proxies, CORS origins and production headers (defaults: no proxy, same-origin only, not production). */
  policy?: HttpPolicy;
}

/** A page's form: the path it posts to, and its handler (which runs GraphQL operations in-process). */
export interface PageForm {
  path: string;
  handle: (c: HonoContext, graphql: GraphQLServer, policy: HttpPolicy) => Response | Promise<Response>;
}

const MAX_BODY_BYTES = 100 * 1024;

/** The whole HTTP surface: /graphql (and GraphiQL), the REST shim under /api, /healthz and the single-page app. */
export function createHttpApp({
  services,
  graphql: graphqlOptions,
  rest,
  forms = [],
  staticDir,
  serverRender = null,
  policy = DEFAULT_HTTP_POLICY,
}: HttpAppOptions) {
  const graphql = createGraphQL(services, { ...graphqlOptions, production: policy.production });
  const app = new Hono();
  const log = services.logger;

  app.use("*", async (c, next) => {
    const started = performance.now();
    c.set("clientIp", clientIp(c, policy));
    await next();
    const ms = Math.round(performance.now() - started);
    if (c.req.path !== "/healthz") {
      log.info({ method: c.req.method, path: c.req.path, status: c.res.status, ms }, "request");
    }
  });
  app.use("*", securityHeaders(policy));
  app.use("*", bufferedCompress());
  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => restError(c, 413, ERROR_MESSAGES.bodyTooLarge),
  });
  for (const paths of ["/graphql", "/api/*"]) app.use(paths, corsPolicy(policy), csrfGuard(policy), limitBody);

  app.get("/healthz", async (c) => {
    try {
      await services.prisma.$queryRawUnsafe("SELECT 1");
      return c.json({ status: "ok" });
    } catch (error) {
      log.error({ err: error }, "health check failed");
      return c.json({ status: "unavailable" }, 503);
    }
  });

  graphiqlAssets(app, GRAPHIQL_OPTIONS);
  const runGraphQL = async (request: Request, ip: string | null, body?: Record<string, unknown>) => {
    const responseCookies: string[] = [];
    const response = await graphql.fetch(request, { ip, responseCookies, body });
    if (responseCookies.length === 0) return wholeAnswer(response);
    const headers = new Headers(response.headers);
    for (const value of responseCookies) headers.append("set-cookie", value);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  };
  const badRequest = (c: HonoContext, message: string) =>
    c.json({ errors: [{ message, extensions: { code: "BAD_REQUEST" } }] }, 400);
  // HEAD comes here too (as GET), and gets GET's answer without the body.
  app.on(["GET", "POST"], "/graphql", async (c) => {
    if (wantsGraphiQL(c)) return graphiqlPage(c, GRAPHIQL_OPTIONS);
    if (c.req.method === "POST") {
      // The body is checked here, so a malformed one gets a plain 400 rather than the parser's own words.
      const body = jsonObjectOf(await c.req.text());
      if (!body) return badRequest(c, "The request body must be a JSON object");
      return runGraphQL(c.req.raw, c.get("clientIp"), body);
    }
    const malformed = malformedGetParameters(new URL(c.req.url));
    if (malformed) return badRequest(c, malformed);
    return runGraphQL(
      c.req.method === "GET" ? c.req.raw : new Request(c.req.raw, { method: "GET" }),
      c.get("clientIp"),
    );
  });
  app.all("/graphql", (c) => c.json({ message: "Use GET or POST" }, 405, { Allow: "GET, POST, HEAD" }));

  app.route("/api", restApp(rest, graphql, policy));
  for (const form of forms) app.post(form.path, limitBody, (c) => form.handle(c, graphql, policy));
  app.all("/api/*", (c) => c.json({ message: `No such API path: ${c.req.method} ${c.req.path}` }, 404));

  if (staticDir && fs.existsSync(path.join(staticDir, "index.html"))) {
    const indexHtml = fs.readFileSync(path.join(staticDir, "index.html"), "utf8");
    const renderer = serverRender ? loadRenderer(rendererPath(staticDir), log) : null;
    const heads = fontHeads(staticDir);
    const preloads = pagePreloads(staticDir);
    const pages = serverRender ? pageGate(serverRender.maxPages) : null;
    /** An app page: rendered here when the server build is there, else the app's shell. */
    const appPage = async (c: HonoContext, finish: (html: string) => string = (html) => html) => {
      if (!renderer || !serverRender) {
        c.header("cache-control", "no-cache");
        return c.html(finish(indexHtml));
      }
      return serveRenderedPage(
        c,
        graphql,
        { renderer, indexHtml, heads, preloads, timeoutMs: serverRender.timeoutMs, pages, log },
        finish,
      );
    };
    // `/` is a page, not the file index.html.
    app.get("/", (c) => appPage(c));
    app.use(
      "/*",
      serveStatic({
        root: staticDir,
        precompressed: true,
        onFound: (file, c) => {
          c.header(
            "cache-control",
            file.includes(`${path.sep}assets${path.sep}`) ? "public, max-age=31536000, immutable" : "no-cache",
          );
        },
      }),
    );
    // A shared job's or course's page carries its title and preview tags; without a render, its text too.
    for (const kind of ["job", "course"] as const) {
      app.get(`/${kind}/:id`, async (c) => {
        const listing = await sharedListing(c, graphql, kind, c.req.param("id"));
        return appPage(c, (html) => (listing ? sharedPage(html, listing, c.req.url) : html));
      });
    }
    // Every other path is an app page (the app answers an unknown one).
    app.get("*", (c) => appPage(c));
  }

  app.notFound((c) => restError(c, 404, ERROR_MESSAGES.notFound));
  app.onError((error, c) => {
    if (isDatabaseUnavailable(error)) {
      log.warn({ err: error, path: c.req.path }, "database unavailable");
      c.header("Retry-After", "5");
      return restError(c, 503, SERVICE_UNAVAILABLE_MESSAGE);
    }
    log.error({ err: error, path: c.req.path }, "unhandled error");
    return restError(c, 500, ERROR_MESSAGES.unexpected);
  });

  return app;
}
