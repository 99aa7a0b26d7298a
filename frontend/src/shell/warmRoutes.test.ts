import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { filesOfRoutes, type RouteFiles } from "./warmRoutes.ts";

const TABLE: RouteFiles = {
  folder: "/assets/",
  files: ["Home-1.js", "card-2.js", "Jobs-3.js", "Messages-4.js", "Analytics-5.js"],
  routes: [
    ["/", [0, 1]],
    ["/jobs", [2, 1]],
    ["/messages", [3]],
    ["/analytics", [4]],
  ],
};

describe("filesOfRoutes", () => {
  it("lists the files of the named routes, each once, with their folder", () => {
    expect(filesOfRoutes(TABLE, ["/", "/jobs", "/nowhere"])).toEqual([
      "/assets/Home-1.js",
      "/assets/card-2.js",
      "/assets/Jobs-3.js",
    ]);
    expect(filesOfRoutes(TABLE, [])).toEqual([]);
  });
});

describe("warmRoutes", () => {
  let fetched: string[];

  /** A fresh module (its record of fetched files is per page), on a loaded, idle page under a service worker. */
  async function load(options: { controller?: boolean; connection?: object } = {}) {
    vi.resetModules();
    window.ksRouteFiles = TABLE;
    Object.defineProperty(navigator, "serviceWorker", {
      configurable: true,
      value: { controller: options.controller === false ? null : {} },
    });
    Object.defineProperty(navigator, "connection", { configurable: true, value: options.connection });
    return (await import("./warmRoutes.ts")).warmRoutes;
  }

  /** Lets the idle callback and the fetch chain run. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  beforeEach(() => {
    fetched = [];
    vi.stubGlobal("requestIdleCallback", (run: () => void) => setTimeout(run, 0));
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init: RequestInit) => {
        fetched.push(`${url} ${init.priority}`);
        return new Response("x");
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    delete window.ksRouteFiles;
  });

  it("fetches the role's routes' files at low priority, each once, when idle", async () => {
    const warmRoutes = await load();
    warmRoutes(["/", "/jobs"]);
    expect(fetched).toEqual([]);
    await settle();
    await settle();
    expect(fetched).toEqual(["/assets/Home-1.js low", "/assets/card-2.js low", "/assets/Jobs-3.js low"]);
    warmRoutes(["/jobs", "/messages"]);
    await settle();
    await settle();
    expect(fetched.slice(3)).toEqual(["/assets/Messages-4.js low"]);
  });

  it("fetches nothing without a service worker, with Data Saver on, on 2G, or without boot.js's table", async () => {
    for (const options of [
      { controller: false },
      { connection: { saveData: true } },
      { connection: { effectiveType: "slow-2g" } },
    ]) {
      const warmRoutes = await load(options);
      warmRoutes(["/", "/jobs"]);
      await settle();
    }
    const warmRoutes = await load();
    delete window.ksRouteFiles;
    warmRoutes(["/"]);
    await settle();
    expect(fetched).toEqual([]);
  });

  it("tries a file again after a failed fetch", async () => {
    const warmRoutes = await load();
    vi.mocked(fetch).mockImplementationOnce(async (url) => {
      fetched.push(`${url} failed`);
      throw new TypeError("offline");
    });
    warmRoutes(["/messages"]);
    await settle();
    warmRoutes(["/messages"]);
    await settle();
    await settle();
    expect(fetched).toEqual(["/assets/Messages-4.js failed", "/assets/Messages-4.js low"]);
  });
});
