// `npm run partner` as a user runs it: a child process on an embedded database in a DATA_DIR of its own. Between
// commands this test opens the same database to send requests with the printed keys over HTTP, which also
// proves that the command refuses to run while another process has the database open.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { openPglite } from "../../db/adapter.ts";
import { createPrisma } from "../../db/client.ts";
import { lockFileOf } from "../../db/pglite-lock.ts";
import { createApp } from "../../app/create-app.ts";
import { logger } from "../../log/logger.ts";
import { PARTNER_KEY_PREFIX } from "../../rules/partner.ts";
import { createServices } from "../../app/services.ts";
import { TEST_SESSION_SECRET } from "../../test/app.ts";

const run = promisify(execFile);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ks-partner-cli-"));
const CLI = path.resolve(import.meta.dirname, "partner-cli.ts");
const TSX = path.resolve(import.meta.dirname, "../../../../node_modules/tsx/dist/cli.mjs");

async function partner(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const { DATABASE_URL: _d, ...env } = process.env;
  try {
    const { stdout, stderr } = await run(process.execPath, [TSX, CLI, ...args], {
      env: { ...env, DATA_DIR: dataDir },
      timeout: 300_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const printedKey = (stdout: string) => new RegExp(`key:\\s+(${PARTNER_KEY_PREFIX}\\S+)`).exec(stdout)?.[1];

/** Opens the CLI's database in this process, sends `{ rateLimit { limit } }` with each key, closes it; the statuses. */
async function statusesWith(...keys: string[]): Promise<number[]> {
  const db = await openPglite(path.join(dataDir, "pglite"));
  const prisma = createPrisma(db);
  try {
    // While this process has the database open, the command refuses to touch it.
    const refused = await partner("list");
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/open in process \d+.*stop the server/s);
    const services = createServices(
      prisma,
      { sessionSecret: TEST_SESSION_SECRET, production: false, otpDemo: true },
      logger,
    );
    const app = createApp({ services, policy: { trustProxyHops: 0, corsOrigins: [], production: true } });
    const statuses: number[] = [];
    for (const key of keys) {
      const res = await app.request("http://localhost/graphql", {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${key}` },
        body: JSON.stringify({ query: "{ rateLimit { limit } }" }),
      });
      statuses.push(res.status);
    }
    return statuses;
  } finally {
    await prisma.$disconnect();
    await db.close();
  }
}

describe("npm run partner", () => {
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("creates, lists, rotates and revokes keys in the server's database", { timeout: 600_000 }, async () => {
    const created = await partner("create", "--name", "Sahyadri Farmers Trust", "--points", "1200");
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(/Applied \d+ migration/);
    const first = printedKey(created.stdout)!;
    expect(first).toBeDefined();
    expect(created.stdout).toMatch(/id:\s+1\b/);
    expect(created.stdout).toMatch(/points:\s+1200 per hour/);
    expect(created.stdout).toContain(`Authorization: Bearer ${first}`);
    expect(fs.existsSync(lockFileOf(path.join(dataDir, "pglite")))).toBe(false);
    expect(await statusesWith(first)).toEqual([200]);

    const listed = await partner("list");
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(/Sahyadri Farmers Trust/);
    expect(listed.stdout).toContain(`${first.slice(0, 10)}…`);
    expect(listed.stdout).not.toContain(first);
    expect(listed.stdout).toMatch(/1200/);
    // Used once (above), not revoked.
    expect(listed.stdout.split("\n")[1]).toMatch(/UTC\s+\d{4}-\d\d-\d\d \d\d:\d\d UTC\s+-$/);

    const rotated = await partner("rotate", "1");
    expect(rotated.code).toBe(0);
    const second = printedKey(rotated.stdout)!;
    expect(second).not.toBe(first);
    expect(await statusesWith(first, second)).toEqual([401, 200]);

    expect((await partner("revoke", "1")).code).toBe(0);
    expect(await statusesWith(second)).toEqual([401]);
    expect((await partner("list")).stdout.split("\n")[1]).toMatch(
      /UTC\s+\d{4}-\d\d-\d\d \d\d:\d\d UTC\s+\d{4}-\d\d-\d\d \d\d:\d\d UTC\s*$/,
    );
  });

  it("exits with 1 and a clear message on bad input or an unknown id", { timeout: 300_000 }, async () => {
    const missingName = await partner("create");
    expect(missingName).toMatchObject({ code: 1 });
    expect(missingName.stderr).toMatch(/--name/);
    const badPoints = await partner("create", "--name", "X", "--points", "many");
    expect(badPoints.code).toBe(1);
    expect(badPoints.stderr).toMatch(/--points must be a whole number/);
    const unknown = await partner("rotate", "999");
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/No live key has the id 999/);
  });
});
