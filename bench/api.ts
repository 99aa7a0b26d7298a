// The API section of `npm run bench` (bench/run.ts): the API against its limit. The real server
// (graphql-server/src/app/server.ts, PostgreSQL) and a bare node:http + pg baseline, both on loopback, under
// autocannon at 32 connections in alternating rounds: job search through GraphQL, REST and the baseline, then
// applying, the laborer home and the employer dashboard. Prints a table, writes JSON to bench/results/. A
// measurement: it fails only when a target answers wrongly before the load or cannot be measured at all.
//
// Options (bench/run.ts passes them): quick (1 round × 5 s), rounds, seconds, connections, jobs, check (start
// everything and check each answer once, no load).
// DATABASE_URL: the database to use (it must exist); default a dedicated khetsetu_bench database on the local
// server, created, migrated and seeded with 100k jobs on first use (once; about 10 s on 2 cores).
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import pg from "pg";
import { openPostgres } from "../graphql-server/src/db/adapter.ts";
import { createPrisma } from "../graphql-server/src/db/client.ts";
import { DEMO_ACCOUNTS } from "../graphql-server/src/db/seed/demo-accounts.ts";
import { DAILY_LIMITS } from "../graphql-server/src/rules/daily-limits.ts";
import { freePort } from "../graphql-server/src/test/free-port.ts";
import { DEFAULT_BENCH_URL, prepareDatabase } from "./database.ts";
import { type MemoryBreakdown, breakdownLines, inspectorUrl, probeMemory } from "./memory-probe.ts";
import { sessionCookie, startNodeFlags } from "./server.ts";
import { startSmsGatewayStub } from "./sms-gateway-stub.ts";
import { type Target, runRound } from "./load.ts";
import { type Child, cpuSeconds, peakRssMiB, sampleRss, startChild } from "./processes.ts";
import { type Round, type Summary, fmtMiB, formatRatio, ratio, resultsTable, summarize } from "./report.ts";
import type { ConcreteRequest } from "relay-runtime";
import { OPERATIONS, SEARCH_PAGE, globalId, persistedBody } from "./operations.ts";
import { buildServer, serverBuildIsStale } from "../scripts/build-server.ts";

/** At most this many applications a second are expected, to have enough applicants for a run. */
const APPLY_RATE_BOUND = 600;
/** Applications each benchmark applicant sends: as many as a new laborer may in a day. */
const APPLICATIONS_EACH = DAILY_LIMITS.applications.newOrUnverified;

export interface ApiOptions {
  quick: boolean;
  check: boolean;
  rounds?: number;
  seconds?: number;
  connections: number;
  jobs: number;
  log: (line: string) => void;
  /** After the load, where the server's memory is (bench/memory-probe.ts; the server runs with its inspector on). */
  probe?: boolean;
}

/** The figures the summary shows (null when --check ran no load). */
export interface ApiResult {
  jobs: number;
  graphqlRatio: number | null;
  restRatio: number | null;
  graphqlP50: number;
  graphqlP99: number;
  graphqlReqPerSec: number;
  /** The same searches with the response cache on (a second server), each ÷ its baseline. */
  cachedGraphqlRatio?: number | null;
  cachedRestRatio?: number | null;
  serverPeakRssMiB: number | null;
  /** The server's CPU time per answer in the measured rounds (ms). */
  serverCpuMsPerAnswer?: number | null;
  /** With `probe`: the server's memory after the load. */
  serverMemory?: MemoryBreakdown;
}

const ROOT = path.resolve(import.meta.dirname, "..");
const TARGET_COUNT = 9;

export async function runApi(options: ApiOptions): Promise<ApiResult | null> {
  const { connections, log } = options;
  const rounds = options.rounds ?? (options.quick ? 1 : 3);
  const seconds = options.seconds ?? (options.quick ? 5 : 10);
  const warmupSeconds = options.quick ? 1 : 2;
  const plannedLoadSeconds = TARGET_COUNT * (rounds * seconds + warmupSeconds);
  if (plannedLoadSeconds > 300)
    throw new Error(`that plan is ${plannedLoadSeconds} s of load; keep it at 300 s or less`);
  // Bounded as a whole: the load plus time to start, sign in and stop (seeding a new database comes on top).
  const LIMIT_MS = (plannedLoadSeconds + 180) * 1000;

  const givenUrl = process.env.DATABASE_URL?.trim();
  const databaseUrl = givenUrl || DEFAULT_BENCH_URL;
  for (const host of [new URL(databaseUrl).hostname]) {
    if (!["127.0.0.1", "localhost", "::1", "[::1]"].includes(host))
      throw new Error(`The benchmark runs on loopback only; DATABASE_URL points at ${host}.`);
  }

  log(`database ${databaseUrl.replace(/\/\/[^@]*@/, "//…@")}`);
  const jobCount = await prepareDatabase(databaseUrl, { create: !givenUrl, jobs: options.jobs, log });

  const watchdog = setTimeout(() => {
    console.error(`[bench] stopped: the API section took longer than ${LIMIT_MS / 1000} s`);
    process.exit(2);
  }, LIMIT_MS);
  watchdog.unref();

  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "khetsetu-bench-"));
  const staticDir = path.join(workDir, "static");
  fs.mkdirSync(staticDir);
  const sessionSecret = randomBytes(32).toString("hex");
  const children: Child[] = [];
  process.once("exit", () => fs.rmSync(workDir, { recursive: true, force: true }));
  const cleanups: (() => Promise<void>)[] = [];
  const cleanup = async () => {
    for (const child of children.splice(0).reverse()) await child.stop();
    for (const close of cleanups.splice(0)) await close();
    fs.rmSync(workDir, { recursive: true, force: true });
  };
  try {
    // The server as `npm start` runs it in production (NODE_ENV=production: only persisted operations, no demo
    // OTP codes, an SMS gateway, here one on loopback that accepts every message), minus the web-app build
    // (STATIC_DIR is an empty folder). People are signed in with sessions made in the database, as a sign-in makes them.
    const { NODE_ENV: _n, OTP_DEMO: _o, SEED_DEMO: _s, TRUST_PROXY: _p, DATABASE_URL: _d, ...parentEnv } = process.env;
    const smsGateway = await startSmsGatewayStub();
    cleanups.push(() => smsGateway.close());
    const serverEnv = {
      ...parentEnv,
      ...smsGateway.env,
      NODE_ENV: "production",
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: sessionSecret,
      LOG_LEVEL: "warn",
      STATIC_DIR: staticDir,
      DATA_DIR: path.join(workDir, "data"),
      // The targets hold with the response cache off; a second server beside it has it on.
      RESPONSE_CACHE: "off",
    };
    const startedAt = performance.now();
    // The bundle `npm start` runs, under plain Node, through a wrapper that also stops it when we go away.
    if (serverBuildIsStale()) await buildServer();
    const server = await startChild(path.join(ROOT, "bench/serve-built.js"), {
      port: await freePort(),
      env: serverEnv,
      logFile: path.join(ROOT, "bench/results/server.log"),
      cwd: ROOT,
      nodeArgs: [...startNodeFlags(), ...(options.probe ? ["--inspect=127.0.0.1:0"] : [])],
    });
    children.push(server);
    const serverStartSeconds = (performance.now() - startedAt) / 1000;
    const cached = await startChild(path.join(ROOT, "bench/serve-built.js"), {
      port: await freePort(),
      env: { ...serverEnv, RESPONSE_CACHE: "on", DATA_DIR: path.join(workDir, "data-cached") },
      logFile: path.join(ROOT, "bench/results/server-cached.log"),
      cwd: ROOT,
      nodeArgs: startNodeFlags(),
    });
    children.push(cached);
    const baseline = await startChild(path.join(ROOT, "bench/baseline-server.ts"), {
      port: await freePort(),
      env: { ...parentEnv, DATABASE_URL: databaseUrl },
      logFile: path.join(ROOT, "bench/results/baseline.log"),
      cwd: ROOT,
    });
    children.push(baseline);
    log(
      `server up in ${serverStartSeconds.toFixed(1)} s (pid ${server.pid}), baseline pid ${baseline.pid}; ${jobCount.toLocaleString("en-US")} jobs`,
    );

    const laborer = await signIn(DEMO_ACCOUNTS.laborer);
    const employer = await signIn(DEMO_ACCOUNTS.employer);
    // Applying is done by other laborers, with no application today, so the demo laborer's home does not grow
    // by thousands of applications from run to run; each applies as often as a new laborer may in a day
    // (DAILY_LIMITS), then the next one takes over, so the row measures applying, not the limit's refusals.
    const applyRequests = options.check ? 1 : APPLY_RATE_BOUND * (rounds * seconds + warmupSeconds);
    const applicants = await freshApplicants(Math.ceil(applyRequests / APPLICATIONS_EACH));
    const applyJobs = await jobsToApplyTo(applicants.map((applicant) => applicant.id));

    const json = { "content-type": "application/json", accept: "application/json" };
    // Each GraphQL request as the web app sends it: the persisted operation's key, no text.
    const searchBody = persistedBody(OPERATIONS.jobSearch, {
      category: SEARCH_PAGE.category,
      count: SEARCH_PAGE.first,
    });
    /** The job search through GraphQL and through REST, on the server at `url`. */
    const searches = (url: string, suffix: string): Target[] => [
      { name: `GraphQL job search${suffix}`, url, method: "POST", path: "/graphql", headers: json, body: searchBody },
      {
        name: `REST /api/jobs/search${suffix}`,
        url,
        method: "GET",
        path: `/api/jobs/search?category=${SEARCH_PAGE.category}&limit=${SEARCH_PAGE.first}`,
        headers: { accept: "application/json" },
      },
    ];
    let nextJob = 0;
    const targets: Target[] = [
      ...searches(server.base, ""),
      {
        name: "baseline, GraphQL page",
        url: baseline.base,
        method: "GET",
        path: `/jobs?category=${SEARCH_PAGE.category}&first=${SEARCH_PAGE.first}`,
      },
      {
        name: "baseline, REST page",
        url: baseline.base,
        method: "GET",
        path: `/rest-jobs?category=${SEARCH_PAGE.category}&limit=${SEARCH_PAGE.first}`,
      },
      {
        name: "apply (GraphQL)",
        url: server.base,
        method: "POST",
        path: "/graphql",
        headers: json,
        // Each request applies to a job none of the applicants has applied to; a refusal (the day's limit, or
        // already applied) only once applicants or jobs run out, and it then counts as failed.
        nextRequest: () => {
          const n = nextJob++;
          const applicant = applicants[Math.floor(n / APPLICATIONS_EACH) % applicants.length]!;
          return {
            headers: { cookie: applicant.cookie },
            body: persistedBody(OPERATIONS.apply, {
              jobId: globalId("Job", applyJobs[n % applyJobs.length]!),
              message: "I can start tomorrow.",
            }),
          };
        },
        isRight: (status, body) =>
          status === 200 && body.includes('"MutationApplyToJobSuccess"') && !body.includes('"errors"'),
        note: "unique job per request",
        writes: ["Application", "Notification"],
      },
      {
        name: "laborer home",
        url: server.base,
        method: "POST",
        path: "/graphql",
        headers: { ...json, cookie: laborer.cookie },
        body: persistedBody(OPERATIONS.laborerHome, {}),
        isRight: graphqlRight,
      },
      {
        name: "employer dashboard",
        url: server.base,
        method: "POST",
        path: "/graphql",
        headers: { ...json, cookie: employer.cookie },
        body: persistedBody(OPERATIONS.employerDashboard, {}),
        isRight: graphqlRight,
      },
      // The same searches on a server with the response cache on (RESPONSE_CACHE=on).
      ...searches(cached.base, ", cache on"),
    ];
    if (targets.length !== TARGET_COUNT) throw new Error("TARGET_COUNT is out of date");

    await checkAnswers(server.base, baseline.base, laborer.cookie, employer.cookie);
    await checkAnswers(cached.base, baseline.base, laborer.cookie, employer.cookie);
    const first = targets[4]!.nextRequest!();
    const firstApply = await fetch(`${server.base}/graphql`, {
      method: "POST",
      headers: { ...json, ...first.headers },
      body: first.body,
    });
    const firstApplyBody = await firstApply.text();
    if (!targets[4]!.isRight!(firstApply.status, firstApplyBody))
      throw new Error(`applying failed: ${firstApply.status} ${firstApplyBody.slice(0, 500)}`);
    log("every target answered right once, and the baseline's pages equal the GraphQL and REST pages");
    if (options.check) {
      log("--check: no load");
      return null;
    }
    return await measure(targets, server, baseline, serverStartSeconds);
  } finally {
    await cleanup();
    clearTimeout(watchdog);
  }

  async function measure(
    targets: Target[],
    server: Child,
    baseline: Child,
    serverStartSeconds: number,
  ): Promise<ApiResult> {
    const rssBeforeLoad = peakRssMiB(server.pid);
    const serverRss = sampleRss(server.pid);
    const baselineRss = sampleRss(baseline.pid);
    log(
      `load: ${connections} connections, ${rounds} round(s) × ${seconds} s per target, ${warmupSeconds} s warm-up each (≈${plannedLoadSeconds} s)`,
    );
    const analyze = await analyzerOfWrites();
    for (const target of targets) {
      await runRound(target, { connections, seconds: warmupSeconds });
      await analyze(target);
    }
    const cpuBefore = cpuSeconds(server.pid);
    const byTarget = new Map<string, Round[]>(targets.map((target) => [target.name, []]));
    for (let round = 1; round <= rounds; round++) {
      for (const target of targets) {
        const result = await runRound(target, { connections, seconds });
        await analyze(target);
        byTarget.get(target.name)!.push(result);
        log(
          `round ${round}/${rounds} ${target.name}: ${Math.round(result.ok / result.seconds)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms${result.failed ? `, ${result.failed} failed` : ""}; server peak RSS so far ${fmtMiB(peakRssMiB(server.pid))}`,
        );
      }
    }
    serverRss.stop();
    baselineRss.stop();
    const cpuAfter = cpuSeconds(server.pid);
    // The server's CPU time per answer it gave in the measured rounds (right or failed): less sensitive than req/s
    // to what else runs on the machine.
    const serverAnswers = targets
      .filter((target) => target.url === server.base)
      .reduce((sum, target) => sum + byTarget.get(target.name)!.reduce((n, r) => n + r.ok + r.failed, 0), 0);
    const serverMemory = options.probe
      ? await probeMemory(server.pid, await inspectorUrl(path.join(ROOT, "bench/results/server.log")), {
          snapshot: true,
        })
      : undefined;

    const summaries: Summary[] = targets.map((target) =>
      summarize(target.name, byTarget.get(target.name)!, target.note),
    );
    // Each way in against the baseline answering the same page (the same fields, as one SQL statement).
    const ratios = new Map<string, number | null>([
      [summaries[0]!.name, ratio(summaries[0]!, summaries[2]!)],
      [summaries[1]!.name, ratio(summaries[1]!, summaries[3]!)],
      [summaries[7]!.name, ratio(summaries[7]!, summaries[2]!)],
      [summaries[8]!.name, ratio(summaries[8]!, summaries[3]!)],
    ]);
    const memory = {
      serverPeakRssMiB: serverRss.peak(),
      serverPeakRssBeforeLoadMiB: rssBeforeLoad,
      baselinePeakRssMiB: baselineRss.peak(),
      serverStartSeconds,
      serverCpuMsPerAnswer:
        cpuBefore !== null && cpuAfter !== null && serverAnswers > 0
          ? ((cpuAfter - cpuBefore) * 1000) / serverAnswers
          : null,
      ...(serverMemory && { serverMemory }),
    };
    const machine = {
      cpus: os.availableParallelism(),
      cpuModel: os.cpus()[0]?.model ?? "unknown",
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      platform: `${os.type()} ${os.release()}`,
    };
    const date = new Date().toISOString();

    const mib = (value: number | null) => (value === null ? "—" : `${Math.round(value)} MiB`);
    console.log("");
    console.log(
      `API against the limit — ${date.slice(0, 16).replace("T", " ")} UTC, ${machine.cpus} cores (${machine.cpuModel}), Node ${machine.node}`,
    );
    console.log(
      `PostgreSQL, ${jobCount.toLocaleString("en-US")} jobs; search = category ${SEARCH_PAGE.category}, ${SEARCH_PAGE.first} per page, signed out; ${connections} connections; ${rounds} round(s) × ${seconds} s, alternated`,
    );
    console.log("req/s: right answers over all rounds; p50: median of the rounds; p99: worst round");
    console.log("");
    console.log(resultsTable(summaries, ratios));
    console.log("");
    console.log(
      `response cache off: GraphQL ÷ baseline ${formatRatio(ratios.get(summaries[0]!.name)!)} (target ≥ 0.5, p99 ${summaries[0]!.p99} ms, target ≤ 50 ms), REST ÷ baseline ${formatRatio(ratios.get(summaries[1]!.name)!)} (target ≥ 0.5); each against the baseline answering the same page`,
    );
    console.log(
      `response cache on: GraphQL ÷ baseline ${formatRatio(ratios.get(summaries[7]!.name)!)} (p99 ${summaries[7]!.p99} ms), REST ÷ baseline ${formatRatio(ratios.get(summaries[8]!.name)!)} (p99 ${summaries[8]!.p99} ms)`,
    );
    console.log(
      `server peak RSS (VmHWM) ${mib(memory.serverPeakRssMiB)} under load (${mib(memory.serverPeakRssBeforeLoadMiB)} before; target ≤ 250 MiB); baseline ${mib(memory.baselinePeakRssMiB)}; server start ${serverStartSeconds.toFixed(1)} s; server CPU ${memory.serverCpuMsPerAnswer?.toFixed(2) ?? "—"} ms per answer`,
    );
    if (serverMemory) for (const line of breakdownLines("server after the load", serverMemory)) console.log(line);

    const file = path.join(ROOT, "bench/results", `api-${date.replace(/[:.]/g, "-")}.json`);
    const report = {
      benchmark: "api",
      date,
      machine,
      database: "postgresql",
      jobs: jobCount,
      options: { connections, rounds, seconds, warmupSeconds, searchPage: SEARCH_PAGE, quick: options.quick },
      summaries,
      ratios: Object.fromEntries(ratios),
      memory,
      rounds: Object.fromEntries(byTarget),
    };
    fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    log(`wrote ${path.relative(ROOT, file)}`);
    return {
      jobs: jobCount,
      graphqlRatio: ratios.get(summaries[0]!.name)!,
      restRatio: ratios.get(summaries[1]!.name)!,
      graphqlP50: summaries[0]!.p50,
      graphqlP99: summaries[0]!.p99,
      graphqlReqPerSec: summaries[0]!.reqPerSec,
      cachedGraphqlRatio: ratios.get(summaries[7]!.name)!,
      cachedRestRatio: ratios.get(summaries[8]!.name)!,
      serverPeakRssMiB: memory.serverPeakRssMiB,
      serverCpuMsPerAnswer: memory.serverCpuMsPerAnswer,
      ...(serverMemory && { serverMemory }),
    };
  }

  function graphqlRight(status: number, body: string): boolean {
    return status === 200 && !body.includes('"errors"');
  }

  /** A session for the account with `mobileNumber`, made in the database as a sign-in makes it (production sends real OTPs). */
  async function signIn(mobileNumber: string): Promise<{ cookie: string }> {
    const db = openPostgres(databaseUrl);
    const prisma = createPrisma(db);
    try {
      const user = await prisma.user.findUniqueOrThrow({ where: { mobileNumber } });
      return { cookie: await sessionCookie(prisma, user.id, sessionSecret) };
    } finally {
      await prisma.$disconnect();
      await db.close();
    }
  }

  /** `count` synthetic laborers with no application today, each with a session made as a sign-in makes it. */
  async function freshApplicants(count: number): Promise<{ id: number; cookie: string }[]> {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    let ids: number[];
    try {
      const { rows } = await client.query<{ id: number }>(
        `SELECT u.id FROM "User" u
         WHERE u."userType" = 'laborer' AND u."mobileNumber" <> ALL($1::text[])
           AND NOT EXISTS (SELECT 1 FROM "Application" a
                           WHERE a."laborerId" = u.id AND a."createdAt" > now() - interval '1 day')
         ORDER BY u.id DESC LIMIT $2`,
        [Object.values(DEMO_ACCOUNTS), count],
      );
      ids = rows.map((row) => row.id);
    } finally {
      await client.end();
    }
    if (ids.length === 0)
      throw new Error("no laborer without an application today left: reseed the benchmark database");
    const db = openPostgres(databaseUrl);
    const prisma = createPrisma(db);
    try {
      const applicants: { id: number; cookie: string }[] = [];
      for (let i = 0; i < ids.length; i += 50)
        applicants.push(
          ...(await Promise.all(
            ids.slice(i, i + 50).map(async (id) => ({ id, cookie: await sessionCookie(prisma, id, sessionSecret) })),
          )),
        );
      return applicants;
    } finally {
      await prisma.$disconnect();
      await db.close();
    }
  }

  /**
   * After a target's round, ANALYZE the tables it wrote to, as autovacuum would within a minute in production
   * (its threshold is 10% of a table's rows changed). Only where the database runs without autovacuum: there
   * the apply row's thousands of applications leave the planner with the seed's statistics, and the employer
   * dashboard's count of its applications, planned from them, scanned all 100,000 jobs (31 ms instead of 2).
   */
  async function analyzerOfWrites(): Promise<(target: Target) => Promise<void>> {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query<{ autovacuum: string }>("SHOW autovacuum");
    await client.end();
    if (rows[0]?.autovacuum === "on") return async () => undefined;
    log("this database runs without autovacuum: the tables a target writes to are analyzed after its round");
    return async (target) => {
      if (!target.writes?.length) return;
      const analyzer = new pg.Client({ connectionString: databaseUrl });
      await analyzer.connect();
      try {
        await analyzer.query(`ANALYZE ${target.writes.map((table) => `"${table}"`).join(", ")}`);
      } finally {
        await analyzer.end();
      }
    };
  }

  /**
   * Active jobs none of the laborers has applied to, in random order (enough for every apply request); not the
   * demo employer's, so their dashboard does not fill with the benchmark's applications.
   */
  async function jobsToApplyTo(laborerIds: number[]): Promise<number[]> {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ id: number }>(
        `SELECT j.id FROM "Job" j WHERE j.status = 'active'
           AND NOT EXISTS (SELECT 1 FROM "Application" a WHERE a."jobId" = j.id AND a."laborerId" = ANY($1::int[]))
           AND j."employerId" IS DISTINCT FROM (SELECT id FROM "User" WHERE "mobileNumber" = $2)
         ORDER BY random() LIMIT 60000`,
        [laborerIds, DEMO_ACCOUNTS.employer],
      );
      if (rows.length === 0) throw new Error("no job left to apply to: reseed the benchmark database");
      return rows.map((row) => row.id);
    } finally {
      await client.end();
    }
  }

  /** Each target answers right once before the load, and the baseline's page is the GraphQL page. */
  async function checkAnswers(
    serverBase: string,
    baselineBase: string,
    laborerCookie: string,
    employerCookie: string,
  ): Promise<void> {
    // As the web app sends them: a production server runs only persisted operations.
    const graphql = async (operation: ConcreteRequest, variables: Record<string, unknown>, cookie?: string) => {
      const res = await fetch(`${serverBase}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
        body: persistedBody(operation, variables),
      });
      const body = (await res.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
      if (res.status !== 200 || body.errors)
        throw new Error(`GraphQL answered ${res.status}: ${JSON.stringify(body).slice(0, 500)}`);
      return body;
    };
    type Page = { data: { jobs: { totalCount: number; edges: { node: { id: string; title: string } }[] } } };
    const viaGraphql = (await graphql(OPERATIONS.jobSearch, {
      category: SEARCH_PAGE.category,
      count: SEARCH_PAGE.first,
    })) as Page;
    const viaBaseline = (await (
      await fetch(`${baselineBase}/jobs?category=${SEARCH_PAGE.category}&first=${SEARCH_PAGE.first}`)
    ).json()) as Page;
    const rest = await fetch(
      `${serverBase}/api/jobs/search?category=${SEARCH_PAGE.category}&limit=${SEARCH_PAGE.first}`,
    );
    const restJobs = (await rest.json()) as unknown[];
    const restBaseline = (await (
      await fetch(`${baselineBase}/rest-jobs?category=${SEARCH_PAGE.category}&limit=${SEARCH_PAGE.first}`)
    ).json()) as unknown[];
    if (!isDeepStrictEqual(restJobs, restBaseline)) {
      const differing = restJobs.findIndex((job, i) => !isDeepStrictEqual(job, restBaseline[i]));
      throw new Error(
        `the baseline's REST page differs from the REST page; first differing job:\n${JSON.stringify(restJobs[differing])}\n${JSON.stringify(restBaseline[differing])}`,
      );
    }
    const ids = (page: Page) => page.data.jobs.edges.map((edge) => edge.node.id).join(",");
    if (viaGraphql.data.jobs.edges.length !== SEARCH_PAGE.first)
      throw new Error(`GraphQL search gave ${viaGraphql.data.jobs.edges.length} jobs`);
    if (!isDeepStrictEqual(viaGraphql.data.jobs, viaBaseline.data.jobs)) {
      const differing = viaGraphql.data.jobs.edges.findIndex(
        (edge, i) => !isDeepStrictEqual(edge, viaBaseline.data.jobs.edges[i]),
      );
      throw new Error(
        `the baseline's page differs from the GraphQL page (ids ${ids(viaGraphql) === ids(viaBaseline) ? "equal" : "differ"}); ` +
          `first differing edge:\n${JSON.stringify(viaGraphql.data.jobs.edges[differing] ?? viaGraphql.data.jobs)}\n${JSON.stringify(viaBaseline.data.jobs.edges[differing] ?? viaBaseline.data.jobs)}`,
      );
    }
    if (rest.status !== 200 || restJobs.length !== SEARCH_PAGE.first)
      throw new Error(`REST search answered ${rest.status} with ${restJobs.length} jobs`);
    await graphql(OPERATIONS.laborerHome, {}, laborerCookie);
    await graphql(OPERATIONS.employerDashboard, {}, employerCookie);
  }
}
