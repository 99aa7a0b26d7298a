import { describe, expect, it } from "vitest";
import { combineRounds, operationStats, percentile, pickWeighted } from "./latency.ts";

describe("percentile", () => {
  it("takes the nearest rank, whatever the order of the values", () => {
    const values = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
    expect(percentile(values, 50)).toBe(5);
    expect(percentile(values, 99)).toBe(10);
    expect(percentile(values, 10)).toBe(1);
  });

  it("is NaN without values", () => {
    expect(percentile([], 50)).toBeNaN();
  });
});

describe("pickWeighted", () => {
  const mix = [
    ["search", 60],
    ["view", 25],
    ["apply", 10],
    ["message", 5],
  ] as const;

  it("splits [0, 1) in proportion to the weights", () => {
    expect(pickWeighted(mix, 0)).toBe("search");
    expect(pickWeighted(mix, 0.599)).toBe("search");
    expect(pickWeighted(mix, 0.6)).toBe("view");
    expect(pickWeighted(mix, 0.86)).toBe("apply");
    expect(pickWeighted(mix, 0.96)).toBe("message");
    expect(pickWeighted(mix, 0.999999)).toBe("message");
  });

  it("gives each name its share over evenly spread draws", () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 1000; i++) {
      const name = pickWeighted(mix, i / 1000);
      counts.set(name, (counts.get(name) ?? 0) + 1);
    }
    expect(Object.fromEntries(counts)).toEqual({ search: 600, view: 250, apply: 100, message: 50 });
  });

  it("refuses weights that add up to nothing", () => {
    expect(() => pickWeighted([["a", 0]], 0.5)).toThrow();
  });
});

describe("operationStats", () => {
  it("counts right answers per second and takes percentiles of every answer's latency", () => {
    const stats = operationStats("apply", { ok: 30, refused: 4, failed: 2, latencies: [10, 20, 30, 40] }, 10);
    expect(stats).toMatchObject({ name: "apply", ok: 30, refused: 4, failed: 2, reqPerSec: 3, p50: 20, p99: 40 });
  });
});

describe("combineRounds", () => {
  const round = (p50: number, p99: number, ok: number, seconds: number) => ({
    stats: { name: "x", ok, refused: 1, failed: 0, reqPerSec: ok / seconds, p50, p99 },
    seconds,
  });

  it("adds the answers, takes the median p50 and the worst p99", () => {
    expect(combineRounds("category", [round(30, 90, 100, 2), round(10, 50, 300, 2), round(20, 400, 200, 2)])).toEqual({
      name: "category",
      ok: 600,
      refused: 3,
      failed: 0,
      reqPerSec: 100,
      p50: 20,
      p99: 400,
    });
  });

  it("averages the two middle p50s of an even number of rounds", () => {
    expect(combineRounds("x", [round(10, 1, 1, 1), round(30, 1, 1, 1)]).p50).toBe(20);
  });
});
