// The scaling section of `npm run bench`: the job search (the API section's GraphQL search, PostgreSQL) at 32
// connections against the server with 1 and with 2 workers (WEB_CONCURRENCY, node:cluster), in alternating
// rounds. The server runs workers only when it supports WEB_CONCURRENCY: the section counts the processes the
// server started, and reports "—" for 2 workers when it started none (the variable is then ignored).
import { DEFAULT_BENCH_URL, prepareDatabase } from "./database.ts";
import { type Target, runRound } from "./load.ts";
import { descendants, peakRssMiB } from "./processes.ts";
import { type Round, type Summary, summarize } from "./report.ts";
import { OPERATIONS, SEARCH_PAGE, persistedBody } from "./operations.ts";
import { assertLoopback, newSessionSecret, startServer } from "./server.ts";

export interface ScalingRun {
  workers: number;
  /** Processes serving (the server and its workers); 1 when it ran no workers. */
  processes: number;
  summary: Summary | null;
  /** Peak RSS of every process of the server together, MiB. */
  peakRssMiB: number | null;
}

export interface ScalingResult {
  /** Whether the server started workers when asked for 2. */
  supported: boolean;
  runs: ScalingRun[];
}

const CONNECTIONS = 32;

export async function runScaling(options: {
  quick: boolean;
  check: boolean;
  log: (line: string) => void;
}): Promise<ScalingResult> {
  const { log } = options;
  const rounds = options.quick ? 1 : 3;
  const seconds = options.quick ? 5 : 8;
  const databaseUrl = process.env.DATABASE_URL?.trim() || DEFAULT_BENCH_URL;
  assertLoopback(databaseUrl);
  await prepareDatabase(databaseUrl, { create: !process.env.DATABASE_URL?.trim(), jobs: 100_000, log });
  const servers = [];
  try {
    for (const workers of [1, 2]) {
      servers.push({
        workers,
        server: await startServer({
          databaseUrl,
          sessionSecret: newSessionSecret(),
          logName: `scaling-${workers}`,
          env: { WEB_CONCURRENCY: String(workers) },
        }),
      });
    }
    // Workers may come up after the primary answers /healthz.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const processes = (pid: number) => 1 + descendants(pid).length;
    const supported = processes(servers[1]!.server.pid) > processes(servers[0]!.server.pid);
    log(
      `server processes with WEB_CONCURRENCY=1: ${processes(servers[0]!.server.pid)}, =2: ${processes(servers[1]!.server.pid)}${supported ? "" : " (no workers: the server ignores WEB_CONCURRENCY)"}`,
    );
    const measured = supported ? servers : servers.slice(0, 1);
    const body = persistedBody(OPERATIONS.jobSearch, { category: SEARCH_PAGE.category, count: SEARCH_PAGE.first });
    const targetOf = (base: string): Target => ({
      name: "GraphQL job search",
      url: base,
      method: "POST",
      path: "/graphql",
      headers: { "content-type": "application/json", accept: "application/json" },
      body,
    });
    for (const { server } of measured) {
      const res = await fetch(`${server.base}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
      });
      if (res.status !== 200 || (await res.text()).includes('"errors"'))
        throw new Error(`scaling: the search answered ${res.status}`);
    }
    if (options.check)
      return {
        supported,
        runs: measured.map(({ workers, server }) => ({
          workers,
          processes: processes(server.pid),
          summary: null,
          peakRssMiB: null,
        })),
      };

    const totalRss = (pid: number) => [pid, ...descendants(pid)].reduce((sum, p) => sum + (peakRssMiB(p) ?? 0), 0);
    const peaks = new Map<number, number>();
    const timer = setInterval(() => {
      for (const { workers, server } of measured)
        peaks.set(workers, Math.max(peaks.get(workers) ?? 0, totalRss(server.pid)));
    }, 250);
    timer.unref();
    const byWorkers = new Map<number, Round[]>(measured.map(({ workers }) => [workers, []]));
    for (const { server } of measured) await runRound(targetOf(server.base), { connections: CONNECTIONS, seconds: 2 });
    for (let round = 1; round <= rounds; round++) {
      for (const { workers, server } of measured) {
        const result = await runRound(targetOf(server.base), { connections: CONNECTIONS, seconds });
        byWorkers.get(workers)!.push(result);
        log(
          `round ${round}/${rounds}, ${workers} worker(s): ${Math.round(result.ok / result.seconds)} req/s, p99 ${result.p99} ms${result.failed ? `, ${result.failed} failed` : ""}`,
        );
      }
    }
    clearInterval(timer);
    return {
      supported,
      runs: servers.map(({ workers, server }) => ({
        workers,
        processes: processes(server.pid),
        summary: byWorkers.has(workers) ? summarize(`${workers} worker(s)`, byWorkers.get(workers)!) : null,
        peakRssMiB: peaks.get(workers) ?? null,
      })),
    };
  } finally {
    for (const { server } of servers) await server.stop();
  }
}
