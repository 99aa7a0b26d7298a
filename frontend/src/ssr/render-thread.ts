// Pages rendered on a thread of their own: the server's main thread answers the API and runs each page's
// queries, and a worker thread that loaded this render module renders the markup, so a page's rendering never
// holds up the requests around it. The two speak over the worker's port: the main thread asks for a page (and
// may abort it), the render thread sends each GraphQL request the page needs to the main thread and, at the
// end, the page.
import type { MessagePort } from "node:worker_threads";
import type { RenderRequest, RenderResult } from "./render.tsx";

/** The worker data key that makes a worker loading the render module serve renders. */
export const RENDER_THREAD = "khetsetuRenderThread";

type GraphQLReply = Awaited<ReturnType<RenderRequest["graphql"]>>;

/** From the main thread to the render thread. */
export type ToRenderThread =
  | { type: "render"; id: number; url: string; locale: string }
  | { type: "abort"; id: number }
  /** The reply's body is the GraphQL response, parsed (null when it was not JSON). */
  | { type: "graphql-reply"; call: number; reply: { status: number; body: unknown } }
  | { type: "graphql-failed"; call: number; message: string };

/** From the render thread to the main thread. */
export type FromRenderThread =
  | { type: "graphql"; id: number; call: number; body: string }
  | { type: "rendered"; id: number; result: RenderResult }
  | { type: "failed"; id: number; name: string; message: string };

/** Renders each page the port asks for with `render`; ends a page's render when the port aborts it. */
export function serveRenders(port: MessagePort, render: (request: RenderRequest) => Promise<RenderResult>): void {
  const renders = new Map<number, AbortController>();
  const calls = new Map<number, { resolve: (reply: GraphQLReply) => void; reject: (error: Error) => void }>();
  let nextCall = 0;
  const send = (message: FromRenderThread) => port.postMessage(message);
  port.on("message", (message: ToRenderThread) => {
    switch (message.type) {
      case "render": {
        const { id } = message;
        const controller = new AbortController();
        renders.set(id, controller);
        const graphql = (body: string) =>
          new Promise<GraphQLReply>((resolve, reject) => {
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
        if (message.type === "graphql-reply") call?.resolve(message.reply as GraphQLReply);
        else call?.reject(new Error(message.message));
        break;
      }
    }
  });
}
