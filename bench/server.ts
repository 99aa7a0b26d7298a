// The real server as the benchmarks start it: the bundle `npm start` runs (graphql-server/dist/server.js, built
// when stale) under plain Node with `npm start`'s Node flags, through bench/serve-built.js (which also stops it
// when the benchmark goes away), on PostgreSQL (DATABASE_URL) or on the embedded
// PGlite (no DATABASE_URL, the database in DATA_DIR/pglite), with an empty STATIC_DIR. Not NODE_ENV=production:
// production refuses demo OTP codes (and needs an SMS gateway), and the benchmarks sign in with them.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createSessionCookies } from "../graphql-server/src/session/session-cookie.ts";
import { startSession } from "../graphql-server/src/session/session-store.ts";
import type { Prisma } from "../graphql-server/src/db/client.ts";
import { freePort } from "../graphql-server/src/test/free-port.ts";
import { buildServer, serverBuildIsStale } from "../scripts/build-server.ts";
import { type Child, startChild } from "./processes.ts";
import { startSmsGatewayStub } from "./sms-gateway-stub.ts";

export const ROOT = path.resolve(import.meta.dirname, "..");
export const RESULTS_DIR = path.join(ROOT, "bench/results");

export interface ServerOptions {
  /** PostgreSQL; without it, PGlite in `dataDir`. */
  databaseUrl?: string;
  /** DATA_DIR: PGlite's database lives in its `pglite` folder. A temporary one when not given. */
  dataDir?: string;
  /** Signs the session cookies; make sessions with `sessionCookie` under the same secret. */
  sessionSecret: string;
  /** Names the log file bench/results/<logName>.log. */
  logName: string;
  /** More environment (e.g. WEB_CONCURRENCY). */
  env?: Record<string, string>;
  /** Node flags after `npm start`'s (e.g. --inspect=127.0.0.1:0). */
  nodeFlags?: string[];
  /**
   * NODE_ENV=production, as deployments run (persisted operations only, no demo OTP codes), with an SMS gateway
   * on loopback (bench/sms-gateway-stub.ts); otherwise demo OTP codes, as `npm start` runs on a laptop.
   */
  production?: boolean;
}

export interface RunningServer extends Child {
  startSeconds: number;
}

export const newSessionSecret = () => randomBytes(32).toString("hex");

/**
 * The Node flags `npm start` gives the server (package.json's start script, e.g. --max-semi-space-size=32), for
 * its command line, so the benchmarks' server runs as `npm start` runs it (V8 flags such as --heap-growing-percent
 * are refused in NODE_OPTIONS). BENCH_SERVER_FLAGS replaces them, to measure others (e.g.
 * BENCH_SERVER_FLAGS="--max-semi-space-size=16"; " " for none).
 */
export function startNodeFlags(): string[] {
  const start =
    (JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts?: Record<string, string> })
      .scripts?.start ?? "";
  const flags = process.env.BENCH_SERVER_FLAGS ?? /^node((?:\s+--[\w-]+(?:=\S+)?)*)\s/.exec(start)?.[1] ?? "";
  return flags.split(/\s+/).filter(Boolean);
}

/** The environment of the benchmark process without what would change how the server runs. */
export function parentEnv(): NodeJS.ProcessEnv {
  const {
    NODE_ENV: _n,
    OTP_DEMO: _o,
    SEED_DEMO: _s,
    TRUST_PROXY: _p,
    DATABASE_URL: _d,
    WEB_CONCURRENCY: _w,
    DATA_DIR: _dd,
    ...rest
  } = process.env;
  return rest;
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "khetsetu-bench-"));
  const staticDir = path.join(workDir, "static");
  fs.mkdirSync(staticDir);
  const smsGateway = options.production ? await startSmsGatewayStub() : null;
  const env: NodeJS.ProcessEnv = {
    ...parentEnv(),
    ...(smsGateway ? { ...smsGateway.env, NODE_ENV: "production" } : { OTP_DEMO: "1" }),
    SESSION_SECRET: options.sessionSecret,
    LOG_LEVEL: "warn",
    STATIC_DIR: staticDir,
    DATA_DIR: options.dataDir ?? path.join(workDir, "data"),
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...options.env,
  };
  const started = performance.now();
  try {
    if (serverBuildIsStale()) await buildServer();
    const child = await startChild(path.join(ROOT, "bench/serve-built.js"), {
      port: await freePort(),
      env,
      logFile: path.join(RESULTS_DIR, `${options.logName}.log`),
      cwd: ROOT,
      nodeArgs: [...startNodeFlags(), ...(options.nodeFlags ?? [])],
    });
    return {
      ...child,
      startSeconds: (performance.now() - started) / 1000,
      stop: async () => {
        await child.stop();
        await smsGateway?.close();
        fs.rmSync(workDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await smsGateway?.close();
    fs.rmSync(workDir, { recursive: true, force: true });
    throw error;
  }
}

/** A signed-in session made in the database as a sign-in makes it; the cookie the server accepts. */
export async function sessionCookie(prisma: Prisma, userId: number, sessionSecret: string): Promise<string> {
  const { token } = await startSession(prisma, userId, "khetsetu-bench");
  return (await createSessionCookies(sessionSecret, false).issue({ token })).split(";")[0]!;
}

/** The machine the figures were taken on. */
export function machine() {
  return {
    cpus: os.availableParallelism(),
    cpuModel: os.cpus()[0]?.model.trim() ?? "unknown",
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.type()} ${os.release()}`,
  };
}

/** Only loopback targets. */
export function assertLoopback(url: string): void {
  const host = new URL(url).hostname;
  if (!["127.0.0.1", "localhost", "::1", "[::1]"].includes(host))
    throw new Error(`The benchmark runs on loopback only; ${url.replace(/\/\/[^@]*@/, "//…@")} points at ${host}.`);
}

/**
 * The app as `npm start` runs it on a build (`staticDir`: the web app, pages rendered by its server build beside
 * it), without the build step: the embedded PGlite with the demo data in a temporary DATA_DIR, demo OTP codes, a
 * free loopback port; its log in bench/results/<logName>.log. `stop()` also removes its data.
 */
export async function startDemoApp(staticDir: string, logName: string): Promise<Child> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), `khetsetu-${logName}-`));
  let app: Child;
  try {
    app = await startChild(path.join(ROOT, "frontend/e2e/serve.ts"), {
      port: await freePort(),
      env: {
        ...parentEnv(),
        STATIC_DIR: staticDir,
        SKIP_BUILD: "1",
        DATA_DIR: path.join(workDir, "data"),
        LOG_LEVEL: "warn",
      },
      logFile: path.join(RESULTS_DIR, `${logName}.log`),
      cwd: ROOT,
    });
  } catch (error) {
    fs.rmSync(workDir, { recursive: true, force: true });
    throw error;
  }
  return {
    pid: app.pid,
    base: app.base,
    async stop() {
      await app.stop();
      fs.rmSync(workDir, { recursive: true, force: true });
    },
  };
}
