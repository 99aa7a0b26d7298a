// `npm start` as a newcomer runs it, for the server tests: a real process (plain Node on scripts/start.ts,
// which runs the built server) on a free port.
import { type ChildProcess, spawn } from "node:child_process";
import pg from "pg";
import { repoRoot } from "../db/config.ts";
import { freePort } from "./free-port.ts";

export interface Started {
  child: ChildProcess;
  base: string;
  logs: string[];
  exited: Promise<number | null>;
}

export async function start(env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const logs: string[] = [];
  const { TEST_DATABASE_URL: _t, DATABASE_URL: _d, NODE_ENV: _n, ...parentEnv } = process.env;
  const child = spawn(process.execPath, ["scripts/start.ts"], {
    cwd: repoRoot,
    env: { ...parentEnv, LOG_LEVEL: "info", PORT: String(port), HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk: Buffer) => logs.push(...chunk.toString().split("\n").filter(Boolean)));
  child.stderr!.on("data", (chunk: Buffer) => logs.push(...chunk.toString().split("\n").filter(Boolean)));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${logs.join("\n")}`);
    try {
      const res = await fetch(`${base}/healthz`);
      if (res.status === 200) return { child, base, logs, exited };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill("SIGKILL");
  throw new Error(`server did not become healthy:\n${logs.join("\n")}`);
}

export async function stop(server: Started): Promise<number | null> {
  server.child.kill("SIGTERM");
  return server.exited;
}

export async function signIn(base: string, mobileNumber: string) {
  const json = { "content-type": "application/json" };
  const sent = await (
    await fetch(`${base}/api/otp/send`, { method: "POST", headers: json, body: JSON.stringify({ mobileNumber }) })
  ).json();
  const login = await fetch(`${base}/api/login`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ mobileNumber, otp: sent.demo_otp }),
  });
  return { login, body: await login.json(), cookie: login.headers.getSetCookie()[0]?.split(";")[0] ?? "" };
}

/** One statement on the PostgreSQL server of the test run (creating and dropping databases). */
export async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
