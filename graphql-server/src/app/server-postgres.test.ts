// `npm start` with DATABASE_URL: a real process on a fresh PostgreSQL database of the test run's server. It
// runs in the PostgreSQL run only (TEST_DATABASE_URL; graphql-server/vitest.config.ts).
import { type ChildProcess, spawn } from "node:child_process";
import http from "node:http";
import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { repoRoot } from "../db/config.ts";
import { freePort } from "../test/free-port.ts";
import { adminQuery, signIn, start, stop } from "../test/npm-start.ts";
import { tempDir } from "../test/temp-dir.ts";

describe("npm start with DATABASE_URL (PostgreSQL)", () => {
  const name = `khetsetu_start_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const admin = (sql: string) => adminQuery(serverUrl, sql);
  afterAll(() => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));

  it("migrates an empty PostgreSQL database and serves, with no code change", async () => {
    await admin(`CREATE DATABASE "${name}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const server = await start({ DATABASE_URL: url.toString(), SKIP_BUILD: "1", DATA_DIR: tempDir("ks-") });
    const fresh = await signIn(server.base, "9123456780");
    expect(fresh.login.status).toBe(200);
    expect(fresh.body.user.mobileNumber).toBe("9123456780");
    expect(await stop(server)).toBe(0);
  });
});

// WEB_CONCURRENCY=2 on PostgreSQL: two worker processes share the port, and the limits kept in the database
// hold across them.

/** One POST on a connection of its own (no keep-alive), so the cluster hands each request to the next worker. */
function postOnNewConnection(url: string, body: unknown): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: "POST", agent: false, headers: { "content-type": "application/json", connection: "close" } },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    request.on("error", reject);
    request.end(JSON.stringify(body));
  });
}

describe("npm start with WEB_CONCURRENCY=2 (PostgreSQL)", () => {
  const name = `khetsetu_workers_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const admin = (sql: string) => adminQuery(serverUrl, sql);
  let child: ChildProcess | undefined;
  afterAll(async () => {
    child?.kill("SIGKILL");
    await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });

  it("migrates once, serves from two workers, and the OTP send limit for one number holds across them", async () => {
    await admin(`CREATE DATABASE "${name}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const port = await freePort();
    const { TEST_DATABASE_URL: _t, DATABASE_URL: _d, NODE_ENV: _n, WORKERS: _w, ...parentEnv } = process.env;
    child = spawn(process.execPath, ["scripts/start.ts"], {
      cwd: repoRoot,
      env: {
        ...parentEnv,
        DATABASE_URL: url.toString(),
        WEB_CONCURRENCY: "2",
        SKIP_BUILD: "1",
        OTP_DEMO: "1",
        LOG_LEVEL: "info",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: tempDir("ks-workers-"),
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const lines: string[] = [];
    for (const stream of [child.stdout!, child.stderr!])
      stream.on("data", (chunk: Buffer) => lines.push(...chunk.toString().split("\n").filter(Boolean)));
    const exited = new Promise<number | null>((resolve) => child!.on("exit", (code) => resolve(code)));
    const logs = () =>
      lines.filter((line) => line.startsWith("{")).map((line) => JSON.parse(line) as Record<string, unknown>);

    const deadline = Date.now() + 90_000;
    while (logs().filter((entry) => String(entry.msg).startsWith("KhetSetu listening")).length < 2) {
      if (child.exitCode !== null || Date.now() > deadline)
        throw new Error(`two workers did not start:\n${lines.join("\n")}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const listening = logs().filter((entry) => String(entry.msg).startsWith("KhetSetu listening"));
    expect(new Set(listening.map((entry) => entry.worker)).size).toBe(2);
    expect(logs().filter((entry) => entry.msg === "migrations applied")).toHaveLength(1);

    // One number, six sends on six connections: the first is sent, the rest wait out the resend time,
    // whichever worker answers.
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(await postOnNewConnection(`http://127.0.0.1:${port}/api/otp/send`, { mobileNumber: "9123456781" }));
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    const answeredBy = () =>
      logs()
        .filter((entry) => entry.path === "/api/otp/send")
        .map((entry) => entry.worker);
    // The workers' log lines arrive through the pipe a little after the answers.
    for (let wait = 0; answeredBy().length < 6 && wait < 50; wait++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(answeredBy()).toHaveLength(6);
    expect(new Set(answeredBy()).size).toBe(2);

    child.kill("SIGTERM");
    expect(await exited).toBe(0);
  }, 120_000);
});
