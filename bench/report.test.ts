import { describe, expect, it } from "vitest";
import { type Round, formatRatio, formatTable, median, ratio, resultsTable, summarize } from "./report.ts";

const round = (ok: number, seconds: number, p50: number, p99: number, failed = 0): Round => ({
  ok,
  failed,
  seconds,
  p50,
  p99,
});

describe("summarize", () => {
  it("takes req/s over all rounds together, the median p50 and the worst p99", () => {
    const summary = summarize("GraphQL", [
      round(1000, 10, 20, 80),
      round(1500, 10, 15, 300, 2),
      round(1100, 10, 18, 90),
    ]);
    expect(summary.reqPerSec).toBe(120);
    expect(summary.p50).toBe(18);
    expect(summary.p99).toBe(300);
    expect(summary.failed).toBe(2);
    expect(summary.rounds).toBe(3);
  });

  it("weighs rounds by their length, not equally", () => {
    expect(summarize("x", [round(100, 1, 1, 1), round(100, 9, 1, 1)]).reqPerSec).toBe(20);
  });

  it("gives 0 req/s and no latency for no rounds", () => {
    const summary = summarize("x", []);
    expect(summary.reqPerSec).toBe(0);
    expect(summary.p50).toBeNaN();
    expect(summary.p99).toBeNaN();
  });
});

describe("median", () => {
  it("is the middle value, or the mean of the two middle values", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});

describe("ratio", () => {
  it("divides the target's req/s by the baseline's", () => {
    expect(ratio(summarize("g", [round(180, 1, 1, 1)]), summarize("b", [round(1440, 1, 1, 1)]))).toBe(0.125);
  });

  it("is null when the baseline answered nothing", () => {
    expect(ratio(summarize("g", [round(180, 1, 1, 1)]), summarize("b", [round(0, 1, 1, 1)]))).toBeNull();
    expect(formatRatio(null)).toBe("—");
    expect(formatRatio(0.125)).toBe("0.13");
  });
});

describe("formatTable", () => {
  it("aligns text left and numbers right under a rule", () => {
    expect(
      formatTable(
        ["target", "req/s"],
        [
          ["a", "5"],
          ["longer", "1,440"],
        ],
      ).split("\n"),
    ).toEqual(["target  req/s", "------  -----", "a           5", "longer  1,440"]);
  });
});

describe("resultsTable", () => {
  it("shows req/s, latencies, the ratio where given, failures and rounds", () => {
    const graphql = summarize("GraphQL job search", [round(1800, 10, 170.2, 412)]);
    const baseline = summarize("baseline", [round(14400, 10, 4.25, 31)]);
    const lines = resultsTable([graphql, baseline], new Map([["GraphQL job search", ratio(graphql, baseline)]])).split(
      "\n",
    );
    expect(lines[0]).toMatch(/^target\s+req\/s\s+p50\s+p99\s+÷ baseline\s+failed\s+rounds$/);
    expect(lines[2]).toMatch(/^GraphQL job search\s+180\s+170 ms\s+412 ms\s+0\.13\s+0\s+1$/);
    expect(lines[3]).toMatch(/^baseline\s+1,440\s+4\.3 ms\s+31 ms\s+0\s+1$/);
  });
});
