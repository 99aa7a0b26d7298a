// The growth section of `npm run bench`: does the job search stay fast as the jobs grow? Three PostgreSQL
// databases of 10k, 100k and 1M jobs (khetsetu_bench_10k, _100k, _1m on the local server: created, migrated
// and seeded on first use, then reused). For each, the real server on that database answers the web app's
// job search (the web app's operations, sent as their persisted keys) for each filter the `jobs` field offers, at low concurrency (4 connections: latency, not
// saturation); and PostgreSQL's EXPLAIN (ANALYZE, BUFFERS) of the statements behind each search is saved to
// bench/results/explain-<size>-<filter>.txt. The statements are made in this process by the server's own code
// (the filter builders of graphql-server/src/features/jobs/job-filters.ts, the count of job-rows.ts, near-jobs.ts),
// as the `jobs` resolver makes them: the page (one more than the page for hasNextPage) and the count (totalCount).
//
// The search has no skill and no start-date filter; places are matched through `location` (any of the place's
// names in the job's location, district or state) and by distance: `nearby` (around the signed-in viewer's own
// point) and a point sent with a radius (the device's location).
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { openPostgres } from "../graphql-server/src/db/adapter.ts";
import { createPrisma } from "../graphql-server/src/db/client.ts";
import { DEMO_ACCOUNTS } from "../graphql-server/src/db/seed/demo-accounts.ts";
import { PrismaClient } from "../graphql-server/src/generated/prisma/client.ts";
import {
  type JobSearch,
  NEWEST_FIRST,
  jobSearchWhere,
  nearbyGroups,
  searchWhere,
} from "../graphql-server/src/features/jobs/job-filters.ts";
import type { ConcreteRequest } from "relay-runtime";
import BrowseJobsListPaginationQuery from "../frontend/src/__generated__/BrowseJobsListPaginationQuery.graphql.ts";
import JobsListPaginationQuery from "../frontend/src/__generated__/JobsListPaginationQuery.graphql.ts";
import { prepareDatabase } from "./database.ts";
import { executionMs, hasSeqScan, tableAccesses } from "./explain-plan.ts";
import { type LoggedStatement, explainStatement } from "./explain-statement.ts";
import { type LoadRequest, runLoad } from "./http-load.ts";
import { type OperationStats, combineRounds } from "./latency.ts";
import { JOB_SEARCH, persistedBody } from "./operations.ts";
import { RESULTS_DIR, type RunningServer, newSessionSecret, sessionCookie, startServer } from "./server.ts";
import { JOB_COUNT_LIMIT } from "../graphql-server/src/rules/job.ts";
import { DEFAULT_RADIUS_KM } from "../graphql-server/src/rules/distance.ts";
import { nearJobCount, nearJobPage } from "../graphql-server/src/features/jobs/near-jobs.ts";
import { countOrderFor, jobCountUpTo } from "../graphql-server/src/features/jobs/job-rows.ts";

export const GROWTH_SIZES = [
  { name: "10k", jobs: 10_000, database: "khetsetu_bench_10k" },
  { name: "100k", jobs: 100_000, database: "khetsetu_bench_100k" },
  { name: "1M", jobs: 1_000_000, database: "khetsetu_bench_1m" },
] as const;

const SERVER = "postgresql://postgres@127.0.0.1:5432";

/** The device location the "near a point" search sends: Maddur, Mandya district, Karnataka. */
const MADDUR = { latitude: 12.59, longitude: 77.05 } as const;
const CONNECTIONS = 4;

/** The browse list plus `urgentOnly`, which the web app does not send (the field offers it). */
const URGENT_LIST = JOB_SEARCH.replace(
  "$wageBand: WageBand\n",
  "$wageBand: WageBand\n  $urgentOnly: Boolean\n",
).replace("wageBand: $wageBand)", "wageBand: $wageBand, urgentOnly: $urgentOnly)");

interface Filter {
  name: string;
  /** The `jobs` arguments. */
  args: JobSearch & { nearby?: boolean; latitude?: number; longitude?: number; radiusKm?: number };
  /** The web app's operation (sent as its persisted key); without it, URGENT_LIST's text. */
  operation?: ConcreteRequest;
  signedIn?: boolean;
}

export const GROWTH_FILTERS: readonly Filter[] = [
  { name: "no filter", args: {}, operation: BrowseJobsListPaginationQuery },
  { name: "category", args: { category: "horticulture" }, operation: BrowseJobsListPaginationQuery },
  { name: "text search", args: { search: "harvesting" }, operation: BrowseJobsListPaginationQuery },
  { name: "location text", args: { location: "Mysore" }, operation: BrowseJobsListPaginationQuery },
  {
    name: "category + location",
    args: { category: "horticulture", location: "Mysore" },
    operation: BrowseJobsListPaginationQuery,
  },
  { name: "wage band", args: { wageBand: "R500_700" }, operation: BrowseJobsListPaginationQuery },
  { name: "urgent only", args: { urgentOnly: true } },
  { name: "nearby (signed in)", args: { nearby: true }, operation: JobsListPaginationQuery, signedIn: true },
  {
    name: "near a point, 25 km",
    args: { nearby: true, radiusKm: 25, ...MADDUR },
    operation: JobsListPaginationQuery,
    signedIn: true,
  },
];

export interface GrowthFilterResult {
  filter: string;
  stats: OperationStats;
  /** How the page's and the count's statements read Job. */
  pageAccess: string[];
  countAccess: string[];
  seqScan: boolean;
  pageMs: number | null;
  countMs: number | null;
}

export interface GrowthSize {
  name: string;
  jobs: number;
  filters: GrowthFilterResult[];
}

export interface GrowthResult {
  sizes: GrowthSize[];
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

export async function runGrowth(options: {
  quick: boolean;
  check: boolean;
  log: (line: string) => void;
}): Promise<GrowthResult> {
  const { log } = options;
  if (URGENT_LIST === JOB_SEARCH) throw new Error("the browse list's text changed: urgentOnly could not be added");
  // Each filter is measured on every size in turn, round after round, so a busy moment of the machine falls
  // on all sizes alike rather than on one.
  const rounds = options.quick ? 1 : 2;
  const seconds = options.quick ? 2 : 3;
  const sizes = options.check ? GROWTH_SIZES.slice(0, 1) : GROWTH_SIZES;
  const prepared = [];
  for (const size of sizes) {
    const url = `${SERVER}/${size.database}`;
    log(`${size.name}: database ${size.database}`);
    const jobs = await prepareDatabase(url, {
      create: true,
      jobs: size.jobs,
      log: (line) => log(`${size.name}: ${line}`),
    });
    const plans = await explainFilters(url, size.name);
    const sessionSecret = newSessionSecret();
    prepared.push({ size, url, jobs, plans, sessionSecret, cookie: await laborerCookie(url, sessionSecret) });
  }
  const running: { server: RunningServer; prepared: (typeof prepared)[number] }[] = [];
  try {
    for (const one of prepared)
      running.push({
        prepared: one,
        server: await startServer({
          databaseUrl: one.url,
          sessionSecret: one.sessionSecret,
          logName: `growth-${one.size.name}`,
        }),
      });
    const filtersBySize = new Map<string, GrowthFilterResult[]>(prepared.map((one) => [one.size.name, []]));
    if (!options.check)
      log(
        `${GROWTH_FILTERS.length} filters × ${sizes.length} sizes × ${rounds} round(s) of ${seconds} s at ${CONNECTIONS} connections, 1 s warm-up each`,
      );
    for (const filter of GROWTH_FILTERS) {
      const variables = { count: 20, ...filter.args };
      const body = filter.operation
        ? persistedBody(filter.operation, variables)
        : JSON.stringify({ query: URGENT_LIST, variables });
      const requestFor = (cookie: string): LoadRequest => ({
        name: filter.name,
        method: "POST",
        path: "/graphql",
        headers: {
          "content-type": "application/json",
          accept: "application/json",
          ...(filter.signedIn ? { cookie } : {}),
        },
        body,
        judge: (status, text) =>
          status === 200 && !text.includes('"errors"') && text.includes('"edges"') ? "ok" : "failed",
      });
      for (const { server, prepared: one } of running) {
        const request = requestFor(one.cookie);
        const first = await fetch(`${server.base}/graphql`, { method: "POST", headers: request.headers, body });
        const firstText = await first.text();
        if (request.judge!(first.status, firstText) !== "ok")
          throw new Error(`${one.size.name} ${filter.name}: ${first.status} ${firstText.slice(0, 300)}`);
        if (!options.check) await runLoad(server.base, { connections: CONNECTIONS, seconds: 1, next: () => request });
      }
      const roundsBySize = new Map<string, { stats: OperationStats; seconds: number }[]>(
        prepared.map((one) => [one.size.name, []]),
      );
      for (let round = 0; round < (options.check ? 0 : rounds); round++) {
        for (const { server, prepared: one } of running) {
          const request = requestFor(one.cookie);
          const load = await runLoad(server.base, { connections: CONNECTIONS, seconds, next: () => request });
          roundsBySize.get(one.size.name)!.push({ stats: load.total, seconds: load.seconds });
        }
      }
      for (const { prepared: one } of running) {
        const plan = one.plans.get(filter.name)!;
        const stats = combineRounds(filter.name, roundsBySize.get(one.size.name)!);
        filtersBySize.get(one.size.name)!.push({ filter: filter.name, stats, ...plan });
        if (!options.check)
          log(
            `${one.size.name} ${filter.name}: p50 ${stats.p50.toFixed(1)} ms, p99 ${stats.p99.toFixed(1)} ms, ${Math.round(stats.reqPerSec)} req/s${stats.failed ? `, ${stats.failed} failed` : ""}; page ${plan.pageAccess.join(" + ") || "?"}${plan.seqScan ? " — SEQ SCAN" : ""}`,
          );
      }
    }
    return {
      sizes: prepared.map((one) => ({
        name: one.size.name,
        jobs: one.jobs,
        filters: filtersBySize.get(one.size.name)!,
      })),
    };
  } finally {
    for (const { server } of running) await server.stop();
  }
}

async function laborerCookie(url: string, sessionSecret: string): Promise<string> {
  const db = openPostgres(url);
  const prisma = createPrisma(db);
  try {
    const laborer = await prisma.user.findUniqueOrThrow({
      where: { mobileNumber: DEMO_ACCOUNTS.laborer },
      select: { id: true },
    });
    return await sessionCookie(prisma, laborer.id, sessionSecret);
  } finally {
    await prisma.$disconnect();
    await db.close();
  }
}

type Plan = Pick<GrowthFilterResult, "pageAccess" | "countAccess" | "seqScan" | "pageMs" | "countMs">;

/** EXPLAIN (ANALYZE, BUFFERS) of each filter's page and count statements; the text saved per filter. */
async function explainFilters(url: string, sizeName: string): Promise<Map<string, Plan>> {
  const captured: { query: string; params: string }[] = [];
  const db = openPostgres(url);
  const prisma = new PrismaClient({ adapter: db.factory, log: [{ emit: "event", level: "query" }] });
  prisma.$on("query", (event) => captured.push({ query: event.query, params: event.params }));
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const plans = new Map<string, Plan>();
  try {
    const viewer = await prisma.user.findUniqueOrThrow({
      where: { mobileNumber: DEMO_ACCOUNTS.laborer },
      select: { district: true, state: true, latitude: true, longitude: true },
    });
    const viewerPoint =
      viewer.latitude !== null && viewer.longitude !== null
        ? { latitude: viewer.latitude, longitude: viewer.longitude }
        : null;
    for (const filter of GROWTH_FILTERS) {
      // A near search: centred on the point sent, else (nearby) on the viewer's own point when it has one.
      const centre =
        filter.args.latitude !== undefined
          ? { latitude: filter.args.latitude, longitude: filter.args.longitude! }
          : filter.args.nearby
            ? viewerPoint
            : null;
      if (centre) {
        plans.set(filter.name, await explainNear(prisma, client, captured, filter, centre, sizeName));
        continue;
      }
      const groups = filter.args.nearby ? nearbyGroups(viewer) : null;
      // The page as the resolver asks for it; with `nearby` and a district, its first group (the district's jobs).
      const pageWhere = groups?.district
        ? { AND: [jobSearchWhere(filter.args), groups.district] }
        : searchWhere(filter.args, viewer);
      captured.length = 0;
      await prisma.job.findMany({ where: pageWhere, orderBy: NEWEST_FIRST, take: 21, select: { id: true } });
      const page = captured.find((q) => /FROM "public"\."Job"/.test(q.query));
      captured.length = 0;
      await jobCountUpTo({ prisma }, searchWhere(filter.args, viewer), JOB_COUNT_LIMIT, countOrderFor(filter.args));
      const count = captured.find((q) => /FROM "public"\."Job"/.test(q.query) || /"Job"/.test(q.query));
      if (!page || !count) throw new Error(`${filter.name}: the page's and the count's statements were not captured`);
      const explain = (statement: LoggedStatement) => explainStatement(client, statement);
      const pagePlan = await explain(page);
      const countPlan = await explain(count);
      const file = path.join(RESULTS_DIR, `explain-${slug(sizeName)}-${slug(filter.name)}.txt`);
      fs.mkdirSync(RESULTS_DIR, { recursive: true });
      fs.writeFileSync(
        file,
        [
          `${filter.name} at ${sizeName} jobs; arguments ${JSON.stringify(filter.args)}${filter.signedIn ? `; viewer ${JSON.stringify(viewer)}` : ""}`,
          "",
          "-- the page",
          page.query,
          `-- parameters ${page.params}`,
          pagePlan,
          "",
          "-- the count (totalCount)",
          count.query,
          `-- parameters ${count.params}`,
          countPlan,
          "",
        ].join("\n"),
      );
      plans.set(filter.name, {
        pageAccess: tableAccesses(pagePlan, "Job"),
        countAccess: tableAccesses(countPlan, "Job"),
        seqScan: hasSeqScan(pagePlan, "Job") || hasSeqScan(countPlan, "Job"),
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

/**
 * EXPLAIN of a near search's statements as the server runs them (with bitmap scans off in their transaction):
 * the page (the points within the radius nearest first, each point's jobs newest first) and the bounded count.
 */
async function explainNear(
  prisma: PrismaClient,
  client: pg.Client,
  captured: { query: string; params: string }[],
  filter: Filter,
  centre: { latitude: number; longitude: number },
  sizeName: string,
): Promise<Plan> {
  const near = { centre, radiusKm: filter.args.radiusKm ?? DEFAULT_RADIUS_KM };
  const where = jobSearchWhere(filter.args);
  captured.length = 0;
  await nearJobPage(prisma, where, near, { take: 21 });
  const page = captured.find((q) => /JobPoint/.test(q.query));
  captured.length = 0;
  await nearJobCount(prisma, where, near);
  const count = captured.find((q) => /JobPoint/.test(q.query));
  if (!page || !count) throw new Error(`${filter.name}: the near search's statements were not captured`);
  const explain = (statement: LoggedStatement) => explainStatement(client, statement, { orderedScans: true });
  const pagePlan = await explain(page);
  const countPlan = await explain(count);
  const file = path.join(RESULTS_DIR, `explain-${slug(sizeName)}-${slug(filter.name)}.txt`);
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  fs.writeFileSync(
    file,
    [
      `${filter.name} at ${sizeName} jobs; arguments ${JSON.stringify(filter.args)}; centre ${JSON.stringify(centre)}`,
      "",
      "-- the page: the points within the radius nearest first, each point's open jobs newest first",
      page.query,
      `-- parameters ${page.params}`,
      pagePlan,
      "",
      `-- the count (totalCount, up to ${JOB_COUNT_LIMIT})`,
      count.query,
      `-- parameters ${count.params}`,
      countPlan,
      "",
    ].join("\n"),
  );
  return {
    pageAccess: tableAccesses(pagePlan, "Job"),
    countAccess: tableAccesses(countPlan, "Job"),
    seqScan: hasSeqScan(pagePlan, "Job") || hasSeqScan(countPlan, "Job") || hasSeqScan(pagePlan, "JobPoint"),
    pageMs: executionMs(pagePlan),
    countMs: executionMs(countPlan),
  };
}
