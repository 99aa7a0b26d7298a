// The server's render of a page (built by `vite build --ssr` into frontend/dist-server/render.js, which the server
// imports): the route's loaders fetch its queries in-process into a Relay store of this request, React renders
// the route to HTML, and the page carries the store's records and the session so the browser hydrates it without
// asking again. Emotion (Chakra) collects each style the markup uses into the page's head.
import type { EmotionCache } from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { i18n, type Messages } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { isMainThread, parentPort, workerData } from "node:worker_threads";
import { renderToString } from "react-dom/server";
import { prerender } from "react-dom/static";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { Environment, fetchQuery, Network, Observable, RecordSource, Store } from "relay-runtime";
import type { ConcreteRequest } from "relay-runtime";
import SessionQuery from "../__generated__/SessionQuery.graphql.ts";
import { graphqlBody, type GraphQLBody, type OperationParams } from "../relay/graphql-http.ts";
import { RequestEnvironment } from "../relay/request-environment.ts";
import { placeNamesReady } from "../features/places/public-preload.ts";
import { routes } from "../routes.tsx";
import type { Session } from "../session/session.ts";
import { type Access, accessRedirect } from "../shell/access.ts";
import { type QueryArtifact, renderLoaderContext } from "../rendered/render-context.ts";
import { fixPageClock } from "../rendered/page-clock.ts";
import { styleCache, styleElements } from "./page-styles.ts";
import { RENDER_THREAD, serveRenders } from "./render-thread.ts";
import type { SsrData } from "../rendered/page-data.ts";
import { readingCatalog } from "../i18n/page-messages.ts";

/** The languages the server renders in. */
export const RENDER_LOCALES = ["en", "hi", "kn", "te"] as const;

export interface RenderRequest {
  /** The page's full address. */
  url: string;
  locale: string;
  /** POSTs a GraphQL request body to /graphql in-process, as the person the page is for. */
  graphql: (body: string) => Promise<{ status: number; body: GraphQLBody | null }>;
  /** Aborts a render that takes longer (the server then sends the app's shell). */
  signal?: AbortSignal;
}

export type RenderResult =
  /** `status`: 404 for the app's not-found page. */
  | {
      kind: "page";
      status: number;
      markup: string;
      /** The page's styles, as <style> elements for its head. */
      styles: string;
      data: SsrData<Session>;
      renderMs: number;
    }
  | { kind: "redirect"; location: string }
  /** Not rendered here (the page is the landing page's prerendered copy, or the render failed): the app's shell. */
  | { kind: "shell"; reason: string };

const handler = createStaticHandler(routes);

const catalogs = new Map<string, Messages>();
async function catalog(locale: string): Promise<Messages> {
  let messages = catalogs.get(locale);
  if (!messages) {
    messages = ((await import(`../locales/${locale}.po`)) as { messages: Messages }).messages;
    catalogs.set(locale, messages);
  }
  return messages;
}

// One render at a time: the app's messages and Intl formats read Lingui's one active language, which each render
// switches to its own. Its data is fetched before, outside this queue. A render waits for the one before it only
// until its own time is up, and ends then, so a render that never finishes holds up no other.
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(signal: AbortSignal | undefined, task: () => Promise<T>): Promise<T> {
  const before = queue;
  const run = Promise.race([before.then(task, task), untilAborted(signal)]);
  queue = Promise.race([run, untilAborted(signal)]).catch(() => undefined);
  return run;
}

/** Never resolves; rejects with the signal's reason once it is aborted. */
function untilAborted(signal: AbortSignal | undefined): Promise<never> {
  return new Promise((_, reject) => {
    if (!signal) return;
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener("abort", () => reject(signal.reason), { once: true });
  });
}

/** Renders waiting for their turn or rendering in it (oneAtATime). */
let rendersInTurn = 0;

/** How React's markup opens a Suspense boundary it left for the browser to render (a part still loading). */
const CLIENT_RENDERED_BOUNDARY = "<!--$!";

class GraphQLRequestError extends Error {}

async function readSession(request: RenderRequest): Promise<Session> {
  const reply = await request.graphql(graphqlBody(SessionQuery.params as OperationParams, {}));
  const viewer = (reply.body?.data as Session | undefined)?.viewer;
  if (viewer === undefined) throw new GraphQLRequestError(`session: ${reply.status}`);
  return { viewer };
}

function requestEnvironment(request: RenderRequest): Environment {
  const network = Network.create((params, variables) =>
    Observable.from(
      request.graphql(graphqlBody(params as OperationParams, variables)).then((reply) => {
        if (!reply.body?.data) throw new GraphQLRequestError(`${params.name}: ${reply.status}`);
        return reply.body as never;
      }),
    ),
  );
  return new Environment({ network, store: new Store(new RecordSource()), isServer: true });
}

/** Renders the page at `request.url`, or says why the app's shell is sent instead. */
export async function render(request: RenderRequest): Promise<RenderResult> {
  if (!(RENDER_LOCALES as readonly string[]).includes(request.locale))
    return { kind: "shell", reason: "unknown language" };
  const url = new URL(request.url);
  // Who is signed in and the route's data are read at once, as the browser asks for them: a page on a busy
  // server waits for its queries once, not twice. A page that then redirects or is the landing page drops
  // what its loaders fetched (a query asks as the person the cookie names, so it never shows more than they may see).
  const sessionRead = readSession(request);
  const environment = requestEnvironment(request);
  const load = async (artifact: QueryArtifact, variables: Record<string, unknown>) => {
    await fetchQuery(environment, artifact as unknown as ConcreteRequest, variables, {
      fetchPolicy: "network-only",
    }).toPromise();
  };
  const loaded = handler.query(new Request(url, { signal: request.signal }), {
    requestContext: renderLoaderContext({ kind: "server", session: sessionRead, load }),
  });
  loaded.catch(() => undefined); // its failure is read below, or the page has already gone another way
  const session = await sessionRead;
  const matches = handler.match(url.pathname);
  const access = ((matches?.at(-1)?.route.handle as { access?: Access } | undefined)?.access ?? "member") as Access;
  const redirect = accessRedirect(access, session.viewer, url.pathname + url.search);
  if (redirect) return { kind: "redirect", location: redirect };
  // The signed-out English landing page is the build's prerendered copy.
  if (access === "home" && !session.viewer && request.locale === "en") return { kind: "shell", reason: "landing" };

  const context = await loaded;
  if (context instanceof Response) {
    const location = context.headers.get("location");
    return location ? { kind: "redirect", location } : { kind: "shell", reason: `loader answered ${context.status}` };
  }
  if (context.errors) return { kind: "shell", reason: "a loader failed" };
  const [messages] = await Promise.all([catalog(request.locale), placeNamesReady(request.locale)]);
  const router = createStaticRouter(handler.dataRoutes, context);

  const tree = (styles: EmotionCache) => (
    <CacheProvider value={styles}>
      <I18nProvider i18n={i18n}>
        <RequestEnvironment.Provider value={environment}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </RequestEnvironment.Provider>
      </I18nProvider>
    </CacheProvider>
  );
  const page = (
    markup: string,
    styles: EmotionCache,
    pageCatalog: ReturnType<typeof readingCatalog>,
    renderedAt: number,
    started: number,
  ): RenderResult => ({
    kind: "page",
    status: context.matches.at(-1)?.route.path === "*" ? 404 : 200,
    markup,
    styles: styleElements(styles, markup),
    data: {
      locale: request.locale,
      session,
      renderedAt,
      records: environment.getStore().getSource().toJSON(),
      messages: pageCatalog.read(),
    },
    renderMs: performance.now() - started,
  });

  // Once every part of the app a page uses has loaded, and its records are in the store, the page renders at
  // once: synchronously, so nothing else runs between switching to its language and clock and switching back, and
  // it need not wait for its turn. One that meets a part still loading (a boundary left for the browser), or
  // fails, is rendered again in turn, waiting for everything.
  if (rendersInTurn === 0 && !request.signal?.aborted) {
    const started = performance.now();
    const renderedAt = Date.now();
    const styles = styleCache();
    fixPageClock(renderedAt);
    const pageCatalog = readingCatalog(messages);
    i18n.loadAndActivate({ locale: request.locale, messages: pageCatalog.messages });
    let markup: string | null = null;
    try {
      markup = renderToString(tree(styles));
    } catch {
      markup = null;
    } finally {
      fixPageClock(null);
    }
    if (markup !== null && !markup.includes(CLIENT_RENDERED_BOUNDARY))
      return page(markup, styles, pageCatalog, renderedAt, started);
  }

  rendersInTurn++;
  try {
    return await oneAtATime(request.signal, async () => {
      request.signal?.throwIfAborted();
      const started = performance.now();
      let failure: unknown = null;
      const renderedAt = Date.now();
      fixPageClock(renderedAt);
      const pageCatalog = readingCatalog(messages);
      i18n.loadAndActivate({ locale: request.locale, messages: pageCatalog.messages });
      let markup: string;
      const styles = styleCache();
      try {
        const { prelude } = await prerender(tree(styles), {
          signal: request.signal,
          // Every Suspense boundary in place: a large one would otherwise be sent apart with an inline script to
          // move it, which the page's CSP (no inline scripts) refuses.
          progressiveChunkSize: Number.POSITIVE_INFINITY,
          onError: (error) => {
            failure ??= error;
          },
        });
        markup = await new Response(prelude).text();
      } finally {
        fixPageClock(null);
      }
      // A part that failed would be rendered again in the browser, replacing the server's: the whole page is then
      // better rendered there.
      if (failure) return { kind: "shell", reason: `render failed: ${String((failure as Error).message ?? failure)}` };
      return page(markup, styles, pageCatalog, renderedAt, started);
    });
  } finally {
    rendersInTurn--;
  }
}

// Loaded by the server's render thread: serve its pages.
if (!isMainThread && parentPort && (workerData as Record<string, unknown> | null)?.[RENDER_THREAD])
  serveRenders(parentPort, render);
