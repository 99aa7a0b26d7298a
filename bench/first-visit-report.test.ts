import { describe, expect, it } from "vitest";
import {
  type FirstVisitResults,
  type VisitFigure,
  allTargetsMet,
  firstVisitTable,
  parseServerTiming,
  poMessage,
  renderTiming,
  serverRenderFigure,
  serverRenderTable,
  verdict,
} from "./first-visit-report.ts";

describe("parseServerTiming", () => {
  it("reads names, durations and quoted descriptions", () => {
    expect(parseServerTiming('render;dur=12.3, ssr;desc="shell", db;dur=4;desc="a, b; c"')).toEqual([
      { name: "render", dur: 12.3 },
      { name: "ssr", desc: "shell" },
      { name: "db", dur: 4, desc: "a, b; c" },
    ]);
  });

  it("has nothing for a missing or empty header, and ignores a duration that is not a number", () => {
    expect(parseServerTiming(null)).toEqual([]);
    expect(parseServerTiming("")).toEqual([]);
    expect(parseServerTiming("render;dur=abc")).toEqual([{ name: "render" }]);
  });
});

describe("renderTiming", () => {
  it("finds the render duration and the shell mark", () => {
    expect(renderTiming("total;dur=30, render;dur=12.3")).toEqual({ renderMs: 12.3, fallback: false });
    expect(renderTiming('ssr;desc="shell"')).toEqual({ renderMs: null, fallback: true });
    expect(renderTiming(null)).toEqual({ renderMs: null, fallback: false });
  });
});

describe("serverRenderFigure", () => {
  it("takes the median and p95 of render durations and response times", () => {
    const responses = Array.from({ length: 20 }, (_, i) => ({
      serverTiming: i === 19 ? 'ssr;desc="shell"' : `render;dur=${i + 1}`,
      responseMs: (i + 1) * 10,
    }));
    const figure = serverRenderFigure("laborer home", "/", responses);
    expect(figure.rendered).toBe(19);
    expect(figure.fallbacks).toBe(1);
    expect(figure.renderP50Ms).toBe(10);
    expect(figure.renderP95Ms).toBe(19);
    expect(figure.responseP50Ms).toBe(105);
    expect(figure.responseP95Ms).toBe(190);
  });

  it("has no render figures without headers, and the table shows dashes", () => {
    const figure = serverRenderFigure("laborer home", "/", [{ serverTiming: null, responseMs: 3 }]);
    expect(figure.renderP50Ms).toBeNull();
    const table = serverRenderTable([figure]);
    expect(table.split("\n")[2]).toMatch(/^laborer home \(\/\)\s+1\s+—\s+—\s+—\s+—\s+3\.0 ms\s+3\.0 ms$/);
  });
});

describe("poMessage", () => {
  const po = [
    'msgid "Apply"',
    'msgstr "ಅರ್ಜಿ"',
    "",
    'msgid "Apply Now"',
    'msgstr "ಈಗ ಅರ್ಜಿ ಹಾಕಿ"',
    'msgid "Empty"',
    'msgstr ""',
  ].join("\n");
  it("finds the exact msgid's translation", () => {
    expect(poMessage(po, "Apply Now")).toBe("ಈಗ ಅರ್ಜಿ ಹಾಕಿ");
    expect(poMessage(po, "Apply")).toBe("ಅರ್ಜಿ");
  });
  it("has none for an untranslated or missing message", () => {
    expect(poMessage(po, "Empty")).toBeNull();
    expect(poMessage(po, "Missing")).toBeNull();
  });
});

describe("verdict", () => {
  it("marks a figure at or under its target", () => {
    expect(verdict(2500, 2500)).toBe("2.50 s ✓");
    expect(verdict(2501, 2500)).toBe("2.50 s ✗");
    expect(verdict(null, 2500)).toBe("— ✗");
  });
});

const visit = (page: string, language: "en" | "kn", mode: "cold" | "warm", medianMs: number | null): VisitFigure => ({
  page,
  path: "/",
  language,
  mode,
  runsMs: medianMs === null ? [] : [medianMs],
  medianMs,
});

describe("firstVisitTable", () => {
  const results: FirstVisitResults = {
    throttling: { latencyMs: 300, kbps: 700, cpuSlowdown: 4 },
    runs: 1,
    visits: [
      visit("home", "en", "cold", 2000),
      visit("home", "kn", "cold", 3000),
      visit("home", "en", "warm", 1000),
      visit("home", "kn", "warm", null),
    ],
    apply: [{ language: "en", runsMs: [5000], medianMs: 5000, formRunsMs: [1250], formMedianMs: 1250 }],
    serverRender: [],
    lighthouse: [{ page: "landing", lcpMs: 1550, tbtMs: 10 }],
  };

  it("puts each language in its column against the mode's target", () => {
    const lines = firstVisitTable(results).split("\n");
    expect(lines[0]).toMatch(/^figure\s+en\s+kn\s+target$/);
    expect(lines[2]).toMatch(/^cold: home \(\/\)\s+2\.00 s ✓\s+3\.00 s ✗\s+≤ 2\.50 s$/);
    expect(lines[3]).toMatch(/^warm: home \(\/\)\s+1\.00 s ✓\s+— ✗\s+≤ 1\.50 s$/);
    expect(lines[4]).toMatch(/^cold: Apply works \(hydrated\).*5\.00 s ✓\s+≤ 6\.00 s$/);
    // The form's time has no target: Apply is judged hydrated.
    expect(lines[5]).toMatch(/^cold: Apply works before the scripts \(its form\)\s+1\.25 s\s+—$/);
    expect(lines[6]).toMatch(/^Lighthouse LCP: landing \(TBT 10 ms\)\s+1\.55 s ✓\s+≤ 2\.50 s$/);
  });

  it("meets the targets only when every figure does", () => {
    expect(allTargetsMet(results)).toBe(false);
    const met = { ...results, visits: results.visits.filter((v) => v.language === "en") };
    expect(allTargetsMet(met)).toBe(true);
    expect(allTargetsMet({ ...met, lighthouse: [{ page: "landing", lcpMs: 2600, tbtMs: 0 }] })).toBe(false);
  });
});
