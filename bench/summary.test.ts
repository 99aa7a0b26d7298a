import { describe, expect, it } from "vitest";
import type { GrowthFilterResult, GrowthResult } from "./growth.ts";
import type { MixedResult } from "./mixed.ts";
import {
  type BenchResults,
  growthRatios,
  growthTable,
  mixedTable,
  quotient,
  seqScanFilters,
  shortAccess,
  summaryRows,
  summaryTable,
} from "./summary.ts";

const stats = (name: string, p50: number) => ({
  name,
  ok: 100,
  refused: 0,
  failed: 0,
  reqPerSec: 50,
  p50,
  p99: p50 * 3,
});
const filter = (name: string, p50: number, pageAccess: string[], seqScan = false): GrowthFilterResult => ({
  filter: name,
  stats: stats(name, p50),
  pageAccess,
  countAccess: pageAccess,
  seqScan,
  pageMs: 1,
  countMs: 2,
});

const GROWTH: GrowthResult = {
  sizes: [
    {
      name: "10k",
      jobs: 10_000,
      filters: [
        filter("category", 8, ["Index Scan Job_status_category_createdAt_idx"]),
        filter("text search", 10, ["Seq Scan Job"], true),
      ],
    },
    {
      name: "1M",
      jobs: 1_000_000,
      filters: [
        filter("category", 10, ["Index Scan Job_status_category_createdAt_idx"]),
        filter("text search", 40, ["Seq Scan Job"], true),
      ],
    },
  ],
};

const MIXED: MixedResult = {
  runs: [
    {
      database: "PostgreSQL",
      jobs: 100_000,
      serverPeakRssMiB: 300.4,
      serverRssBeforeMiB: 250,
      load: {
        seconds: 10,
        total: { ...stats("total", 20), failed: 2, refused: 5 },
        operations: [stats("apply", 30), { ...stats("search", 10), ok: 600 }],
      },
    },
  ],
};

const BASE: BenchResults = {
  date: "2026-11-24T05:00:00.000Z",
  machine: { cpus: 2, cpuModel: "Test CPU", memoryGiB: 24, node: "v24.0.0" },
  quick: false,
};
const figureOf = (rows: string[][], figure: RegExp) => rows.find((row) => figure.test(row[0]!))?.[1];

describe("growth", () => {
  it("divides each filter's p50 at the largest size by the smallest's", () => {
    expect(growthRatios(GROWTH)).toEqual(
      new Map([
        ["category", 10 / 8],
        ["text search", 4],
      ]),
    );
  });

  it("names the filters that read Job row by row at a size", () => {
    expect(seqScanFilters(GROWTH, "1M")).toEqual(["text search"]);
    expect(seqScanFilters(GROWTH, "100k")).toEqual([]);
  });

  it("tabulates every filter with its p50 per size and the access at the largest", () => {
    const table = growthTable(GROWTH);
    expect(table).toMatch(
      /category\s+8\.0 ms\s+24 ms\s+10 ms\s+30 ms\s+1\.25 ×\s+Index Scan \(status_category_createdAt\)\s+1\.0 ms\s+Index Scan \(status_category_createdAt\)\s+2\.0 ms/,
    );
    expect(table).toMatch(/text search .* SEQ SCAN/);
  });
});

describe("shortAccess", () => {
  it("shortens the top access and its index; a seq scan stands out", () => {
    expect(shortAccess(["Bitmap Heap Scan Job", "Bitmap Index Scan Job_location_idx"])).toBe(
      "Bitmap Heap Scan (location)",
    );
    expect(shortAccess(["Seq Scan Job"])).toBe("SEQ SCAN");
    expect(shortAccess([])).toBe("—");
  });
});

describe("mixedTable", () => {
  it("lists the operations busiest first, then the total", () => {
    const lines = mixedTable(MIXED).split("\n").slice(2);
    expect(lines.map((line) => line.split(/\s{2,}/)[1])).toEqual(["search", "apply", "total"]);
    expect(lines[2]).toMatch(/total\s+50 req\/s\s+20 ms\s+60 ms\s+2\s+5$/);
  });
});

describe("summaryRows", () => {
  it("shows a dash for every figure of a section that did not run", () => {
    const rows = summaryRows(BASE);
    expect(figureOf(rows, /GraphQL job search ÷/)).toBe("—");
    expect(figureOf(rows, /LCP landing/)).toBe("—");
    expect(figureOf(rows, /mixed load, 64 connections, PGlite/)).toBe("—");
    expect(figureOf(rows, /scaling: job search, 2 workers/)).toBe("—");
  });

  it("takes each figure from its section", () => {
    const rows = summaryRows({
      ...BASE,
      api: {
        jobs: 100_000,
        graphqlRatio: 0.243,
        restRatio: 0.5,
        graphqlP50: 40,
        graphqlP99: 123.4,
        graphqlReqPerSec: 700,
        serverPeakRssMiB: 512.2,
      },
      growth: GROWTH,
      mixed: MIXED,
      scaling: {
        supported: false,
        runs: [
          {
            workers: 1,
            processes: 1,
            summary: { name: "1", rounds: 1, reqPerSec: 640, p50: 1, p99: 2, failed: 0 },
            peakRssMiB: 300,
          },
        ],
      },
      browser: {
        pages: [{ page: "laborer home", lcpMs: 2_345, tbtMs: 120, fcpMs: 1_000, jsKb: 301.25 }],
        bundle: [{ route: "/ (laborer home)", bytes: 327_704 }],
      },
    });
    expect(figureOf(rows, /GraphQL job search ÷/)).toBe("0.24 ×");
    expect(figureOf(rows, /p99 at 32/)).toBe("123 ms");
    expect(figureOf(rows, /LCP laborer home/)).toBe("2.35 s, TBT 120 ms");
    expect(figureOf(rows, /npm run size/)).toBe("327.7 KB");
    expect(figureOf(rows, /mixed load, 64 connections, PostgreSQL/)).toBe("50 req/s, p99 60 ms, 2 failed");
    expect(figureOf(rows, /peak RSS under mixed load, PostgreSQL/)).toBe("300 MiB");
    expect(figureOf(rows, /p50 at 1M/)).toBe("10 ms");
    expect(figureOf(rows, /largest ÷ p50 at the smallest/)).toBe("1.25 ×");
    expect(figureOf(rows, /Seq Scan/)).toBe("text search");
    expect(figureOf(rows, /scaling: job search, 1 worker/)).toBe("640 req/s");
    expect(figureOf(rows, /scaling: job search, 2 workers/)).toMatch(/^— \(the server ignores WEB_CONCURRENCY\)/);
  });
});

describe("summaryRows: memory", () => {
  it("shows each memory run's peak against its target, with the heap and WebAssembly after the load", () => {
    const breakdown = {
      rssMiB: 300,
      peakRssMiB: 340,
      heapUsedMiB: 80.4,
      heapCommittedMiB: 150,
      heapSpacesMiB: {},
      externalMiB: 150,
      arrayBuffersMiB: 10,
      wasm: [
        { sizeMiB: 128, residentMiB: 31.2 },
        { sizeMiB: 3, residentMiB: null },
      ],
      filesMiB: 60,
      codeMiB: 17,
      otherMiB: 40,
    };
    const rows = summaryRows({
      ...BASE,
      memory: {
        runs: [
          { load: "API load, PostgreSQL", peakRssMiB: 240.2, targetMiB: 250, memory: null },
          { load: "mixed load, PGlite 100k jobs", peakRssMiB: 340, targetMiB: 500, memory: breakdown },
        ],
      },
    });
    expect(rows.find((row) => /memory: .*API load, PostgreSQL/.test(row[0]!))?.slice(1)).toEqual([
      "240 MiB",
      "≤ 250 MiB",
    ]);
    expect(rows.find((row) => /memory: .*PGlite 100k/.test(row[0]!))?.slice(1)).toEqual([
      "340 MiB (300 MiB: 80 MiB, 31 MiB)",
      "≤ 500 MiB",
    ]);
  });
});

describe("summaryTable", () => {
  it("heads the table with the date and the machine", () => {
    expect(summaryTable(BASE).split("\n").slice(0, 2)).toEqual([
      "KhetSetu benchmark summary — 2026-11-24 05:00 UTC",
      "machine: 2 cores (Test CPU), 24 GiB RAM, Node v24.0.0",
    ]);
  });
});

describe("quotient", () => {
  it("is null without a positive whole", () => {
    expect(quotient(3, 2)).toBe(1.5);
    expect(quotient(3, 0)).toBeNull();
    expect(quotient(null, 2)).toBeNull();
  });
});
