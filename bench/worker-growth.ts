// Worker search as the laborers grow, part of the growth section of `npm run bench`: an employer's search for
// laborers near Maddur within 25 km (all of them, with a skill, available only), through the real server with
// the web app's own operation, at 10k, 100k and 1M laborers. The first two are the growth section's 100k- and
// 1M-job databases (one laborer per 10 jobs); the last is khetsetu_bench_workers_1m (10k jobs, 1M laborers),
// created and seeded on first use. A third of the synthetic laborers are marked available (the seed marks
// none), so "available first" has work to do. EXPLAIN (ANALYZE, BUFFERS) of the page's and the count's
// statements is saved to bench/results/explain-workers-<size>-<filter>.txt.
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import LaborersListPaginationQuery from "../frontend/src/__generated__/LaborersListPaginationQuery.graphql.ts";
import { openPostgres } from "../graphql-server/src/db/adapter.ts";
import { createPrisma } from "../graphql-server/src/db/client.ts";
import { DEMO_ACCOUNTS } from "../graphql-server/src/db/seed/demo-accounts.ts";
import { PrismaClient } from "../graphql-server/src/generated/prisma/client.ts";
import { directoryWhere } from "../graphql-server/src/features/directories/directory-filters.ts";
import { nearLaborerCount, nearLaborerPage } from "../graphql-server/src/features/directories/near-laborers.ts";
import { centreOf } from "../graphql-server/src/features/places/index.ts";
import { todayInIndia } from "../graphql-server/src/i18n/india-date.ts";
import { prepareDatabase } from "./database.ts";
import { executionMs, hasSeqScan, tableAccesses } from "./explain-plan.ts";
import { type LoggedStatement, explainStatement } from "./explain-statement.ts";
import { type LoadRequest, runLoad } from "./http-load.ts";
import { type OperationStats, combineRounds } from "./latency.ts";
import { persistedBody } from "./operations.ts";
import { RESULTS_DIR, newSessionSecret, sessionCookie, startServer } from "./server.ts";

const SERVER = "postgresql://postgres@127.0.0.1:5432";

export const WORKER_SIZES = [
  { name: "10k", laborers: 10_000, database: "khetsetu_bench_100k", jobs: 100_000 },
  { name: "100k", laborers: 100_000, database: "khetsetu_bench_1m", jobs: 1_000_000 },
  { name: "1M", laborers: 1_000_000, database: "khetsetu_bench_workers_1m", jobs: 10_000 },
] as const;

const NEAR = "Maddur";
const CONNECTIONS = 4;

export const WORKER_FILTERS = [
  { name: "near Maddur, 25 km", args: { near: NEAR, radiusKm: 25 } },
  { name: "… with a skill", args: { near: NEAR, radiusKm: 25, skillName: "Mulberry Pruning" } },
  { name: "… available only", args: { near: NEAR, radiusKm: 25, available: true } },
] as const;

export interface WorkerFilterResult {
  filter: string;
  stats: OperationStats;
  pageAccess: string[];
  seqScan: boolean;
  pageMs: number | null;
  countMs: number | null;
}

export interface WorkerGrowthResult {
  sizes: { name: string; laborers: number; filters: WorkerFilterResult[] }[];
}

export async function runWorkerGrowth(options: {
  quick: boolean;
  check: boolean;
  log: (line: string) => void;
}): Promise<WorkerGrowthResult> {
  const { log } = options;
  const rounds = options.quick ? 1 : 2;
  const seconds = options.quick ? 2 : 3;
  const sizes = options.check ? WORKER_SIZES.slice(0, 1) : WORKER_SIZES;
  const prepared = [];
  for (const size of sizes) {
    const url = `${SERVER}/${size.database}`;
    await prepareDatabase(url, {
      create: true,
      jobs: size.jobs,
      laborers: size.laborers,
      log: (line) => log(`workers ${size.name}: ${line}`),
    });
    const sessionSecret = newSessionSecret();
    const { cookie, plans } = await prepareSize(url, size.name, sessionSecret);
    prepared.push({ size, url, sessionSecret, cookie, plans });
  }
  const running = [];
  try {
    for (const one of prepared)
      running.push({
        one,
        server: await startServer({
          databaseUrl: one.url,
          sessionSecret: one.sessionSecret,
          logName: `workers-${one.size.name}`,
        }),
      });
    const bySize = new Map<string, WorkerFilterResult[]>(prepared.map((one) => [one.size.name, []]));
    for (const filter of WORKER_FILTERS) {
      const body = persistedBody(LaborersListPaginationQuery, { count: 20, ...filter.args });
      const roundsBySize = new Map<string, { stats: OperationStats; seconds: number }[]>();
      const requestFor = (cookie: string): LoadRequest => ({
        name: filter.name,
        method: "POST",
        path: "/graphql",
        headers: { "content-type": "application/json", accept: "application/json", cookie },
        body,
        judge: (status, text) =>
          status === 200 && !text.includes('"errors"') && text.includes('"edges"') ? "ok" : "failed",
      });
      for (const { server, one } of running) {
        const first = await fetch(`${server.base}/graphql`, {
          method: "POST",
          headers: requestFor(one.cookie).headers,
          body,
        });
        const text = await first.text();
        if (requestFor(one.cookie).judge!(first.status, text) !== "ok")
          throw new Error(`workers ${one.size.name} ${filter.name}: ${first.status} ${text.slice(0, 300)}`);
        roundsBySize.set(one.size.name, []);
        if (!options.check)
          await runLoad(server.base, { connections: CONNECTIONS, seconds: 1, next: () => requestFor(one.cookie) });
      }
      for (let round = 0; round < (options.check ? 0 : rounds); round++)
        for (const { server, one } of running) {
          const load = await runLoad(server.base, {
            connections: CONNECTIONS,
            seconds,
            next: () => requestFor(one.cookie),
          });
          roundsBySize.get(one.size.name)!.push({ stats: load.total, seconds: load.seconds });
        }
      for (const { one } of running) {
        const stats = combineRounds(filter.name, roundsBySize.get(one.size.name)!);
        bySize.get(one.size.name)!.push({ filter: filter.name, stats, ...one.plans.get(filter.name)! });
        if (!options.check)
          log(
            `workers ${one.size.name} ${filter.name}: p50 ${stats.p50.toFixed(1)} ms, p99 ${stats.p99.toFixed(1)} ms`,
          );
      }
    }
    return {
      sizes: prepared.map((one) => ({
        name: one.size.name,
        laborers: one.size.laborers,
        filters: bySize.get(one.size.name)!,
      })),
    };
  } finally {
    for (const { server } of running) await server.stop();
  }
}

/** Marks a third of the laborers available (once), signs the demo employer in, and explains each filter. */
async function prepareSize(url: string, sizeName: string, sessionSecret: string) {
  const db = openPostgres(url);
  const prisma = createPrisma(db);
  try {
    await prisma.$executeRaw`
      UPDATE "User" SET "available" = TRUE
      WHERE "userType" = 'laborer' AND "id" % 3 = 0 AND "mobileNumber" NOT LIKE '98765%'
        AND NOT EXISTS (SELECT 1 FROM "User" WHERE "available" AND "mobileNumber" NOT LIKE '98765%')`;
    const employer = await prisma.user.findUniqueOrThrow({ where: { mobileNumber: DEMO_ACCOUNTS.employer } });
    const cookie = await sessionCookie(prisma, employer.id, sessionSecret);
    return { cookie, plans: await explainFilters(url, sizeName) };
  } finally {
    await prisma.$disconnect();
    await db.close();
  }
}

async function explainFilters(url: string, sizeName: string) {
  const captured: { query: string; params: string }[] = [];
  const db = openPostgres(url);
  const prisma = new PrismaClient({ adapter: db.factory, log: [{ emit: "event", level: "query" }] });
  prisma.$on("query", (event) => captured.push({ query: event.query, params: event.params }));
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const plans = new Map<string, Omit<WorkerFilterResult, "filter" | "stats">>();
  try {
    const centre = centreOf(NEAR);
    if (!centre) throw new Error(`${NEAR} is not in the place index`);
    for (const filter of WORKER_FILTERS) {
      const near = { centre, radiusKm: filter.args.radiusKm };
      const skillName = "skillName" in filter.args ? filter.args.skillName : null;
      const skill = skillName ? await prisma.skill.findUnique({ where: { name: skillName } }) : null;
      const day = todayInIndia();
      const where = directoryWhere("laborer", {
        skillIds: skill ? [skill.id] : null,
        availableOn: "available" in filter.args ? day : null,
      });
      captured.length = 0;
      await nearLaborerPage(prisma, where, near, { take: 21 }, day);
      const page = captured.find((q) => /LaborerPoint/.test(q.query));
      captured.length = 0;
      await nearLaborerCount(prisma, where, near, day);
      const count = captured.find((q) => /LaborerPoint/.test(q.query));
      if (!page || !count) throw new Error(`workers ${filter.name}: statements not captured`);
      const explain = (statement: LoggedStatement) => explainStatement(client, statement, { orderedScans: true });
      const pagePlan = await explain(page);
      const countPlan = await explain(count);
      const slug = filter.name
        .replace(/[^a-z0-9]+/gi, "-")
        .replace(/^-|-$/g, "")
        .toLowerCase();
      fs.mkdirSync(RESULTS_DIR, { recursive: true });
      fs.writeFileSync(
        path.join(RESULTS_DIR, `explain-workers-${sizeName.toLowerCase()}-${slug}.txt`),
        [
          `worker search "${filter.name}" at ${sizeName} laborers; arguments ${JSON.stringify(filter.args)}`,
          "",
          "-- the page (its first group: available today)",
          page.query,
          `-- parameters ${page.params}`,
          pagePlan,
          "",
          "-- a count (totalCount, up to 1,000 per group)",
          count.query,
          `-- parameters ${count.params}`,
          countPlan,
          "",
        ].join("\n"),
      );
      plans.set(filter.name, {
        pageAccess: tableAccesses(pagePlan, "User"),
        seqScan: hasSeqScan(pagePlan, "User") || hasSeqScan(countPlan, "User"),
        pageMs: executionMs(pagePlan),
        countMs: executionMs(countPlan),
      });
    }
  } finally {
    await client.end();
    await prisma.$disconnect();
    await db.close();
  }
  return plans;
}
