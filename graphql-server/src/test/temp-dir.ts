// Temporary folders for a test file, removed after its tests, so that a test run leaves nothing behind in the
// system's temp folder (a server's data directory there is tens of MB).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll } from "vitest";

const made: string[] = [];
// Registered when a test file imports this module, so it runs after that file's own afterAll hooks (which stop
// the servers using these folders).
afterAll(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A new empty folder named `<prefix>…` in the system's temp folder, removed after the file's tests. */
export function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
}
