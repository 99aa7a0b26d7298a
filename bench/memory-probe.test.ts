import { describe, expect, it } from "vitest";
import { type MemoryBreakdown, breakdownLines, readSmaps, rssMiB } from "./memory-probe.ts";

describe("readSmaps", () => {
  it.skipIf(process.platform !== "linux")("lists this process's mappings with their size and resident part", () => {
    const mappings = readSmaps(process.pid);
    const node = mappings.filter((m) => m.path === process.execPath);
    expect(node.length).toBeGreaterThan(0);
    expect(node.some((m) => m.rssKiB > 0)).toBe(true);
    for (const m of mappings) {
      expect(m.end).toBeGreaterThan(m.start);
      expect(m.rssKiB).toBeLessThanOrEqual(m.sizeKiB);
    }
    const total = mappings.reduce((sum, m) => sum + m.rssKiB, 0) / 1024;
    expect(Math.abs(total - rssMiB(process.pid)!)).toBeLessThan(32);
  });
});

describe("breakdownLines", () => {
  it("names each part in whole MiB, a WebAssembly memory whose mapping was not found with ?", () => {
    const memory: MemoryBreakdown = {
      rssMiB: 300.4,
      peakRssMiB: 341.6,
      heapUsedMiB: 80,
      heapCommittedMiB: 150,
      heapSpacesMiB: { new_space: 62.2, old_space: 71, map_space: 0.4 },
      externalMiB: 148,
      arrayBuffersMiB: 10,
      wasm: [
        { sizeMiB: 128, residentMiB: 31.3 },
        { sizeMiB: 2.6, residentMiB: null },
      ],
      filesMiB: 60,
      codeMiB: 17,
      otherMiB: 40,
      heapByConstructor: [{ name: "(string)", count: 75_636, selfMiB: 27.25 }],
    };
    expect(breakdownLines("PGlite after the load", memory)).toEqual([
      "PGlite after the load: RSS 300 MiB now, peak 342 MiB",
      "  V8 heap: 80 MiB used, 150 MiB committed (new 62, old 71)",
      "  WebAssembly memories: 128 MiB (31 resident), 3 MiB (? resident)",
      "  files (node, libraries) 60 MiB, compiled code 17 MiB, external (Buffers) 148 MiB, other native 40 MiB",
      "  heap snapshot by constructor (self size):",
      "       27.3 MiB    75636  (string)",
    ]);
  });
});
