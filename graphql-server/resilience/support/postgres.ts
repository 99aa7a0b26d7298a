// PostgreSQL for the suite: throwaway databases on the shared server (CREATE/DROP DATABASE only: that
// server is never restarted or reconfigured), and throwaway clusters in a temporary folder on their own
// port, made with initdb/pg_ctl (the fault part restarts those). initdb refuses root, so as root the
// cluster's commands run as the `postgres` OS user (runuser), in a folder that user owns.
import { execFile, execFileSync, spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { POSTGRES_BIN, SHARED_POSTGRES_URL } from "./mode.ts";
import { onProcessExit } from "./exit-guard.ts";
import { freePort } from "../../src/test/free-port.ts";
import { isProcessAlive } from "../../src/db/process-alive.ts";

const run = promisify(execFile);

async function admin(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export interface ThrowawayDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** A new, empty database on the shared PostgreSQL server; `drop()` removes it (also on process exit). */
export async function createSharedDatabase(label: string, serverUrl = SHARED_POSTGRES_URL): Promise<ThrowawayDatabase> {
  const name = `khetsetu_resilience_${label}_${randomUUID().replace(/-/g, "").slice(0, 10)}`;
  await admin(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dropSql = `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`;
  const unguard = onProcessExit(() => {
    spawnSync("psql", [serverUrl, "-c", dropSql], { stdio: "ignore", timeout: 10_000 });
  });
  return {
    url: url.toString(),
    name,
    async drop() {
      unguard();
      await admin(serverUrl, dropSql);
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// Throwaway clusters

const CLUSTER_PREFIX = "khetsetu-resilience-pg-";
const asRoot = process.getuid?.() === 0;

function postgresIds(): { uid: number; gid: number } {
  const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
  const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
  return { uid, gid };
}

/** The command line for a PostgreSQL binary, as the postgres OS user when we are root. */
function command(binary: string, args: string[]): [string, string[]] {
  const file = path.join(POSTGRES_BIN, binary);
  return asRoot ? ["runuser", ["-u", "postgres", "--", file, ...args]] : [file, args];
}

async function pgCommand(binary: string, args: string[], timeoutMs = 60_000): Promise<string> {
  const [file, argv] = command(binary, args);
  const { stdout } = await run(file, argv, { timeout: timeoutMs, cwd: os.tmpdir() });
  return stdout;
}

function pgCommandSync(binary: string, args: string[], timeoutMs = 20_000): void {
  const [file, argv] = command(binary, args);
  spawnSync(file, argv, { stdio: "ignore", timeout: timeoutMs, cwd: os.tmpdir() });
}

/**
 * Stops and deletes clusters an earlier run left behind (its test process is gone: killed before its
 * cleanup could run). Only folders with this suite's prefix whose recorded owner process is dead.
 */
export function sweepStaleClusters(): string[] {
  const swept: string[] = [];
  for (const name of fs.readdirSync(os.tmpdir())) {
    if (!name.startsWith(CLUSTER_PREFIX)) continue;
    const dir = path.join(os.tmpdir(), name);
    let owner = 0;
    try {
      owner = Number(fs.readFileSync(path.join(dir, "owner.pid"), "utf8"));
    } catch {
      // no owner file: an interrupted creation; treat as stale
    }
    if (owner && isProcessAlive(owner)) continue;
    if (fs.existsSync(path.join(dir, "data", "postmaster.pid")))
      pgCommandSync("pg_ctl", ["-D", path.join(dir, "data"), "-m", "immediate", "-w", "-t", "15", "stop"]);
    fs.rmSync(dir, { recursive: true, force: true });
    swept.push(dir);
  }
  return swept;
}

export interface Cluster {
  port: number;
  url: string;
  dir: string;
  logFile: string;
  /** `pg_ctl stop -m fast` (waits until it is down). */
  stop(): Promise<void>;
  /** `pg_ctl start` (waits until it accepts connections). */
  start(): Promise<void>;
  /** Stops (immediate) and deletes the cluster; safe to call more than once. */
  destroy(): Promise<void>;
}

/** A new PostgreSQL cluster in a temporary folder, listening on 127.0.0.1:<free port>, trust auth. */
export async function createCluster(): Promise<Cluster> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), CLUSTER_PREFIX));
  fs.writeFileSync(path.join(dir, "owner.pid"), String(process.pid));
  const data = path.join(dir, "data");
  const logFile = path.join(dir, "postgres.log");
  let destroyed = false;
  const destroySync = () => {
    if (destroyed) return;
    destroyed = true;
    if (fs.existsSync(path.join(data, "postmaster.pid")))
      pgCommandSync("pg_ctl", ["-D", data, "-m", "immediate", "-w", "-t", "15", "stop"]);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const unguard = onProcessExit(destroySync);
  try {
    if (asRoot) {
      const { uid, gid } = postgresIds();
      fs.chownSync(dir, uid, gid);
    }
    await pgCommand(
      "initdb",
      ["-D", data, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--locale=C", "--no-sync", "--no-instructions"],
      120_000,
    );
    const port = await freePort();
    const options = [
      `-p ${port}`,
      `-k ${dir}`,
      "-c listen_addresses=127.0.0.1",
      "-c max_connections=60",
      "-c shared_buffers=64MB",
    ].join(" ");
    const start = async () => {
      await pgCommand("pg_ctl", ["-D", data, "-l", logFile, "-o", options, "-w", "-t", "60", "start"], 90_000);
    };
    const stop = async () => {
      await pgCommand("pg_ctl", ["-D", data, "-m", "fast", "-w", "-t", "60", "stop"], 90_000);
    };
    await start();
    return {
      port,
      url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
      dir,
      logFile,
      start,
      stop,
      async destroy() {
        unguard();
        destroySync();
      },
    };
  } catch (error) {
    unguard();
    let log = "";
    try {
      log = fs.readFileSync(logFile, "utf8").slice(-2000);
    } catch {
      // no log yet
    }
    destroySync();
    throw new Error(`could not create a throwaway PostgreSQL cluster: ${(error as Error).message}\n${log}`);
  }
}
