// Part 3, fault: the real server on a throwaway PostgreSQL cluster (initdb + pg_ctl in a temporary folder,
// its own port; as root the cluster runs as the `postgres` OS user), under a write load — applications,
// messages, feedback and job posts, over REST and GraphQL — while the cluster is stopped (fast) and
// started again mid-load. The server process is never restarted.
//
// Passes when: during the outage every answer is a 503 (never another 5xx, never a dropped connection);
// within 5 s of the database being back the same server process answers /healthz with 200 and takes a
// write; every write answered with success is in the database exactly once (each carries a unique marker);
// no write answered with an error is in the database. The cluster is stopped and deleted at the end, also
// when something fails (and a cluster left by a killed earlier run is swept at the start).
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, expect, it } from "vitest";
import { type PreparedData, globalId, newSessionSecret, openMigrated, prepareData } from "./support/fixtures.ts";
import { hasMaskedInternalError, leaksIn } from "./support/leaks.ts";
import { BUDGET, MODE } from "./support/mode.ts";
import { type Cluster, createCluster, sweepStaleClusters } from "./support/postgres.ts";
import { clip, count, histogram, print, reportDir, table } from "./support/report.ts";
import { type ServerProcess, sleep, startServer } from "./support/server-process.ts";

const WORKERS = 12;
const REQUEST_TIMEOUT_MS = 15_000;
const RECOVERY_LIMIT_MS = 5_000;
const MARK = "rz";

type Kind = "apply" | "message" | "feedback" | "job";
type Via = "rest" | "graphql";

interface Write {
  kind: Kind;
  via: Via;
  marker: string;
  status: number;
  /** The server said the write succeeded. */
  ok: boolean;
  answer: string;
  startedAt: number;
  endedAt: number;
  error?: string;
}

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) {
    try {
      await cleanup();
    } catch (error) {
      console.error("[resilience] fault cleanup:", error);
    }
  }
}, 120_000);

const APPLY = `mutation FaultApply($jobId: ID!, $message: String) { applyToJob(jobId: $jobId, message: $message) { __typename ... on Error { message } } }`;
const SEND = `mutation FaultSend($conversationId: ID!, $content: String!) { sendMessage(conversationId: $conversationId, content: $content) { __typename ... on Error { message } } }`;
const FEEDBACK = `mutation FaultFeedback($input: FeedbackInput!) { submitFeedback(input: $input) { __typename ... on Error { message } } }`;
const CREATE_JOB = `mutation FaultJob($input: CreateJobInput!) { createJob(input: $input) { __typename ... on Error { message } } }`;

function writer(base: string, data: PreparedData) {
  // Unique (laborer, job) pairs, so every application is a new one.
  const pairs: [number, number][] = [];
  for (let l = 0; l < data.laborers.length; l++) for (const job of data.jobs) pairs.push([l, job]);
  for (let i = pairs.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [pairs[i], pairs[j]] = [pairs[j]!, pairs[i]!];
  }
  let pairTurn = 0;
  let messageTurn = 0;
  let employerTurn = 0;
  let address = 0;

  return async function write(kind: Kind, via: Via): Promise<Write> {
    const marker = `${MARK}-${randomUUID()}`;
    const headers: Record<string, string> = { "content-type": "application/json", accept: "application/json" };
    let path = "/graphql";
    let body: unknown;
    let field = "";
    switch (kind) {
      case "apply": {
        const [l, job] = pairs[pairTurn++ % pairs.length]!;
        headers.cookie = data.laborers[l]!.cookie;
        const message = `Apply ${marker}`;
        if (via === "rest") [path, body] = [`/api/jobs/${job}/apply`, { message }];
        else [body, field] = [{ query: APPLY, variables: { jobId: globalId("Job", job), message } }, "applyToJob"];
        break;
      }
      case "message": {
        const i = messageTurn++ % data.laborers.length;
        headers.cookie = data.laborers[i]!.cookie;
        const content = `Msg ${marker}`;
        if (via === "rest") [path, body] = [`/api/conversations/${data.conversations[i]}/messages`, { content }];
        else
          [body, field] = [
            { query: SEND, variables: { conversationId: globalId("Conversation", data.conversations[i]!), content } },
            "sendMessage",
          ];
        break;
      }
      case "feedback": {
        // One client address per form (TRUST_PROXY=1), so the per-address limit is not what is measured.
        address++;
        headers["x-forwarded-for"] = `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
        const input = {
          category: "general_feedback",
          subject: `Feedback ${marker}`,
          message: "The job search works well on my phone.",
          rating: 5,
        };
        if (via === "rest") [path, body] = ["/api/feedback/submit", input];
        else [body, field] = [{ query: FEEDBACK, variables: { input } }, "submitFeedback"];
        break;
      }
      case "job": {
        headers.cookie = data.employers[employerTurn++ % data.employers.length]!.cookie;
        const input = {
          title: `Job ${marker}`,
          category: "field_activities",
          dailyRate: 600,
          duration: 3,
          location: "Mysuru",
          description: "Paddy harvest.",
        };
        if (via === "rest") [path, body] = ["/api/jobs", input];
        else [body, field] = [{ query: CREATE_JOB, variables: { input } }, "createJob"];
        break;
      }
    }
    const startedAt = performance.now();
    try {
      const res = await fetch(base + path, {
        method: "POST",
        headers,
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const answer = await res.text();
      let ok = res.status >= 200 && res.status < 300;
      if (via === "graphql") {
        const typename = (() => {
          try {
            return (JSON.parse(answer) as { data?: Record<string, { __typename?: string } | null> }).data?.[field]
              ?.__typename;
          } catch {
            return undefined;
          }
        })();
        ok = ok && typeof typename === "string" && typename.endsWith("Success");
      }
      return {
        kind,
        via,
        marker,
        status: res.status,
        ok,
        answer: clip(answer, 300),
        startedAt,
        endedAt: performance.now(),
      };
    } catch (error) {
      return {
        kind,
        via,
        marker,
        status: 0,
        ok: false,
        answer: "",
        startedAt,
        endedAt: performance.now(),
        error: String((error as Error).cause ?? error),
      };
    }
  };
}

it(`restarting PostgreSQL mid-load (${MODE} mode, ${BUDGET.faultRestartsAt.length}×): 503 while it is down, back within 5 s, no write lost or doubled`, async () => {
  const swept = sweepStaleClusters();
  if (swept.length) console.log(`[resilience] removed clusters left by an earlier run: ${swept.join(", ")}`);
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "khetsetu-resilience-fault-"));
  cleanups.push(async () => fs.rmSync(workDir, { recursive: true, force: true }));

  const clusterStarted = performance.now();
  const cluster: Cluster = await createCluster();
  cleanups.push(() => cluster.destroy());
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE khetsetu`);
  await admin.end();
  const url = cluster.url.replace(/\/postgres$/, "/khetsetu");
  const clusterSeconds = (performance.now() - clusterStarted) / 1000;

  const secret = newSessionSecret();
  const opened = await openMigrated({ url });
  let data: PreparedData;
  try {
    data = await prepareData(opened.prisma, { secret, laborers: 200, employers: 20, extraJobs: 60, label: "Fault" });
  } finally {
    await opened.close();
  }

  const server: ServerProcess = await startServer({
    dataDir: path.join(workDir, "data"),
    env: { DATABASE_URL: url, SESSION_SECRET: secret, TRUST_PROXY: "1" },
    logFile: path.join(workDir, "server.log"),
  });
  cleanups.push(() => server.stop());
  const write = writer(server.base, data);

  // --- the write load, with the restart in the middle ---
  const writes: Write[] = [];
  const t0 = performance.now();
  const loadEndsAt = t0 + BUDGET.faultLoadSeconds * 1_000;
  const kinds: [Kind, Via][] = (["apply", "message", "feedback", "job"] as const).flatMap((k) =>
    (["rest", "graphql"] as const).map((v) => [k, v] as [Kind, Via]),
  );
  let turn = 0;
  const worker = async () => {
    while (performance.now() < loadEndsAt) {
      const [kind, via] = kinds[turn++ % kinds.length]!;
      writes.push(await write(kind, via));
    }
  };
  const load = Promise.all(Array.from({ length: WORKERS }, worker));

  interface Cycle {
    stopBegin: number;
    stopEnd: number;
    startBegin: number;
    back: number;
    /** ms from `back` to /healthz 200 and a successful write; NaN if it never came. */
    recoveryMs: number;
  }
  const cycles: Cycle[] = [];
  const outageHealth = new Map<number, number>();
  const probes: Write[] = [];
  try {
    for (const at of BUDGET.faultRestartsAt) {
      await sleep(Math.max(0, t0 + at * 1_000 - performance.now()));
      const cycle = { stopBegin: performance.now() } as Cycle;
      cycles.push(cycle);
      await cluster.stop();
      cycle.stopEnd = performance.now();
      // While it is down: /healthz must say 503 (not 500), and so must writes.
      while (performance.now() - cycle.stopEnd < BUDGET.faultOutageSeconds * 1_000) {
        const status = await fetch(`${server.base}/healthz`, { signal: AbortSignal.timeout(5_000) }).then(
          (r) => r.status,
          () => 0,
        );
        count(outageHealth, status);
        await sleep(100);
      }
      cycle.startBegin = performance.now();
      await cluster.start();
      cycle.back = performance.now();
      cycle.recoveryMs = Number.NaN;
      // Back: how long until the same server answers /healthz and takes a write?
      while (performance.now() - cycle.back < 30_000) {
        const health = await fetch(`${server.base}/healthz`, { signal: AbortSignal.timeout(5_000) }).then(
          (r) => r.status,
          () => 0,
        );
        if (health === 200) {
          const probe = await write("feedback", "rest");
          probes.push(probe);
          if (probe.ok) {
            cycle.recoveryMs = performance.now() - cycle.back;
            break;
          }
        }
        await sleep(100);
      }
    }
  } finally {
    await load;
  }
  const loadEnd = performance.now();
  const alive = server.child.exitCode === null && server.child.signalCode === null;

  // --- what the database holds ---
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const stored = new Map<string, number>();
  try {
    for (const [table_, column] of [
      ["Message", "content"],
      ["Feedback", "subject"],
      ["Job", "title"],
      ["Application", "message"],
    ] as const) {
      const { rows } = await db.query<{ marker: string; n: string }>(
        `SELECT substring("${column}" from '${MARK}-[0-9a-f-]{36}') AS marker, count(*) AS n FROM "${table_}" WHERE "${column}" LIKE '%${MARK}-%' GROUP BY 1`,
      );
      for (const row of rows) stored.set(row.marker, (stored.get(row.marker) ?? 0) + Number(row.n));
    }
  } finally {
    await db.end();
  }

  // --- checks ---
  const all = [...writes, ...probes];
  const lost = all.filter((w) => w.ok && (stored.get(w.marker) ?? 0) === 0);
  const doubled = all.filter((w) => (stored.get(w.marker) ?? 0) > 1);
  const errorButStored = all.filter((w) => !w.ok && (stored.get(w.marker) ?? 0) > 0);
  const inOutage = (w: Write) => cycles.some((c) => w.endedAt > c.stopBegin && w.startedAt < c.back);
  const outage = all.filter(inOutage);
  const bad5xx = all.filter((w) => w.status >= 500 && w.status !== 503);
  const dropped = all.filter((w) => w.status === 0);
  const leaked = all.filter(
    (w) => leaksIn(w.answer).length > 0 || (w.status !== 503 && hasMaskedInternalError(w.answer)),
  );
  // Right answers besides success: 503 (database briefly unavailable), 429 or GraphQL's RateLimitError (a limit,
  // such as an employer's jobs per day). Anything else is unexpected.
  const limited = (w: Write) => w.status === 429 || w.answer.includes('"__typename":"RateLimitError"');
  const unexpected = all.filter(
    (w) => !w.ok && w.status !== 503 && !limited(w) && w.status !== 0 && !(w.status >= 500),
  );

  const statusCounts = (writes: typeof all) => {
    const counts = new Map<number, number>();
    for (const w of writes) count(counts, w.status);
    return counts;
  };
  const statusBy = new Map<string, Map<string, number>>();
  for (const w of all) {
    const key = `${w.kind} ${w.via}`;
    const m = statusBy.get(key) ?? new Map<string, number>();
    count(m, w.ok ? `${w.status} ok` : `${w.status || "no answer"}`);
    statusBy.set(key, m);
  }
  const s = (ms: number | undefined, from = t0) => (ms === undefined ? "?" : `${((ms - from) / 1000).toFixed(2)} s`);
  print(
    `fault: PostgreSQL restarted ${cycles.length}× under write load (${MODE} mode), ${WORKERS} writers for ${BUDGET.faultLoadSeconds} s`,
    [
      `cluster ready in ${clusterSeconds.toFixed(1)} s on port ${cluster.port}; server pid ${server.pid} (the same process throughout: ${alive})`,
      ...cycles.map(
        (c, i) =>
          `restart ${i + 1}: stop ${s(c.stopBegin)}–${s(c.stopEnd)}, start ${s(c.startBegin)}–${s(c.back)} (down ${((c.back - c.stopBegin) / 1000).toFixed(2)} s); ` +
          `recovery after the database was back: ${Number.isNaN(c.recoveryMs) ? "NOT RECOVERED within 30 s" : `${c.recoveryMs.toFixed(0)} ms`} (/healthz 200 and a write succeeding; limit ${RECOVERY_LIMIT_MS} ms)`,
      ),
      `load end ${s(loadEnd)} (times from the start of the load)`,
      `/healthz while down: ${histogram(outageHealth)}`,
      `writes: ${all.length} (${all.filter((w) => w.ok).length} succeeded); during the outage: ${outage.length} (${histogram(statusCounts(outage))})`,
      `lost (success answered, not stored): ${lost.length}; doubled: ${doubled.length}; error answered but stored: ${errorButStored.length}`,
      `5xx other than 503: ${bad5xx.length}; dropped connections/timeouts: ${dropped.length}; internal text: ${leaked.length}; unexpected answers: ${unexpected.length}`,
      table([["write", "answers"], ...[...statusBy].sort().map(([k, m]) => [k, histogram(m)])]),
      ...[...new Set([...lost, ...doubled, ...errorButStored, ...bad5xx, ...dropped, ...leaked, ...unexpected])]
        .slice(0, 12)
        .map(
          (w) =>
            `  ${w.kind} ${w.via} ${w.marker}: ${w.status || w.error} ok=${w.ok} stored=${stored.get(w.marker) ?? 0} at ${s(w.startedAt)}–${s(w.endedAt)} ${clip(w.answer, 240)}`,
        ),
    ],
  );
  if (lost.length || doubled.length || errorButStored.length || bad5xx.length || dropped.length || unexpected.length) {
    const file = path.join(reportDir(), `fault-writes-${Date.now()}.json`);
    fs.writeFileSync(
      file,
      JSON.stringify({ cycles, writes: all.map((w) => ({ ...w, stored: stored.get(w.marker) ?? 0 })) }, null, 2),
    );
    fs.copyFileSync(server.logFile, `${file}.server.log`);
    print("fault: details", `${file} (and the server log next to it)`);
  }

  expect(alive, "the server process survived the restarts").toBe(true);
  expect(cycles.length, "restarts done").toBe(BUDGET.faultRestartsAt.length);
  expect(outage.length, "writes sent while the database was down").toBeGreaterThan(0);
  expect(outage.filter((w) => w.status === 503).length, "503 answers during the outage").toBeGreaterThan(0);
  expect(
    [...outageHealth.keys()].filter((status) => status !== 503),
    "/healthz while down (only 503)",
  ).toEqual([]);
  for (const [i, c] of cycles.entries()) {
    expect(
      c.recoveryMs,
      `restart ${i + 1}: ms from database back to /healthz 200 and a successful write`,
    ).toBeLessThanOrEqual(RECOVERY_LIMIT_MS);
  }
  expect(
    bad5xx.map((w) => `${w.kind} ${w.via} → ${w.status} ${clip(w.answer, 120)}`).slice(0, 10),
    "5xx other than 503",
  ).toEqual([]);
  expect(dropped.map((w) => `${w.kind} ${w.via}: ${w.error}`).slice(0, 10), "dropped connections or timeouts").toEqual(
    [],
  );
  expect(
    leaked.map((w) => `${w.kind} ${w.via} → ${w.status} ${clip(w.answer, 160)}`).slice(0, 10),
    "internal text in answers",
  ).toEqual([]);
  expect(
    unexpected.map((w) => `${w.kind} ${w.via} → ${w.status} ${clip(w.answer, 160)}`).slice(0, 10),
    "unexpected answers",
  ).toEqual([]);
  expect(
    lost.map((w) => `${w.kind} ${w.via} ${w.marker} → ${w.status}`),
    "writes answered with success but not stored",
  ).toEqual([]);
  expect(
    doubled.map((w) => `${w.kind} ${w.via} ${w.marker} ×${stored.get(w.marker)}`),
    "writes stored twice",
  ).toEqual([]);
  expect(
    errorButStored.map((w) => `${w.kind} ${w.via} ${w.marker} → ${w.status || w.error}`),
    "writes answered with an error but stored",
  ).toEqual([]);
  expect(all.filter((w) => w.ok).length, "successful writes").toBeGreaterThan(0);
}, 600_000);
