import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openPglite } from "./adapter.ts";
import { DatabaseInUseError, lockFileOf, lockPgliteDataDir } from "./pglite-lock.ts";
import { tempDir } from "../test/temp-dir.ts";

const dataDir = () => path.join(tempDir("ks-lock-"), "pglite");

/** A pid that no process has: one that just exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ["-e", "console.log(process.pid)"], { encoding: "utf8" });
  return Number(child.stdout.trim());
}

describe("the embedded database's lock", () => {
  it("lets one opener at a time hold a data directory, and frees it on close", async () => {
    const dir = dataDir();
    const db = await openPglite(dir);
    try {
      expect(JSON.parse(fs.readFileSync(lockFileOf(dir), "utf8")).pid).toBe(process.pid);
      await expect(openPglite(dir)).rejects.toThrow(DatabaseInUseError);
      await expect(openPglite(dir)).rejects.toThrow(/open in process \d+ \(this one\).*stop the server \(npm start\)/s);
    } finally {
      await db.close();
    }
    expect(fs.existsSync(lockFileOf(dir))).toBe(false);
    const again = await openPglite(dir);
    await again.close();
  });

  it("takes over a lock whose process is gone, and refuses one whose process runs", () => {
    const dir = dataDir();
    fs.writeFileSync(
      lockFileOf(dir),
      JSON.stringify({ pid: deadPid(), command: "crashed", since: "2026-01-01T00:00:00Z" }),
    );
    const release = lockPgliteDataDir(dir);
    expect(JSON.parse(fs.readFileSync(lockFileOf(dir), "utf8")).pid).toBe(process.pid);
    release();
    expect(fs.existsSync(lockFileOf(dir))).toBe(false);
    // The parent of this test process stands in for a running server.
    fs.writeFileSync(
      lockFileOf(dir),
      JSON.stringify({ pid: process.ppid, command: "scripts/start.ts", since: "2026-01-01T00:00:00Z" }),
    );
    expect(() => lockPgliteDataDir(dir)).toThrow(new RegExp(`process ${process.ppid} \\(scripts/start.ts`));
  });
});
