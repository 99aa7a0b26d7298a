// The mixed-load section of `npm run bench`: 64 connections sending a weighted mix of what phones send — a
// job search (60%), a job's detail (25%), an application by one of 64 signed-in laborers (10%, each to a job
// they have not applied to) and a message in one of those laborers' conversations (5%) — for a fixed time,
// on PostgreSQL (the growth section's 100k database, or DATABASE_URL) and on the embedded PGlite (the server started
// without DATABASE_URL, its DATA_DIR under bench/results, the demo data plus synthetic jobs to the same
// count). Figures per operation and in all; the server's peak RSS (VmHWM) during the load. On PGlite the
// database runs inside the server process, so its RSS holds the database too; on PostgreSQL it does not.
//
// Refusals the rules call for count as right answers, as a second application does in the API section: a
// message over the per-account limit (20 a minute) answers RateLimitError; they are counted as "refused".
// The laborers' sessions and conversations are made in the database before the server starts, as sign-in
// and startConversation would make them (sign-in's OTP limits would refuse 64 sign-ins in a row). The server
// runs in production (NODE_ENV=production), as deployments run it.
import BrowseJobsListPaginationQuery from "../frontend/src/__generated__/BrowseJobsListPaginationQuery.graphql.ts";
import JobCardApplyMutation from "../frontend/src/__generated__/JobCardApplyMutation.graphql.ts";
import BrowseJobsScreenQuery from "../frontend/src/__generated__/BrowseJobsScreenQuery.graphql.ts";
import JobDetailScreenQuery from "../frontend/src/__generated__/JobDetailScreenQuery.graphql.ts";
import LaborerHomeScreenQuery from "../frontend/src/__generated__/LaborerHomeScreenQuery.graphql.ts";
import SessionQuery from "../frontend/src/__generated__/SessionQuery.graphql.ts";
import useSendMessagesMutation from "../frontend/src/__generated__/useSendMessagesMutation.graphql.ts";
import { openPostgres } from "../graphql-server/src/db/adapter.ts";
import { createPrisma } from "../graphql-server/src/db/client.ts";
import type { Prisma } from "../graphql-server/src/db/client.ts";
import { DEMO_ACCOUNTS } from "../graphql-server/src/db/seed/demo-accounts.ts";
import { prepareDatabase } from "./database.ts";
import { type LoadRequest, type LoadResult, type Verdict, runLoad } from "./http-load.ts";
import { pickWeighted } from "./latency.ts";
import { persistedBody } from "./operations.ts";
import { PGLITE_DATA_DIR, withPglite } from "./pglite-database.ts";
import { pageName, pageVerdict, screenQueryName } from "./rendered-load-report.ts";
import { type MemoryBreakdown, breakdownLines, inspectorUrl, probeMemory } from "./memory-probe.ts";
import { cpuSeconds, peakRssMiB, sampleRss } from "./processes.ts";
import { RESULTS_DIR, assertLoopback, newSessionSecret, sessionCookie, startServer } from "./server.ts";

export const MIX = [
  ["search", 60],
  ["view job", 25],
  ["apply", 10],
  ["send message", 5],
] as const;
/**
 * With the web app served (bench/rendered-load.ts): first visits among the requests above, one page per 20 API
 * requests — a person opens the app once and then searches, reads and applies through the API.
 */
export const PAGE_MIX = [...MIX, ["open a page", 5]] as const;
/** The pages a first visit opens, in turn: the signed-in laborer's home, the job list, a shared job signed out. */
export const FIRST_VISIT_PAGES = ["laborer home", "browse jobs", "shared job"] as const;
const PAGE_LANGUAGES = ["en", "hi", "kn", "te"] as const;
export const MIXED_CONNECTIONS = 64;
const ACTORS = 64;
/** The growth section's 100k database: exactly as many jobs as the PGlite run gets. */
export const MIXED_DATABASE_URL = "postgresql://postgres@127.0.0.1:5432/khetsetu_bench_100k";
export const JOBS = 100_000;
const CATEGORIES = [
  "field_activities",
  "animal_husbandry",
  "horticulture",
  "fisheries",
  "sericulture",
  "plant_protection",
] as const;

export interface MixedRun {
  database: "PostgreSQL" | "PGlite";
  jobs: number;
  load: LoadResult | null;
  serverPeakRssMiB: number | null;
  serverRssBeforeMiB: number | null;
  /** The server's CPU time per answer during the load (ms). */
  serverCpuMsPerAnswer?: number | null;
  /** With `probe`: the server's memory after the load. */
  serverMemory?: MemoryBreakdown;
}

export interface MixedResult {
  runs: MixedRun[];
}

/** What the load needs from the database: signed-in laborers with a conversation each, jobs to view and to apply to. */
export interface Actors {
  laborers: { cookie: string; conversationId: number }[];
  /** A session of the employer the laborers write to. */
  employerCookie: string;
  viewJobs: number[];
  applyJobs: number[];
}

const globalId = (typename: string, id: number) => Buffer.from(`${typename}:${id}`).toString("base64");

export async function makeActors(prisma: Prisma, sessionSecret: string, applies: number): Promise<Actors> {
  const demo = Object.values(DEMO_ACCOUNTS);
  const laborers = await prisma.user.findMany({
    where: { userType: "laborer", mobileNumber: { notIn: demo }, applications: { none: {} } },
    orderBy: { id: "asc" },
    take: ACTORS,
    select: { id: true },
  });
  if (laborers.length < ACTORS)
    throw new Error(`only ${laborers.length} laborers without applications left: reseed the database`);
  const employer = await prisma.user.findFirstOrThrow({
    where: { userType: "employer", mobileNumber: { notIn: demo } },
    orderBy: { id: "asc" },
    select: { id: true },
  });
  const signedIn = [];
  for (const laborer of laborers) {
    const existing = await prisma.conversation.findFirst({
      where: { participantAId: laborer.id, participantBId: employer.id, jobId: null },
      select: { id: true },
    });
    const conversation =
      existing ??
      (await prisma.conversation.create({
        data: { participantAId: laborer.id, participantBId: employer.id },
        select: { id: true },
      }));
    signedIn.push({ cookie: await sessionCookie(prisma, laborer.id, sessionSecret), conversationId: conversation.id });
  }
  // Active jobs in a random order, not the demo employer's (their dashboard stays as it is).
  const demoEmployer = await prisma.user.findUniqueOrThrow({
    where: { mobileNumber: DEMO_ACCOUNTS.employer },
    select: { id: true },
  });
  const rows = await prisma.$queryRawUnsafe<{ id: number }[]>(
    `SELECT id FROM "Job" WHERE status = 'active' AND "employerId" IS DISTINCT FROM $1 ORDER BY random() LIMIT $2`,
    demoEmployer.id,
    applies + 2000,
  );
  const ids = rows.map((row) => row.id);
  return {
    laborers: signedIn,
    employerCookie: await sessionCookie(prisma, employer.id, sessionSecret),
    viewJobs: ids.slice(0, 2000),
    applyJobs: ids.slice(2000),
  };
}

/** The actors made on the PostgreSQL database at `databaseUrl` (its connection closed afterwards). */
export async function postgresActors(databaseUrl: string, sessionSecret: string, applies: number): Promise<Actors> {
  const db = openPostgres(databaseUrl);
  const prisma = createPrisma(db);
  try {
    return await makeActors(prisma, sessionSecret, applies);
  } finally {
    await prisma.$disconnect();
    await db.close();
  }
}

const JSON_HEADERS = { "content-type": "application/json", accept: "application/json" };
const graphqlOk = (status: number, body: string): Verdict =>
  status === 200 && !body.includes('"errors"') ? "ok" : "failed";

function typenameVerdict(status: number, body: string, success: string): Verdict {
  if (status !== 200) return "failed";
  if (body.includes(`"${success}"`)) return "ok";
  if (body.includes('"RateLimitError"')) return "refused";
  return "failed";
}

/**
 * Who is signed in: the app's root loader asks first when the page came as the shell (a rendered page carries the
 * session the server read for it).
 */
function sessionQuery(page: (typeof FIRST_VISIT_PAGES)[number], laborerCookie: string): LoadRequest {
  return {
    name: screenQueryName(`${page}, session`),
    method: "POST",
    path: "/graphql",
    headers: page === "shared job" ? JSON_HEADERS : { ...JSON_HEADERS, cookie: laborerCookie },
    body: persistedBody(SessionQuery, {}),
    judge: graphqlOk,
  };
}

/** The query the browser sends for a first visit's screen when the page came as the shell. */
function screenQuery(page: (typeof FIRST_VISIT_PAGES)[number], laborerCookie: string, jobId: string): LoadRequest {
  // The routes' own variables: the laborer home has none; /browse-jobs without filters; the job by its id.
  const body =
    page === "laborer home"
      ? persistedBody(LaborerHomeScreenQuery, {})
      : page === "browse jobs"
        ? persistedBody(BrowseJobsScreenQuery, { search: null, location: null, category: null, wageBand: null })
        : persistedBody(JobDetailScreenQuery, { id: jobId });
  return {
    name: screenQueryName(page),
    method: "POST",
    path: "/graphql",
    headers: page === "shared job" ? JSON_HEADERS : { ...JSON_HEADERS, cookie: laborerCookie },
    body,
    judge: graphqlOk,
  };
}

/** The next request of the mix; with `pages`, of PAGE_MIX (first visits, answered as `pages` says, too). */
export function requests(actors: Actors, options: { pages?: "rendered" | "shell" } = {}): () => LoadRequest {
  let applied = 0;
  let viewed = 0;
  let searched = 0;
  let messaged = 0;
  let opened = 0;
  const mix = options.pages ? PAGE_MIX : MIX;
  const expect = options.pages ?? "shell";
  // The shell's follow-ups: the session and the screen's query, which the browser sends once the shell's scripts run.
  const followUps: LoadRequest[] = [];
  return () => {
    const followUp = followUps.shift();
    if (followUp) return followUp;
    const kind = pickWeighted(mix, Math.random());
    switch (kind) {
      case "open a page": {
        const n = opened++;
        const page = FIRST_VISIT_PAGES[n % FIRST_VISIT_PAGES.length]!;
        const language = PAGE_LANGUAGES[Math.floor(n / FIRST_VISIT_PAGES.length) % PAGE_LANGUAGES.length]!;
        const laborer = actors.laborers[n % actors.laborers.length]!;
        const signedIn = page !== "shared job";
        const jobId = globalId("Job", actors.viewJobs[n % actors.viewJobs.length]!);
        // The shell's scripts then ask who is signed in and for the screen's data: after every shell, and after a
        // rendered page that fell back to the shell.
        const shellFollowUps = () =>
          followUps.push(sessionQuery(page, laborer.cookie), screenQuery(page, laborer.cookie, jobId));
        if (expect === "shell") shellFollowUps();
        return {
          name: pageName(page),
          method: "GET",
          path:
            page === "laborer home"
              ? "/"
              : page === "browse jobs"
                ? "/browse-jobs"
                : `/job/${encodeURIComponent(jobId)}`,
          headers: {
            accept: "text/html",
            cookie: signedIn ? `${laborer.cookie}; language=${language}` : `language=${language}`,
          },
          judge: (status, body) => {
            const verdict = pageVerdict(expect, status, body);
            if (expect === "rendered" && verdict === "refused") shellFollowUps();
            return verdict;
          },
        };
      }
      case "search": {
        const n = searched++;
        // Every seventh search has no category (all jobs); the others go round the categories.
        const category = n % 7 === 6 ? undefined : CATEGORIES[n % CATEGORIES.length];
        return {
          name: kind,
          method: "POST",
          path: "/graphql",
          headers: JSON_HEADERS,
          body: persistedBody(BrowseJobsListPaginationQuery, { count: 20, category }),
          judge: graphqlOk,
        };
      }
      case "view job": {
        const id = actors.viewJobs[viewed++ % actors.viewJobs.length]!;
        return {
          name: kind,
          method: "POST",
          path: "/graphql",
          headers: JSON_HEADERS,
          body: persistedBody(JobDetailScreenQuery, { id: globalId("Job", id) }),
          judge: (status, body) => typenameVerdict(status, body, "QueryJobSuccess"),
        };
      }
      case "apply": {
        // Request n: laborer n mod 64, job n — a job nobody of the run has applied to, so never a second application.
        const n = applied++;
        const laborer = actors.laborers[n % actors.laborers.length]!;
        const jobId = actors.applyJobs[n % actors.applyJobs.length]!;
        return {
          name: kind,
          method: "POST",
          path: "/graphql",
          headers: { ...JSON_HEADERS, cookie: laborer.cookie },
          body: persistedBody(JobCardApplyMutation, {
            jobId: globalId("Job", jobId),
            message: "I can start tomorrow.",
          }),
          judge: (status, body) => typenameVerdict(status, body, "MutationApplyToJobSuccess"),
        };
      }
      case "send message": {
        const laborer = actors.laborers[messaged++ % actors.laborers.length]!;
        return {
          name: kind,
          method: "POST",
          path: "/graphql",
          headers: { ...JSON_HEADERS, cookie: laborer.cookie },
          body: persistedBody(useSendMessagesMutation, {
            conversationId: globalId("Conversation", laborer.conversationId),
            content: "Is the work still open?",
          }),
          judge: (status, body) => typenameVerdict(status, body, "MutationSendMessageSuccess"),
        };
      }
    }
  };
}

/** Each kind of request answers right once. */
export async function checkOnce(base: string, next: () => LoadRequest, kinds: number = MIX.length): Promise<void> {
  const seen = new Set<string>();
  for (let tries = 0; seen.size < kinds && tries < 500; tries++) {
    const request = next();
    if (seen.has(request.name)) continue;
    const res = await fetch(`${base}${request.path}`, {
      method: request.method,
      headers: request.headers,
      body: request.body,
    });
    const body = await res.text();
    if (request.judge!(res.status, body) !== "ok")
      throw new Error(`mixed load: ${request.name} answered ${res.status} ${body.slice(0, 400)}`);
    seen.add(request.name);
  }
  if (seen.size < kinds) throw new Error("mixed load: not every kind of request came up");
}

export async function runMixed(options: {
  quick: boolean;
  check: boolean;
  log: (line: string) => void;
  /** The databases to load (both when not given). */
  databases?: MixedRun["database"][];
  /** After the load, where the server's memory is (bench/memory-probe.ts; the server runs with its inspector on). */
  probe?: boolean;
}): Promise<MixedResult> {
  const { log } = options;
  const seconds = options.quick ? 8 : 30;
  const warmup = options.quick ? 2 : 3;
  // Enough jobs to apply to for the whole run at the apply share of a fast server's rate.
  const applies = 20_000;
  const runs: MixedRun[] = [];
  const databases = options.databases ?? ["PostgreSQL", "PGlite"];
  const probeFlags = options.probe ? { nodeFlags: ["--inspect=127.0.0.1:0"] } : undefined;

  const measure = async (
    database: MixedRun["database"],
    jobs: number,
    server: { pid: number; base: string },
    actors: Actors,
    logName: string,
  ): Promise<MixedRun> => {
    const next = requests(actors);
    await checkOnce(server.base, next);
    if (options.check)
      return { database, jobs, load: null, serverPeakRssMiB: null, serverRssBeforeMiB: peakRssMiB(server.pid) };
    const before = peakRssMiB(server.pid);
    const rss = sampleRss(server.pid);
    await runLoad(server.base, { connections: MIXED_CONNECTIONS, seconds: warmup, next });
    const cpuBefore = cpuSeconds(server.pid);
    const load = await runLoad(server.base, { connections: MIXED_CONNECTIONS, seconds, next });
    const cpuAfter = cpuSeconds(server.pid);
    rss.stop();
    const all = load.total;
    const answers = all.ok + all.refused + all.failed;
    const serverCpuMsPerAnswer =
      cpuBefore !== null && cpuAfter !== null && answers > 0 ? ((cpuAfter - cpuBefore) * 1000) / answers : null;
    log(
      `${database}: ${Math.round(all.reqPerSec)} req/s, p50 ${all.p50.toFixed(0)} ms, p99 ${all.p99.toFixed(0)} ms, ${all.failed} failed, ${all.refused} refused; peak RSS ${Math.round(rss.peak() ?? 0)} MiB; server CPU ${serverCpuMsPerAnswer?.toFixed(2) ?? "—"} ms per answer`,
    );
    const serverMemory = options.probe
      ? await probeMemory(server.pid, await inspectorUrl(`${RESULTS_DIR}/${logName}.log`), { snapshot: true })
      : undefined;
    if (serverMemory) for (const line of breakdownLines(`${database} after the load`, serverMemory)) log(line);
    return {
      database,
      jobs,
      load,
      serverPeakRssMiB: rss.peak(),
      serverRssBeforeMiB: before,
      serverCpuMsPerAnswer,
      ...(serverMemory && { serverMemory }),
    };
  };

  // PostgreSQL.
  if (databases.includes("PostgreSQL")) {
    const databaseUrl = process.env.DATABASE_URL?.trim() || MIXED_DATABASE_URL;
    assertLoopback(databaseUrl);
    const pgJobs = await prepareDatabase(databaseUrl, { create: !process.env.DATABASE_URL?.trim(), jobs: JOBS, log });
    {
      const sessionSecret = newSessionSecret();
      const actors = await postgresActors(databaseUrl, sessionSecret, applies);
      const server = await startServer({
        databaseUrl,
        sessionSecret,
        logName: "mixed-postgresql",
        production: true,
        ...probeFlags,
      });
      try {
        log(
          `PostgreSQL: ${pgJobs.toLocaleString("en-US")} jobs; ${options.check ? "each request checked once" : `${MIXED_CONNECTIONS} connections, ${seconds} s after ${warmup} s warm-up`}`,
        );
        runs.push(await measure("PostgreSQL", pgJobs, server, actors, "mixed-postgresql"));
      } finally {
        await server.stop();
      }
    }
  }

  // PGlite: the database is made ready and the actors made while no server holds it.
  if (databases.includes("PGlite")) {
    const sessionSecret = newSessionSecret();
    const { actors, jobs } = await withPglite({ jobs: JOBS, log }, async (prisma, jobs) => ({
      actors: await makeActors(prisma, sessionSecret, applies),
      jobs,
    }));
    const server = await startServer({
      dataDir: PGLITE_DATA_DIR,
      sessionSecret,
      logName: "mixed-pglite",
      production: true,
      ...probeFlags,
    });
    try {
      log(
        `PGlite: ${jobs.toLocaleString("en-US")} jobs; ${options.check ? "each request checked once" : `${MIXED_CONNECTIONS} connections, ${seconds} s after ${warmup} s warm-up`}`,
      );
      runs.push(await measure("PGlite", jobs, server, actors, "mixed-pglite"));
    } finally {
      await server.stop();
    }
  }
  return { runs };
}
