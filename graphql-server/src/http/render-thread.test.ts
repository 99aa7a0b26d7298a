import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { threadId } from "node:worker_threads";
import { afterEach, describe, expect, it } from "vitest";
import { logger } from "../log/logger.ts";
import { type ThreadRenderer, renderInThread } from "./render-thread.ts";

const SERVE_RENDERS = path.resolve(import.meta.dirname, "../../../frontend/src/ssr/render-thread.ts");

/**
 * A render module as the server build's is loaded on the render thread: it serves renders over the worker's port
 * (frontend/src/ssr/render-thread.ts). Its pages: "/who" asks GraphQL who is signed in and names its thread;
 * "/wait" waits until aborted; "/throw" fails; "/exit" ends its thread.
 */
const MODULE = `
import { parentPort, threadId, workerData } from "node:worker_threads";
import { RENDER_THREAD, serveRenders } from ${JSON.stringify(SERVE_RENDERS)};

async function render({ url, locale, graphql, signal }) {
  const page = new URL(url).pathname;
  if (page === "/wait")
    await new Promise((_, reject) => signal.addEventListener("abort", () => reject(signal.reason), { once: true }));
  if (page === "/throw") throw new TypeError("no such screen");
  if (page === "/exit") process.exit(3);
  const reply = await graphql(JSON.stringify({ query: "{ viewer { name } }" }));
  return {
    kind: "page",
    status: 200,
    markup: "<p>" + reply.body.data.viewer.name + " on thread " + threadId + "</p>",
    styles: "",
    data: { locale },
    renderMs: 1,
  };
}
if (workerData?.[RENDER_THREAD]) serveRenders(parentPort, render);
`;

let renderer: ThreadRenderer | null = null;
afterEach(async () => {
  await renderer?.close();
  renderer = null;
});

function threadRenderer(): ThreadRenderer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "render-thread-"));
  const file = path.join(dir, "render.mjs");
  fs.writeFileSync(file, MODULE);
  renderer = renderInThread(file, logger);
  return renderer;
}

const asked: string[] = [];
const request = (page: string, signal?: AbortSignal) => ({
  url: `http://localhost${page}`,
  locale: "kn",
  signal,
  graphql: async (body: string) => {
    asked.push(body);
    return { status: 200, body: { data: { viewer: { name: "Ravi" } } } };
  },
});

describe("pages rendered on a thread of their own", () => {
  it("renders on another thread, its GraphQL requests answered on this one", async () => {
    const thread = threadRenderer();
    asked.length = 0;
    const result = await thread.render(request("/who"));
    expect(result).toMatchObject({ kind: "page", status: 200, data: { locale: "kn" } });
    const markup = result.kind === "page" ? result.markup : "";
    const renderedOn = Number(markup.match(/on thread (\d+)/)?.[1]);
    expect(markup).toContain("Ravi");
    expect(renderedOn).toBeGreaterThan(0);
    expect(renderedOn).not.toBe(threadId);
    expect(asked).toEqual([JSON.stringify({ query: "{ viewer { name } }" })]);
  });

  it("ends a page when its signal aborts, and renders the next", async () => {
    const thread = threadRenderer();
    const controller = new AbortController();
    const waiting = thread.render(request("/wait", controller.signal));
    controller.abort();
    await expect(waiting).rejects.toMatchObject({ name: "AbortError" });
    await expect(thread.render(request("/who"))).resolves.toMatchObject({ kind: "page" });
  });

  it("passes a failed render's error on, and the thread goes on", async () => {
    const thread = threadRenderer();
    await expect(thread.render(request("/throw"))).rejects.toMatchObject({
      name: "TypeError",
      message: "no such screen",
    });
    await expect(thread.render(request("/who"))).resolves.toMatchObject({ kind: "page" });
  });

  it("fails the pages of a thread that exits, and starts a new one for the next", async () => {
    const thread = threadRenderer();
    const first = await thread.render(request("/who"));
    const waiting = thread.render(request("/wait"));
    await expect(thread.render(request("/exit"))).rejects.toThrow("the render thread exited (3)");
    await expect(waiting).rejects.toThrow("the render thread exited (3)");
    const next = await thread.render(request("/who"));
    const threadOf = (result: typeof first) => (result.kind === "page" ? result.markup.match(/thread (\d+)/)?.[1] : "");
    expect(threadOf(next)).not.toBe(threadOf(first));
  });
});
