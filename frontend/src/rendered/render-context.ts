// What route loaders are given when a page renders on the server, and when the browser then hydrates that page.
// It imports nothing: the route loaders sit in the entry chunk, and the session and Relay layers read it.

/** A Relay query artifact, as a loader imports it. */
export type QueryArtifact = { params: { name: string } };

/**
 * On the server, loaders fetch their query into the request's Relay store (`load`) and read the session the
 * server is reading at the same time (as the browser sends the session's query and the route's together); while
 * the browser hydrates a server-rendered page, loaders send nothing: the page carries the server's store and
 * session.
 */
export type RenderContext<Session = unknown> =
  | {
      kind: "server";
      session: Promise<Session>;
      load: (artifact: QueryArtifact, variables: Record<string, unknown>) => Promise<void>;
    }
  | { kind: "hydrating"; session: Session };

const KEY = "ksRender";

/** The router's loader context that carries `render`. */
export function renderLoaderContext<Session>(render: RenderContext<Session>): Record<string, RenderContext<Session>> {
  return { [KEY]: render };
}

/** The render context a loader was called with, or null for an ordinary navigation in the browser. */
export function renderContextOf<Session = unknown>(args: { context?: unknown }): RenderContext<Session> | null {
  const context = args.context as Record<string, RenderContext<Session> | undefined> | null | undefined;
  return (context && typeof context === "object" && context[KEY]) || null;
}
