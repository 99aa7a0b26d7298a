// The memory section of `npm run bench`: the server's resident memory after the API section's load on PostgreSQL
// and after the mixed load on PGlite with 100,000 jobs (the database inside the process), each with where it goes
// (bench/memory-probe.ts: V8's heap, the WebAssembly memories, code and files, the rest; a heap snapshot by
// constructor). The servers run with their inspector on (loopback) so the probe can read them. When the api and
// mixed sections ran in the same `npm run bench`, their runs are used (they probe when this section is asked for)
// instead of loading again.
import { type ApiResult, runApi } from "./api.ts";
import type { MemoryBreakdown } from "./memory-probe.ts";
import { type MixedResult, runMixed } from "./mixed.ts";
import { fmtMiB } from "./report.ts";

/** The most resident memory the server may have under each load. */
export const RSS_TARGET_POSTGRESQL_MIB = 250;
export const RSS_TARGET_PGLITE_MIB = 500;

export interface MemoryRun {
  /** "API load, PostgreSQL" or "mixed load, PGlite 100k jobs". */
  load: string;
  peakRssMiB: number | null;
  targetMiB: number;
  memory: MemoryBreakdown | null;
}

export interface MemoryResult {
  runs: MemoryRun[];
}

export async function runMemory(options: {
  quick: boolean;
  check: boolean;
  log: (line: string) => void;
  /** The api and mixed sections' results of this run, when they ran (with probe). */
  api?: ApiResult | null;
  mixed?: MixedResult | null;
}): Promise<MemoryResult> {
  const { log } = options;
  const { quick, check } = options;
  const pgliteRun = (mixed: MixedResult | null | undefined) => mixed?.runs.find((run) => run.database === "PGlite");
  // A section's run is used when it probed (or, with --check, when it ran at all).
  const api =
    options.api !== undefined && (check || options.api?.serverMemory)
      ? options.api
      : await runApi({ quick, check, log, connections: 32, jobs: 100_000, probe: true });
  const mixed =
    options.mixed !== undefined && (check || pgliteRun(options.mixed)?.serverMemory)
      ? options.mixed
      : await runMixed({ quick, check, log, databases: ["PGlite"], probe: true });
  const pglite = pgliteRun(mixed);
  const runs: MemoryRun[] = [
    {
      load: "API load, PostgreSQL",
      peakRssMiB: api?.serverPeakRssMiB ?? null,
      targetMiB: RSS_TARGET_POSTGRESQL_MIB,
      memory: api?.serverMemory ?? null,
    },
    {
      load: `mixed load, PGlite ${pglite ? `${Math.round(pglite.jobs / 1000)}k` : "100k"} jobs`,
      peakRssMiB: pglite?.serverPeakRssMiB ?? null,
      targetMiB: RSS_TARGET_PGLITE_MIB,
      memory: pglite?.serverMemory ?? null,
    },
  ];
  if (!options.check)
    for (const run of runs)
      log(
        `${run.load}: peak RSS ${fmtMiB(run.peakRssMiB)} (target ≤ ${run.targetMiB} MiB), ${fmtMiB(run.memory?.rssMiB)} after the load`,
      );
  return { runs };
}
