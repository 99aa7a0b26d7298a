import { describe, expect, it } from "vitest";
import {
  type BrowserRow,
  type LighthouseResultLike,
  browserTable,
  median,
  medianRow,
  rowFromReport,
  scriptBytes,
} from "./browser-report.ts";

function report(
  figures: { lcp: number; fcp: number; tbt: number; cls: number },
  requests: Array<Record<string, unknown>>,
): LighthouseResultLike {
  return {
    audits: {
      "largest-contentful-paint": { numericValue: figures.lcp },
      "first-contentful-paint": { numericValue: figures.fcp },
      "total-blocking-time": { numericValue: figures.tbt },
      "cumulative-layout-shift": { numericValue: figures.cls },
      "network-requests": { details: { items: requests } },
    },
  };
}

const row = (page: string, lcpMs: number, fcpMs: number, tbtMs: number, cls: number, jsKb: number): BrowserRow => ({
  page,
  lcpMs,
  fcpMs,
  tbtMs,
  cls,
  jsKb,
});

describe("median", () => {
  it("takes the middle value of an odd count, whatever the order", () => {
    expect(median([9, 1, 5])).toBe(5);
  });
  it("takes the mean of the two middle values of an even count", () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
  it("refuses an empty list", () => {
    expect(() => median([])).toThrow();
  });
});

describe("rowFromReport", () => {
  it("reads the four metrics and sums only the scripts' transferred bytes", () => {
    const lhr = report({ lcp: 2400, fcp: 1100, tbt: 150, cls: 0.01 }, [
      { resourceType: "Script", transferSize: 1500 },
      { resourceType: "Document", transferSize: 9000 },
      { resourceType: "Script", transferSize: 500 },
      { resourceType: "Stylesheet", transferSize: 700 },
    ]);
    expect(scriptBytes(lhr)).toBe(2000);
    expect(rowFromReport("landing", lhr)).toEqual(row("landing", 2400, 1100, 150, 0.01, 2));
  });
  it("refuses a report with a runtime error or a missing figure", () => {
    expect(() =>
      rowFromReport("x", {
        ...report({ lcp: 1, fcp: 1, tbt: 1, cls: 0 }, []),
        runtimeError: { code: "NO_FCP", message: "no paint" },
      }),
    ).toThrow(/NO_FCP/);
    const missing = report({ lcp: 1, fcp: 1, tbt: 1, cls: 0 }, []);
    delete missing.audits["largest-contentful-paint"];
    expect(() => rowFromReport("x", missing)).toThrow(/largest-contentful-paint/);
  });
});

describe("medianRow", () => {
  it("takes each figure's median separately", () => {
    const runs = [
      row("home", 3000, 900, 300, 0.2, 100),
      row("home", 1000, 1100, 100, 0, 120),
      row("home", 2000, 1000, 200, 0.1, 110),
    ];
    expect(medianRow(runs)).toEqual(row("home", 2000, 1000, 200, 0.1, 110));
  });
  it("refuses runs of different pages", () => {
    expect(() => medianRow([row("a", 1, 1, 1, 0, 1), row("b", 1, 1, 1, 0, 1)])).toThrow(/different pages/);
  });
});

describe("browserTable", () => {
  it("prints seconds, milliseconds and KB in aligned columns", () => {
    const lines = browserTable([
      row("landing", 1234, 987, 12.4, 0, 55.56),
      row("employer dashboard", 10500, 2000, 700.6, 0.1234, 300),
    ]).split("\n");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^landing\s+1\.23\s+0\.99\s+12\s+0\.000\s+55\.6$/);
    expect(lines[2]).toMatch(/^employer dashboard\s+10\.50\s+2\.00\s+701\s+0\.123\s+300\.0$/);
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
  });
});
