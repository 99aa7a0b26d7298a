// PGlite is PostgreSQL inside one process: two processes opening the same data directory would each write to it
// unaware of the other and corrupt it, and PGlite itself does not stop the second (its postmaster.pid carries a
// fixed fake pid and is simply overwritten). So whoever opens an embedded database on disk (the server, `npm run
// seed`, `npm run partner`, `npm run db:migrate`) first takes this lock: a file next to the data directory holding
// the owner's pid. A lock whose process is gone (killed, crashed) is stale and is taken over.
import fs from "node:fs";
import { isProcessAlive } from "./process-alive.ts";

export class DatabaseInUseError extends Error {}

export const lockFileOf = (dataDir: string) => `${dataDir.replace(/[\\/]+$/, "")}.pid`;

interface LockOwner {
  pid: number;
  command: string;
  since: string;
}

function readOwner(file: string): LockOwner | null {
  try {
    const owner = JSON.parse(fs.readFileSync(file, "utf8")) as LockOwner;
    return Number.isInteger(owner.pid) ? owner : null;
  } catch {
    return null;
  }
}

/**
 * Takes the lock of the embedded database in `dataDir`, or throws DatabaseInUseError naming the process that holds
 * it. Returns the release function (also run when the process exits, should nobody call it).
 */
export function lockPgliteDataDir(dataDir: string): () => void {
  const file = lockFileOf(dataDir);
  const me: LockOwner = { pid: process.pid, command: process.argv.slice(1).join(" "), since: new Date().toISOString() };
  for (let attempt = 0; ; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify(me), { flag: "wx" });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST" || attempt > 0)
        throw inUse(dataDir, file, readOwner(file));
      const owner = readOwner(file);
      if (owner && isProcessAlive(owner.pid)) throw inUse(dataDir, file, owner);
      // Stale (its process is gone) or unreadable: take it over.
      fs.rmSync(file, { force: true });
    }
  }
  const release = () => {
    process.off("exit", release);
    if (readOwner(file)?.pid === process.pid) fs.rmSync(file, { force: true });
  };
  process.on("exit", release);
  return release;
}

function inUse(dataDir: string, file: string, owner: LockOwner | null): DatabaseInUseError {
  const who = owner
    ? `process ${owner.pid}${owner.pid === process.pid ? " (this one)" : ""} (${owner.command}, since ${owner.since})`
    : "another process";
  return new DatabaseInUseError(
    `The embedded database in ${dataDir} is open in ${who}. PGlite allows one process at a time: stop the ` +
      `server (npm start) first, or use PostgreSQL (DATABASE_URL), which any number of processes can share. ` +
      `If no such process is running, delete ${file}.`,
  );
}
