// Part 2, load: the real server (graphql-server/src/app/server.ts as a child process, on loopback) under
// autocannon — 64 connections for 60 s (15 s in short mode) — with a mix of job search (GraphQL and
// REST), job views, applications and messages, sent as many different signed-in laborers (accounts and
// sessions made in the database before the run, so OTP limits play no part; each laborer writes in its
// own conversation, round-robin, so the 20-messages-a-minute limit is not what is measured).
// Runs on embedded PGlite and on PostgreSQL (a fresh database on the shared server, dropped afterwards);
// short mode runs PGlite only (RESILIENCE_LOAD_POSTGRES=1 adds PostgreSQL).
//
// Passes when there is no 5xx, no socket error or timeout, no masked unexpected error and no answer
// other than the expected ones (2xx; 409 for a second application; 429 for the message limit).
// Prints req/s, p50 and p99 latency, status counts per action and the server's peak RSS (VmHWM).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { afterEach, expect, it } from "vitest";
import { type PreparedData, globalId, newSessionSecret, openMigrated, prepareData } from "./support/fixtures.ts";
import { hasMaskedInternalError, leaksIn } from "./support/leaks.ts";
import { BUDGET, MODE, SHORT } from "./support/mode.ts";
import { createSharedDatabase } from "./support/postgres.ts";
import { clip, count, histogram, print, table } from "./support/report.ts";
import { type ServerProcess, startServer } from "./support/server-process.ts";

const LABORERS = SHORT ? 300 : 1_000;
const EMPLOYERS = 25;
const EXTRA_JOBS = 80;

type Action =
  | "search graphql"
  | "search rest"
  | "view job"
  | "apply rest"
  | "apply graphql"
  | "message rest"
  | "message graphql";
/** Per 100 requests. */
const MIX: [Action, number][] = [
  ["search graphql", 15],
  ["search rest", 15],
  ["view job", 25],
  ["apply rest", 10],
  ["apply graphql", 10],
  ["message rest", 13],
  ["message graphql", 12],
];
/** Answers that are right but not 2xx: a second application (409 / ConflictError), the message limit (429 / RateLimitError). */
const EXPECTED_REFUSALS: Partial<Record<Action, { status?: number; typename?: string }>> = {
  "apply rest": { status: 409 },
  "apply graphql": { typename: "ConflictError" },
  "message rest": { status: 429 },
  "message graphql": { typename: "RateLimitError" },
};

const SEARCH = `query LoadJobs($first: Int, $search: String, $location: String, $category: JobCategory, $wageBand: WageBand, $urgentOnly: Boolean) {
  jobs(first: $first, search: $search, location: $location, category: $category, wageBand: $wageBand, urgentOnly: $urgentOnly) {
    totalCount pageInfo { hasNextPage endCursor }
    edges { node { id databaseId title location district dailyRate isUrgent startDate applicationsCount employerName requiredSkills { name } } }
  }
}`;
// What the job screen sends when it opens: the job, and the view it counts.
const VIEW = `mutation LoadJob($id: ID!) {
  recordJobView(jobId: $id) { __typename ... on MutationRecordJobViewSuccess { data { id title description dailyRate duration workersNeeded viewsCount applicationsCount employerName } } ... on Error { message } }
}`;
const APPLY = `mutation LoadApply($jobId: ID!) {
  applyToJob(jobId: $jobId, message: "I can start tomorrow.") { __typename ... on MutationApplyToJobSuccess { data { databaseId status } } ... on Error { message } }
}`;
const SEND = `mutation LoadSend($conversationId: ID!, $content: String!) {
  sendMessage(conversationId: $conversationId, content: $content) { __typename ... on MutationSendMessageSuccess { data { databaseId } } ... on Error { message } }
}`;

const SEARCH_WORDS = ["paddy", "harvest", "mango", "dairy", "coconut", "sugarcane", null, null];
const LOCATIONS = ["Mysore", "Mysuru", "Mandya", "Hassan", "Karnataka", null, null, null];
const CATEGORIES = ["field_activities", "horticulture", "animal_husbandry", null, null, null];
const WAGES: [string | null, string | null][] = [
  ["R500_700", "500-700"],
  ["R300_500", "300-500"],
  ["R1000_PLUS", "1000+"],
  [null, null],
  [null, null],
];

const pickFrom = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;

interface Outcome {
  byAction: Map<Action, Map<string, number>>;
  unexpected: { action: Action; status: number; body: string }[];
}

function buildMix(data: PreparedData, outcome: Outcome) {
  const wheel: Action[] = MIX.flatMap(([action, n]) => Array<Action>(n).fill(action));
  let messageTurn = 0;
  let messageNumber = 0;
  const json = (body: unknown) => JSON.stringify(body);
  const setupRequest = (req: Record<string, unknown>, context: Record<string, unknown>) => {
    const action = pickFrom(wheel);
    context.action = action;
    const laborerIndex = Math.floor(Math.random() * data.laborers.length);
    let method = "POST";
    let path = "/graphql";
    let body: string | undefined;
    let cookie: string | undefined;
    switch (action) {
      case "search graphql": {
        const [band] = pickFrom(WAGES);
        body = json({
          query: SEARCH,
          variables: {
            first: pickFrom([10, 20, 20, 50]),
            search: pickFrom(SEARCH_WORDS),
            location: pickFrom(LOCATIONS),
            category: pickFrom(CATEGORIES),
            wageBand: band,
            urgentOnly: Math.random() < 0.2 || null,
          },
        });
        cookie = Math.random() < 0.5 ? data.laborers[laborerIndex]!.cookie : undefined;
        break;
      }
      case "search rest": {
        const [, wage] = pickFrom(WAGES);
        const params = new URLSearchParams();
        for (const [name, value] of [
          ["search", pickFrom(SEARCH_WORDS)],
          ["location", pickFrom(LOCATIONS)],
          ["category", pickFrom(CATEGORIES)],
          ["wage", wage],
          ["limit", pickFrom(["20", "50", null])],
        ] as const) {
          if (value) params.set(name, value);
        }
        method = "GET";
        path = `/api/jobs/search${params.size ? `?${params}` : ""}`;
        cookie = Math.random() < 0.5 ? data.laborers[laborerIndex]!.cookie : undefined;
        break;
      }
      case "view job":
        body = json({ query: VIEW, variables: { id: globalId("Job", pickFrom(data.jobs)) } });
        cookie = data.laborers[laborerIndex]!.cookie;
        break;
      case "apply rest":
        path = `/api/jobs/${pickFrom(data.jobs)}/apply`;
        body = json(Math.random() < 0.5 ? {} : { message: "I have done this work before." });
        cookie = data.laborers[laborerIndex]!.cookie;
        break;
      case "apply graphql":
        body = json({ query: APPLY, variables: { jobId: globalId("Job", pickFrom(data.jobs)) } });
        cookie = data.laborers[laborerIndex]!.cookie;
        break;
      case "message rest":
      case "message graphql": {
        // Round-robin over the laborers: each sends as rarely as possible.
        const i = messageTurn++ % data.laborers.length;
        const content = `Load message ${++messageNumber}: is the work still available?`;
        cookie = data.laborers[i]!.cookie;
        if (action === "message rest") {
          path = `/api/conversations/${data.conversations[i]}/messages`;
          body = json({ content });
        } else {
          body = json({
            query: SEND,
            variables: { conversationId: globalId("Conversation", data.conversations[i]!), content },
          });
        }
        break;
      }
    }
    const headers: Record<string, string> = { accept: "application/json" };
    if (body !== undefined) headers["content-type"] = "application/json";
    if (cookie) headers.cookie = cookie;
    return { ...req, method, path, headers, body };
  };
  const onResponse = (status: number, body: string, context: Record<string, unknown>) => {
    const action = context.action as Action;
    let label = String(status);
    let ok = status >= 200 && status < 300;
    if (action.endsWith("graphql") || action === "view job") {
      const typename = /"__typename":"(\w+)"/.exec(body)?.[1];
      if (typename) label = `${status} ${typename}`;
      ok =
        ok &&
        !body.includes('"errors"') &&
        (typename === undefined || !/Error$/.test(typename) || typename === EXPECTED_REFUSALS[action]?.typename);
      if (typename && typename === EXPECTED_REFUSALS[action]?.typename) ok = true;
    } else if (status === EXPECTED_REFUSALS[action]?.status) ok = true;
    if (hasMaskedInternalError(body) || leaksIn(body).length) ok = false;
    const labels = outcome.byAction.get(action) ?? new Map<string, number>();
    count(labels, label);
    outcome.byAction.set(action, labels);
    if (!ok && outcome.unexpected.length < 500) outcome.unexpected.push({ action, status, body: clip(body, 400) });
  };
  return { setupRequest, onResponse };
}

async function runLoad(
  base: string,
  data: PreparedData,
  seconds: number,
): Promise<{ result: autocannon.Result; outcome: Outcome }> {
  const outcome: Outcome = { byAction: new Map(), unexpected: [] };
  const { setupRequest, onResponse } = buildMix(data, outcome);
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections: BUDGET.loadConnections,
        duration: seconds,
        // A slow answer is reported in the latencies; only a request with no answer at all counts as an error.
        timeout: 30,
        requests: [{ setupRequest, onResponse } as unknown as autocannon.Request],
      },
      (error, res) => (error ? reject(error) : resolve(res)),
    );
    // Bounded even if autocannon misbehaves.
    const guard = setTimeout(() => instance.stop(), (seconds + 30) * 1_000);
    instance.once("done", () => clearTimeout(guard));
  });
  return { result, outcome };
}

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) {
    try {
      await cleanup();
    } catch (error) {
      console.error("[resilience] load cleanup:", error);
    }
  }
}, 120_000);

async function loadTest(database: "pglite" | "postgresql") {
  const started = performance.now();
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "khetsetu-resilience-load-"));
  cleanups.push(async () => fs.rmSync(workDir, { recursive: true, force: true }));
  const dataDir = path.join(workDir, "data");
  const secret = newSessionSecret();
  const env: NodeJS.ProcessEnv = { SESSION_SECRET: secret };

  let target: { pgliteDir: string } | { url: string };
  if (database === "postgresql") {
    const db = await createSharedDatabase("load");
    cleanups.push(() => db.drop());
    env.DATABASE_URL = db.url;
    target = { url: db.url };
  } else {
    target = { pgliteDir: path.join(dataDir, "pglite") };
  }
  const opened = await openMigrated(target);
  let data: PreparedData;
  try {
    data = await prepareData(opened.prisma, {
      secret,
      laborers: LABORERS,
      employers: EMPLOYERS,
      extraJobs: EXTRA_JOBS,
      label: "Load",
    });
  } finally {
    await opened.close();
  }
  const prepared = performance.now();

  const server: ServerProcess = await startServer({ dataDir, env, logFile: path.join(workDir, "server.log") });
  cleanups.push(() => server.stop());
  const seconds = BUDGET.loadSeconds;
  const { result, outcome } = await runLoad(server.base, data, seconds);
  const health = await fetch(`${server.base}/healthz`, { signal: AbortSignal.timeout(5_000) }).then(
    (r) => r.status,
    () => 0,
  );
  const peakRss = server.peakRssMiB();
  const log = fs.readFileSync(server.logFile, "utf8");
  const serverErrors = log.split("\n").filter((line) => /"level":(50|60)/.test(line));

  const statuses = new Map<string, number>(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats?.count ?? 0]),
  );
  const fiveXx = [...statuses].filter(([code]) => Number(code) >= 500).reduce((sum, [, n]) => sum + n, 0);
  const rows: (string | number)[][] = [["action", "requests", "answers"]];
  for (const [action] of MIX) {
    const labels = outcome.byAction.get(action) ?? new Map();
    rows.push([action, [...labels.values()].reduce((a, b) => a + b, 0), histogram(labels)]);
  }
  const conflicts = [...outcome.byAction.entries()]
    .filter(([a]) => a.startsWith("apply"))
    .reduce(
      (sum, [, m]) =>
        sum + [...m].filter(([l]) => l.startsWith("409") || l.includes("ConflictError")).reduce((s, [, n]) => s + n, 0),
      0,
    );
  const limited = [...outcome.byAction.entries()]
    .filter(([a]) => a.startsWith("message"))
    .reduce(
      (sum, [, m]) =>
        sum +
        [...m].filter(([l]) => l.startsWith("429") || l.includes("RateLimitError")).reduce((s, [, n]) => s + n, 0),
      0,
    );
  print(
    `load on ${database} (${MODE} mode): ${BUDGET.loadConnections} connections for ${seconds} s, ${LABORERS} signed-in laborers`,
    [
      `requests: ${result.requests.total} (${result.requests.average.toFixed(0)} req/s average), latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
      `statuses: ${histogram(statuses)}; 5xx: ${fiveXx}; socket errors: ${result.errors}, timeouts: ${result.timeouts}`,
      `409 already applied: ${conflicts}; 429 message limit: ${limited}; unexpected answers: ${outcome.unexpected.length}`,
      `server peak RSS (VmHWM): ${peakRss} MiB; server start ${server.startSeconds.toFixed(1)} s; data prepared in ${((prepared - started) / 1000).toFixed(1)} s; /healthz after the run: ${health}`,
      `server log errors: ${serverErrors.length}`,
      table(rows),
      ...outcome.unexpected.slice(0, 8).map((u) => `  unexpected: ${u.action} → ${u.status} ${u.body}`),
      ...serverErrors.slice(0, 5).map((line) => `  server log: ${clip(line, 600)}`),
    ],
  );

  expect(result.requests.total, "requests answered").toBeGreaterThan(0);
  expect(fiveXx, "5xx answers").toBe(0);
  expect(result.errors, "socket errors (including timeouts)").toBe(0);
  expect(result.timeouts, "timeouts").toBe(0);
  expect(
    outcome.unexpected.map((u) => `${u.action} → ${u.status} ${clip(u.body, 160)}`).slice(0, 10),
    "unexpected answers",
  ).toEqual([]);
  expect(health, "/healthz after the run").toBe(200);
}

it(
  "PGlite: 64 connections of search, views, applications and messages, without errors",
  () => loadTest("pglite"),
  600_000,
);

// Full mode (or RESILIENCE_LOAD_POSTGRES=1) also loads PostgreSQL; short mode does not define that test at all.
if (BUDGET.loadOnPostgres)
  it(
    "PostgreSQL: 64 connections of search, views, applications and messages, without errors",
    () => loadTest("postgresql"),
    600_000,
  );
