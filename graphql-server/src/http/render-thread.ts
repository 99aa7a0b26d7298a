// The main thread's side of the render thread (frontend/src/ssr/render-thread.ts): a Renderer whose pages are
// rendered by a worker thread that loaded the web app's render module. The page's GraphQL requests still run
// here, in-process, as the person the page is for; only React's render moves off this thread, so the API's
// requests do not wait behind it. A thread that fails or exits fails the pages it had (they go out as the app's
// shell), and the next page starts a new one.
import { Worker } from "node:worker_threads";
import { type FromRenderThread, RENDER_THREAD, type ToRenderThread } from "../../../frontend/src/ssr/render-thread.ts";
import type { Logger } from "../log/logger.ts";
import type { Renderer } from "./renderer.ts";

type RenderRequest = Parameters<Renderer["render"]>[0];
type RenderResult = Awaited<ReturnType<Renderer["render"]>>;

interface Pending {
  request: RenderRequest;
  resolve: (result: RenderResult) => void;
  reject: (error: Error) => void;
}

export interface ThreadRenderer extends Renderer {
  /** Ends the render thread (pages it had fail). */
  close(): Promise<void>;
}

/** Renders pages on a worker thread that loads `modulePath` (frontend/dist-server/render.js), started now. */
export function renderInThread(modulePath: string, log: Logger): ThreadRenderer {
  const pending = new Map<number, Pending>();
  let nextId = 0;
  let worker: Worker | null = null;

  const failAll = (error: Error) => {
    for (const page of pending.values()) page.reject(error);
    pending.clear();
  };
  const post = (to: Worker, message: ToRenderThread) => to.postMessage(message);

  const onMessage = (from: Worker, message: FromRenderThread) => {
    const page = pending.get(message.id);
    switch (message.type) {
      case "graphql":
        if (!page) {
          post(from, { type: "graphql-failed", call: message.call, message: "The page has ended" });
          return;
        }
        page.request.graphql(message.body).then(
          (reply) => post(from, { type: "graphql-reply", call: message.call, reply }),
          (error: unknown) => post(from, { type: "graphql-failed", call: message.call, message: String(error) }),
        );
        return;
      case "rendered":
        pending.delete(message.id);
        page?.resolve(message.result as RenderResult);
        return;
      case "failed":
        pending.delete(message.id);
        page?.reject(Object.assign(new Error(message.message), { name: message.name }));
        return;
    }
  };

  const start = (): Worker => {
    const started = new Worker(modulePath, { workerData: { [RENDER_THREAD]: true } });
    // The server's life is its HTTP server's: the render thread alone keeps nothing running.
    started.unref();
    started.on("message", (message: FromRenderThread) => onMessage(started, message));
    started.on("error", (error) => {
      log.error({ err: error }, "the render thread failed");
      if (worker === started) worker = null;
      failAll(error);
    });
    started.on("exit", (code) => {
      if (worker === started) worker = null;
      failAll(new Error(`the render thread exited (${code})`));
    });
    return started;
  };
  worker = start();

  return {
    render(request) {
      const to = worker ?? start();
      worker = to;
      const id = nextId++;
      return new Promise<RenderResult>((resolve, reject) => {
        pending.set(id, { request, resolve, reject });
        post(to, { type: "render", id, url: request.url, locale: request.locale });
        request.signal?.addEventListener("abort", () => post(to, { type: "abort", id }), { once: true });
      });
    },
    async close() {
      const closing = worker;
      worker = null;
      await closing?.terminate();
    },
  };
}
