// Starts the real server (graphql-server/src/app/server.ts) as a child process on a free loopback port and
// stops it again, with bounded waits. Its log goes to a file, printed when it fails to start.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { onProcessExit } from "./exit-guard.ts";
import { freePort } from "../../src/test/free-port.ts";

export const REPO_ROOT = path.resolve(import.meta.dirname, "../../..");
const SERVE = path.join(import.meta.dirname, "serve.ts");

const START_MS = 180_000;
const STOP_MS = 15_000;

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface ServerProcess {
  child: ChildProcess;
  pid: number;
  base: string;
  logFile: string;
  /** Seconds from spawn to the first /healthz 200. */
  startSeconds: number;
  /** The server's peak resident memory so far (VmHWM), in MiB; null once it has exited. */
  peakRssMiB(): number | null;
  stop(): Promise<void>;
}

export function tail(file: string, lines = 40): string {
  try {
    return fs.readFileSync(file, "utf8").split("\n").slice(-lines).join("\n");
  } catch {
    return "";
  }
}

/** VmHWM of a process, in MiB (Linux). */
export function peakRssMiB(pid: number): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    const match = /^VmHWM:\s+(\d+)\s+kB/m.exec(status);
    return match ? Math.round(Number(match[1]) / 1024) : null;
  } catch {
    return null;
  }
}

/**
 * The server with the given environment on 127.0.0.1:<free port>: embedded PGlite in `dataDir` unless
 * env.DATABASE_URL is set; STATIC_DIR is an empty folder (no web-app build needed); LOG_LEVEL=warn.
 */
export async function startServer(options: {
  dataDir: string;
  env?: NodeJS.ProcessEnv;
  logFile?: string;
}): Promise<ServerProcess> {
  const port = await freePort();
  const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), "khetsetu-resilience-static-"));
  const logFile = options.logFile ?? path.join(options.dataDir, "..", `server-${port}.log`);
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  // Not the test runner's NODE_ENV/VITEST or any database of the caller's shell: only what is given here.
  const {
    NODE_ENV: _n,
    VITEST: _v,
    DATABASE_URL: _d,
    TEST_DATABASE_URL: _t,
    OTP_DEMO: _o,
    SEED_DEMO: _s,
    TRUST_PROXY: _p,
    ...parent
  } = process.env;
  const env: NodeJS.ProcessEnv = {
    ...parent,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: options.dataDir,
    STATIC_DIR: staticDir,
    LOG_LEVEL: "warn",
    OTP_DEMO: "1",
    ...options.env,
  };
  const log = fs.openSync(logFile, "a");
  const started = performance.now();
  const child = spawn(process.execPath, ["--import", "tsx", SERVE], { cwd: REPO_ROOT, env, stdio: ["pipe", log, log] });
  fs.closeSync(log);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const unguard = onProcessExit(() => child.kill("SIGKILL"));
  const isRunning = () => child.exitCode === null && child.signalCode === null;

  const stop = async () => {
    unguard();
    if (isRunning()) {
      child.kill("SIGTERM");
      const timer = new Promise<"timeout">((r) => setTimeout(() => r("timeout"), STOP_MS).unref());
      if ((await Promise.race([exited, timer])) === "timeout") {
        child.kill("SIGKILL");
        await Promise.race([exited, sleep(3_000)]);
      }
    }
    child.stdin?.destroy();
    fs.rmSync(staticDir, { recursive: true, force: true });
  };

  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_MS;
  while (Date.now() < deadline) {
    if (!isRunning()) {
      await stop();
      throw new Error(`the server exited early (code ${child.exitCode}):\n${tail(logFile)}`);
    }
    try {
      const res = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(2_000) });
      if (res.status === 200) {
        return {
          child,
          pid: child.pid!,
          base,
          logFile,
          startSeconds: (performance.now() - started) / 1000,
          peakRssMiB: () => (isRunning() ? peakRssMiB(child.pid!) : null),
          stop,
        };
      }
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  await stop();
  throw new Error(`the server did not answer /healthz within ${START_MS / 1000} s:\n${tail(logFile)}`);
}
