// What rendering pages on the server costs it, on PostgreSQL (the mixed section's 100k database, or DATABASE_URL)
// with the web app served:
//
//   CPU per page  the laborer home and the employer dashboard requested N times one after another as a signed-in
//          person: the server's CPU per page (its queries, run in-process, included), beside its CPU per answer
//          to the GraphQL query the browser sends for the same screen when the page is not rendered;
//   mixed load with pages  the mixed section's load (bench/mixed.ts) with first visits among its requests
//          (PAGE_MIX: one page per 20 API requests), once with SERVER_RENDER=off (each page the app's shell, as
//          before pages were rendered, followed by the two queries the app then sends: who is signed in, and the
//          screen's) and once rendering; the throughput with rendering stays within 10% of it.
//
// A rendered page that fell back to the shell counts as refused. Part of the first-visit section.
import EmployerDashboardScreenQuery from "../frontend/src/__generated__/EmployerDashboardScreenQuery.graphql.ts";
import LaborerHomeScreenQuery from "../frontend/src/__generated__/LaborerHomeScreenQuery.graphql.ts";
import { prepareDatabase } from "./database.ts";
import { runLoad } from "./http-load.ts";
import {
  type Actors,
  JOBS,
  MIXED_CONNECTIONS,
  MIXED_DATABASE_URL,
  FIRST_VISIT_PAGES,
  MIX,
  checkOnce,
  postgresActors,
  requests,
} from "./mixed.ts";
import { persistedBody } from "./operations.ts";
import {
  RENDERED_THROUGHPUT_TARGET,
  type RenderCpuFigure,
  type RenderedLoadResult,
  type RenderedLoadRun,
  renderedLoadRatio,
  renderedLoadRun,
} from "./rendered-load-report.ts";
import { cpuSeconds } from "./processes.ts";
import { type RunningServer, assertLoopback, newSessionSecret, startServer } from "./server.ts";

/** CPU (ms) the server spends per request of `count`, after two not counted. */
async function cpuPerRequest(
  server: RunningServer,
  count: number,
  request: () => Promise<Response>,
  isRight: (response: Response, body: string) => boolean,
): Promise<number | null> {
  let before: number | null = null;
  for (let i = 0; i < count + 2; i++) {
    if (i === 2) before = cpuSeconds(server.pid);
    const response = await request();
    const body = await response.text();
    if (!isRight(response, body)) throw new Error(`answered ${response.status}: ${body.slice(0, 300)}`);
  }
  const after = cpuSeconds(server.pid);
  return before === null || after === null ? null : ((after - before) * 1000) / count;
}

async function renderCpu(server: RunningServer, actors: Actors, count: number): Promise<RenderCpuFigure[]> {
  const screens = [
    { page: "laborer home", path: "/", cookie: actors.laborers[0]!.cookie, query: LaborerHomeScreenQuery },
    {
      page: "employer dashboard",
      path: "/employer-dashboard",
      cookie: actors.employerCookie,
      query: EmployerDashboardScreenQuery,
    },
  ];
  const figures: RenderCpuFigure[] = [];
  for (const screen of screens) {
    const pageCpuMs = await cpuPerRequest(
      server,
      count,
      () =>
        fetch(server.base + screen.path, { headers: { accept: "text/html", cookie: `${screen.cookie}; language=en` } }),
      (response, body) => response.status === 200 && body.includes('id="ks-ssr"'),
    );
    const queryCpuMs = await cpuPerRequest(
      server,
      count,
      () =>
        fetch(`${server.base}/graphql`, {
          method: "POST",
          headers: { "content-type": "application/json", accept: "application/json", cookie: screen.cookie },
          body: persistedBody(screen.query, {}),
        }),
      (response, body) => response.status === 200 && !body.includes('"errors"'),
    );
    figures.push({ page: screen.page, pageCpuMs, queryCpuMs });
  }
  return figures;
}

export async function runRenderedLoad(options: {
  quick: boolean;
  check: boolean;
  log: (line: string) => void;
  /** The web app's build (frontend/dist, its server render beside it). */
  staticDir: string;
}): Promise<RenderedLoadResult> {
  const { log, check } = options;
  const seconds = options.quick ? 8 : 30;
  const warmup = options.quick ? 2 : 3;
  const renders = check ? 1 : options.quick ? 20 : 60;
  const databaseUrl = process.env.DATABASE_URL?.trim() || MIXED_DATABASE_URL;
  assertLoopback(databaseUrl);
  const jobs = await prepareDatabase(databaseUrl, { create: !process.env.DATABASE_URL?.trim(), jobs: JOBS, log });
  log(
    `PostgreSQL, ${jobs.toLocaleString("en-US")} jobs; ${check ? "each request checked once" : `${MIXED_CONNECTIONS} connections, ${seconds} s after ${warmup} s warm-up`}`,
  );

  let cpu: RenderCpuFigure[] = [];
  const runs: RenderedLoadRun[] = [];
  for (const rendering of ["off", "on"] as const) {
    const sessionSecret = newSessionSecret();
    const actors = await postgresActors(databaseUrl, sessionSecret, 20_000);
    const server = await startServer({
      databaseUrl,
      sessionSecret,
      logName: `rendered-load-${rendering}`,
      env: { STATIC_DIR: options.staticDir, ...(rendering === "off" ? { SERVER_RENDER: "off" } : {}) },
    });
    try {
      const next = requests(actors, { pages: rendering === "on" ? "rendered" : "shell" });
      // Each kind of request, each page, and with the shell each page's query, answers right once.
      const kinds = MIX.length + FIRST_VISIT_PAGES.length * (rendering === "off" ? 2 : 1);
      await checkOnce(server.base, next, kinds);
      if (rendering === "on") {
        cpu = await renderCpu(server, actors, renders);
        for (const figure of cpu)
          log(
            `${figure.page}: ${figure.pageCpuMs?.toFixed(1) ?? "—"} ms of server CPU per rendered page, ${figure.queryCpuMs?.toFixed(1) ?? "—"} ms per answer to its GraphQL query`,
          );
      }
      if (check) {
        runs.push(renderedLoadRun(rendering, null, null, null));
        continue;
      }
      await runLoad(server.base, { connections: MIXED_CONNECTIONS, seconds: warmup, next });
      const cpuBefore = cpuSeconds(server.pid);
      const load = await runLoad(server.base, { connections: MIXED_CONNECTIONS, seconds, next });
      const cpuAfter = cpuSeconds(server.pid);
      const run = renderedLoadRun(rendering, load, cpuBefore, cpuAfter);
      log(
        `rendering ${rendering}: ${Math.round(run.actionsPerSec)} actions/s (${Math.round(load.total.reqPerSec)} req/s), p50 ${load.total.p50.toFixed(0)} ms, p99 ${load.total.p99.toFixed(0)} ms, ${load.total.failed} failed; pages ${run.pagesPerSec.toFixed(1)}/s, p50 ${run.pageP50Ms?.toFixed(0) ?? "—"} ms, ${run.shells} shells; server CPU ${run.serverCpuMsPerAction?.toFixed(2) ?? "—"} ms per action`,
      );
      runs.push(run);
    } finally {
      await server.stop();
    }
  }
  const [off, on] = runs;
  const ratio = off && on ? renderedLoadRatio(off, on) : null;
  if (ratio !== null)
    log(`throughput with rendering ÷ without: ${ratio.toFixed(2)} (target ≥ ${RENDERED_THROUGHPUT_TARGET})`);
  return { cpu, runs, ratio };
}
