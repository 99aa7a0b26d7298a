// Global setup of the e2e project: the production build, `npm start` on a free port with a fresh database,
// and one headless Chromium (Debian's /usr/bin/chromium driven by playwright-core) that the test files
// connect to. Everything started here is stopped in the returned teardown, with bounded waits.
//
//   - embedded PGlite in a fresh temporary DATA_DIR, with the demo data (the server's default), or
//   - with TEST_DATABASE_URL: a freshly created PostgreSQL database, migrated and loaded with the demo data
//     by `npm run seed`, dropped afterwards.
// OTP demo mode is the server's default, so sign-in codes come back in the reply and show on screen.
// The server runs as behind one proxy (TRUST_PROXY=1) and each browser context sends its own X-Forwarded-For
// (support.ts): every context is a phone with an address of its own, as users are in production. Otherwise
// the whole run shares 127.0.0.1 and its per-address OTP limit (60 codes in 10 minutes), which one run
// already comes close to (42 codes in 10 minutes on PostgreSQL).
//
// E2E_STATIC_DIR=/tmp/somewhere builds into (and serves) that folder instead of frontend/dist.
// E2E_BUILD_NODE_ENV=development builds that folder in development mode (React's development build,
//   Lingui messages kept in the code: useful while the catalogs are not extracted yet).
// E2E_CHROMIUM=/path/to/chrome uses another Chromium binary.
// E2E_LOG_LEVEL=info shows more of the server's log (it is kept in the temporary folder either way).
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildIsStale, rendererBuildArgs, rendererDir } from "../build-freshness.ts";
import pg from "pg";
import { type BrowserServer, chromium } from "playwright-core";
import type { TestProject } from "vitest/node";
import { signInLaborerAhead } from "./accounts.ts";
import { CHROMIUM_ARGS, chromiumPath } from "./chromium.ts";
import { freePort } from "../../graphql-server/src/test/free-port.ts";

const root = path.resolve(import.meta.dirname, "../..");
const frontend = path.join(root, "frontend");
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);

const SERVER_START_MS = 180_000;
const STOP_MS = 15_000;

/**
 * `npm run build` (relay-compiler, then vite build) when the build is stale, before any test file runs, so
 * the server suite's own `npm start` finds a fresh build instead of building into the same folder at once.
 */
function buildWhenStale(outDir: string) {
  const browserStale = buildIsStale(path.join(outDir, "index.html"));
  const rendererStale = buildIsStale(path.join(rendererDir(outDir), "render.js"));
  if (!browserStale && !rendererStale) return;
  const started = Date.now();
  console.log(`[e2e] building the web app into ${path.relative(root, outDir) || outDir}`);
  execFileSync(bin("relay-compiler"), [], { cwd: root, stdio: ["ignore", "ignore", "inherit"], timeout: 120_000 });
  const vite = (args: string[]) =>
    execFileSync(
      process.execPath,
      [
        path.join(root, "node_modules/vite/bin/vite.js"),
        "build",
        "--config",
        path.join(frontend, "vite.config.ts"),
        ...args,
        "--logLevel",
        "warn",
      ],
      // Not vitest's NODE_ENV=test: that would bundle React's development build.
      {
        cwd: root,
        env: { ...process.env, NODE_ENV: process.env.E2E_BUILD_NODE_ENV || "production" },
        stdio: ["ignore", "inherit", "inherit"],
        timeout: 300_000,
      },
    );
  if (browserStale) vite(["--outDir", outDir, "--emptyOutDir"]);
  // The server's render of the app's pages (the server finds it beside the browser build).
  if (rendererStale) vite(rendererBuildArgs(outDir));
  console.log(`[e2e] built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** A fresh PostgreSQL database on the TEST_DATABASE_URL server (as the server suite does), with the demo data. */
async function createDatabase(
  serverUrl: string,
  env: NodeJS.ProcessEnv,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `khetsetu_e2e_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 10_000 });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // The server loads demo data only into an empty embedded database; `npm run seed` migrates and loads it here.
  execFileSync(process.execPath, ["--import", "tsx", "graphql-server/src/db/seed/cli.ts"], {
    cwd: root,
    env: { ...env, DATABASE_URL: url.toString(), LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "inherit"],
    timeout: 120_000,
  });
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

type Server = { child: ChildProcess; base: string; logFile: string; exited: Promise<number | null> };

function tail(file: string, lines = 40): string {
  try {
    return fs.readFileSync(file, "utf8").split("\n").slice(-lines).join("\n");
  } catch {
    return "";
  }
}

/** Sends a signal to the server's whole process group (it may have a build running under it). */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

async function startServer(env: NodeJS.ProcessEnv, logFile: string): Promise<Server> {
  const port = await freePort();
  const log = fs.openSync(logFile, "a");
  const child = spawn(process.execPath, ["--import", "tsx", "frontend/e2e/serve.ts"], {
    cwd: root,
    env: { ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["pipe", log, log],
    detached: true, // its own process group, so a stop reaches a build it may be running too
  });
  fs.closeSync(log);
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const server = { child, base: `http://127.0.0.1:${port}`, logFile, exited };
  const deadline = Date.now() + SERVER_START_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited early (code ${child.exitCode}):\n${tail(logFile)}`);
    try {
      const res = await fetch(`${server.base}/healthz`, { signal: AbortSignal.timeout(2_000) });
      if (res.status === 200) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stopServer(server);
  throw new Error(`the server did not answer /healthz within ${SERVER_START_MS / 1000} s:\n${tail(logFile)}`);
}

async function stopServer(server: Server) {
  signalGroup(server.child, "SIGTERM");
  const timer = new Promise<"timeout">((r) => setTimeout(() => r("timeout"), STOP_MS).unref());
  if ((await Promise.race([server.exited, timer])) === "timeout") {
    signalGroup(server.child, "SIGKILL");
    await Promise.race([server.exited, new Promise((r) => setTimeout(r, 2_000).unref())]);
  }
  server.child.stdin?.destroy();
}

async function stopBrowser(browser: BrowserServer) {
  const closed = browser.close().then(
    () => "closed" as const,
    () => "closed" as const,
  );
  const timer = new Promise<"timeout">((r) => setTimeout(() => r("timeout"), 10_000).unref());
  if ((await Promise.race([closed, timer])) === "timeout") await browser.kill();
}

export default async function setup(project: TestProject) {
  const started = Date.now();
  const {
    TEST_DATABASE_URL,
    DATABASE_URL: _d,
    NODE_ENV: _n,
    OTP_DEMO: _o,
    SEED_DEMO: _s,
    VITEST: _v,
    ...parentEnv
  } = process.env;
  fs.rmSync(path.join(os.tmpdir(), "khetsetu-e2e-failures"), { recursive: true, force: true }); // last run's screenshots
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "khetsetu-e2e-"));
  const env: NodeJS.ProcessEnv = {
    ...parentEnv,
    DATA_DIR: path.join(workDir, "data"),
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "warn",
    TRUST_PROXY: "1",
    // Journeys run many pages at once on a shared machine: a slow server render still renders (the server-render
    // journey checks that every page is rendered), rather than falling back to the shell at the default limits
    // of time and of pages at once.
    SERVER_RENDER_TIMEOUT_MS: process.env.SERVER_RENDER_TIMEOUT_MS ?? "20000",
    SERVER_RENDER_MAX_PAGES: process.env.SERVER_RENDER_MAX_PAGES ?? "1000",
  };

  const staticDir = process.env.E2E_STATIC_DIR ? path.resolve(process.env.E2E_STATIC_DIR) : undefined;
  buildWhenStale(staticDir ?? path.join(frontend, "dist"));
  if (staticDir) Object.assign(env, { STATIC_DIR: staticDir, SKIP_BUILD: "1" });

  const cleanups: Array<() => Promise<unknown>> = [async () => fs.rmSync(workDir, { recursive: true, force: true })];
  const teardown = async () => {
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        console.error("[e2e] teardown:", error);
      }
    }
  };

  try {
    if (TEST_DATABASE_URL) {
      const db = await createDatabase(TEST_DATABASE_URL, env);
      cleanups.push(db.drop);
      env.DATABASE_URL = db.url;
    }

    const serverStarted = Date.now();
    const server = await startServer(env, path.join(workDir, "server.log"));
    console.log(`[e2e] server answered /healthz after ${((Date.now() - serverStarted) / 1000).toFixed(1)} s`);
    // If vitest itself dies before teardown, don't leave the server behind (serve.ts also watches stdin).
    const onExit = () => signalGroup(server.child, "SIGKILL");
    process.once("exit", onExit);
    cleanups.push(async () => {
      await stopServer(server);
      process.off("exit", onExit);
    });

    const browser = await chromium.launchServer({
      executablePath: chromiumPath(),
      args: CHROMIUM_ARGS,
      headless: true,
      timeout: 60_000,
    });
    cleanups.push(() => stopBrowser(browser));

    project.provide("baseURL", server.base);
    project.provide("wsEndpoint", browser.wsEndpoint());
    project.provide("database", TEST_DATABASE_URL ? "postgresql" : "pglite");
    project.provide("serverLog", server.logFile);
    project.provide("laborerSignedInAhead", await signInLaborerAhead(server.base));
    console.log(
      `[e2e] server ${server.base} (${TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"}) and Chromium ready in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
