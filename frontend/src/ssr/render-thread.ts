// Pages rendered on a thread of their own: the server's main thread answers the API and runs each page's
// queries, and a worker thread that loaded this render module renders the markup, so a page's rendering never
// holds up the requests around it. The two speak over the worker's port: the main thread asks for a page (and
// may abort it), the render thread sends each GraphQL request the page needs to the main thread and, at the
// end, the page.
// It imports nothing of the app, so the server's side can import it without the app's modules.
import type { MessagePort } from "node:worker_threads";

/** The worker data key that makes a worker loading the render module serve renders. */
export const RENDER_THREAD = "khetsetuRenderThread";

/** A GraphQL request's answer: its status and its body, parsed (null when it was not JSON). */
type GraphQLReply = { status: number; body: unknown };

/** A page to render (render.tsx's RenderRequest, whose `graphql` answers with a GraphQL body). */
interface PageRequest<Reply> {
  url: string;
  locale: string;
  graphql: (body: string) => Promise<Reply>;
  signal: AbortSignal;
}

/** From the main thread to the render thread. */
export type ToRenderThread =
  | { type: "render"; id: number; url: string; locale: string }
  | { type: "abort"; id: number }
  | { type: "graphql-reply"; call: number; reply: GraphQLReply }
  | { type: "graphql-failed"; call: number; message: string };

/** From the render thread to the main thread. */
export type FromRenderThread =
  | { type: "graphql"; id: number; call: number; body: string }
  /** render.tsx's RenderResult. */
  | { type: "rendered"; id: number; result: unknown }
  | { type: "failed"; id: number; name: string; message: string };

/** Renders each page the port asks for with `render`; ends a page's render when the port aborts it. */
export function serveRenders<Reply extends GraphQLReply>(
  port: MessagePort,
  render: (request: PageRequest<Reply>) => Promise<unknown>,
): void {
  const renders = new Map<number, AbortController>();
  const calls = new Map<number, { resolve: (reply: Reply) => void; reject: (error: Error) => void }>();
  let nextCall = 0;
  const send = (message: FromRenderThread) => port.postMessage(message);
  port.on("message", (message: ToRenderThread) => {
    switch (message.type) {
      case "render": {
        const { id } = message;
        const controller = new AbortController();
        renders.set(id, controller);
        const graphql = (body: string) =>
          new Promise<Reply>((resolve, reject) => {
            const call = nextCall++;
            calls.set(call, { resolve, reject });
            send({ type: "graphql", id, call, body });
          });
        render({ url: message.url, locale: message.locale, graphql, signal: controller.signal })
          .then(
            (result) => send({ type: "rendered", id, result }),
            (error: unknown) =>
              send({
                type: "failed",
                id,
                name: error instanceof Error ? error.name : "Error",
                message: error instanceof Error ? error.message : String(error),
              }),
          )
          .finally(() => renders.delete(id));
        break;
      }
      case "abort":
        renders.get(message.id)?.abort(new DOMException("The page's time is up", "AbortError"));
        break;
      case "graphql-reply":
      case "graphql-failed": {
        const call = calls.get(message.call);
        calls.delete(message.call);
        if (message.type === "graphql-reply") call?.resolve(message.reply as Reply);
        else call?.reject(new Error(message.message));
        break;
      }
    }
  });
}
