import { describe, expect, it } from "vitest";
import type { LoadResult } from "./http-load.ts";
import type { OperationStats } from "./latency.ts";
import {
  type RenderedLoadResult,
  pageName,
  pageVerdict,
  renderedLoadRatio,
  renderedLoadRun,
  renderedLoadTable,
  screenQueryName,
} from "./rendered-load-report.ts";

const rendered = '<div id="root"><main>Jobs</main></div><script type="application/json" id="ks-ssr">{}</script>';
const shell = '<div id="root"></div>';

describe("pageVerdict", () => {
  it("wants a rendered page when rendering is on, and counts the shell as a fallback", () => {
    expect(pageVerdict("rendered", 200, rendered)).toBe("ok");
    expect(pageVerdict("rendered", 200, shell)).toBe("refused");
  });

  it("wants the shell when rendering is off", () => {
    expect(pageVerdict("shell", 200, shell)).toBe("ok");
    expect(pageVerdict("shell", 200, rendered)).toBe("failed");
  });

  it("fails anything but a 200 page", () => {
    expect(pageVerdict("rendered", 500, rendered)).toBe("failed");
    expect(pageVerdict("shell", 302, "")).toBe("failed");
    expect(pageVerdict("rendered", 200, '{"message":"No such API path"}')).toBe("failed");
  });
});

const op = (name: string, reqPerSec: number, p50 = 10, refused = 0): OperationStats => ({
  name,
  ok: reqPerSec * 10,
  refused,
  failed: 0,
  reqPerSec,
  p50,
  p99: p50 * 2,
});

const load = (operations: OperationStats[]): LoadResult => {
  const reqPerSec = operations.reduce((sum, operation) => sum + operation.reqPerSec, 0);
  return { seconds: 10, total: { ...op("all", reqPerSec), p50: 20, p99: 40 }, operations };
};

describe("renderedLoadRun", () => {
  it("counts a shell and its screen's query as one action", () => {
    const run = renderedLoadRun(
      "off",
      load([
        op("search", 60),
        op(pageName("laborer home"), 2, 5),
        op(screenQueryName("laborer home"), 2),
        op(pageName("shared job"), 1, 7),
        op(screenQueryName("shared job"), 1),
      ]),
      100,
      103,
    );
    expect(run.actionsPerSec).toBe(63);
    expect(run.pagesPerSec).toBe(3);
    expect(run.pageP50Ms).toBe(7);
    expect(run.shells).toBe(0);
    // 3 s of CPU over 630 actions.
    expect(run.serverCpuMsPerAction).toBeCloseTo(3000 / 630, 6);
  });

  it("counts rendered pages once and their fallbacks as shells", () => {
    const run = renderedLoadRun(
      "on",
      load([op("search", 50), op(pageName("laborer home"), 2, 30, 4), op(pageName("browse jobs"), 1, 20, 1)]),
      null,
      5,
    );
    expect(run.actionsPerSec).toBe(53);
    expect(run.shells).toBe(5);
    expect(run.serverCpuMsPerAction).toBeNull();
  });

  it("has no figures without a load", () => {
    const run = renderedLoadRun("on", null, null, null);
    expect(run).toMatchObject({ actionsPerSec: 0, pagesPerSec: 0, pageP50Ms: null, serverCpuMsPerAction: null });
  });
});

describe("renderedLoadRatio", () => {
  it("divides actions per second, not requests: a shell's follow-up queries are not work done", () => {
    const off = renderedLoadRun(
      "off",
      load([op("search", 90), op(pageName("laborer home"), 5), op(screenQueryName("laborer home"), 10)]),
      0,
      1,
    );
    const on = renderedLoadRun("on", load([op("search", 85), op(pageName("laborer home"), 5)]), 0, 1);
    expect(renderedLoadRatio(off, on)).toBeCloseTo(90 / 95, 6);
    expect(renderedLoadRatio(off, renderedLoadRun("on", null, null, null))).toBeNull();
  });
});

describe("renderedLoadTable", () => {
  const result = (ratio: number | null): RenderedLoadResult => ({
    cpu: [{ page: "laborer home", pageCpuMs: 61.4, queryCpuMs: 22.2 }],
    runs: [
      renderedLoadRun("off", load([op("search", 100), op(pageName("laborer home"), 5)]), 0, 1),
      renderedLoadRun("on", load([op("search", 90), op(pageName("laborer home"), 5)]), 0, 1),
    ],
    ratio,
  });

  it("prints CPU per page, both runs and the ratio against its target", () => {
    const text = renderedLoadTable(result(0.91));
    expect(text).toMatch(/laborer home\s+61 ms\s+22 ms/);
    expect(text).toMatch(/rendering off\s+105\s+105/);
    expect(text).toMatch(/rendering on\s+95\s+95/);
    expect(text).toContain("0.91 ✓ (target ≥ 0.9)");
    expect(renderedLoadTable(result(0.8))).toContain("0.80 ✗");
    expect(renderedLoadTable(result(null))).toContain("— (not measured)");
  });
});
