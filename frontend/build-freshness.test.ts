import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { PERSISTED_OPERATIONS_MAP, olderThanSources, relayIsStale } from "./build-freshness.ts";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "ks-freshness-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** Writes a file (folders made as needed) with its modification time `secondsAgo` in the past. */
function file(relative: string, secondsAgo: number): string {
  const target = path.join(root, relative);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, relative);
  const at = new Date(Date.now() - secondsAgo * 1000);
  fs.utimesSync(target, at, at);
  return target;
}

describe("olderThanSources", () => {
  it("is true when the output is missing", () => {
    file("a/src/App.tsx", 100);
    expect(olderThanSources(path.join(root, "a/missing.json"), [path.join(root, "a/src")])).toBe(true);
  });

  it("compares the output with the newest file anywhere under the source folders", () => {
    const map = file("b/map.json", 50);
    file("b/src/App.tsx", 100);
    const sources = [path.join(root, "b/src"), path.join(root, "b/schema.graphql")];
    expect(olderThanSources(map, sources)).toBe(false);
    file("b/src/screens/jobs/JobsScreen.tsx", 10);
    expect(olderThanSources(map, sources)).toBe(true);
  });

  it("leaves out the skipped folder wherever it is (relay-compiler's own output)", () => {
    const map = file("c/map.json", 50);
    file("c/src/App.tsx", 100);
    file("c/src/__generated__/AppQuery.graphql.ts", 10);
    file("c/src/screens/__generated__/JobsQuery.graphql.ts", 5);
    expect(olderThanSources(map, [path.join(root, "c/src")], "__generated__")).toBe(false);
    expect(olderThanSources(map, [path.join(root, "c/src")])).toBe(true);
  });
});

describe("relayIsStale", () => {
  it("is true for a map that does not exist yet", () => {
    expect(relayIsStale(path.join(root, "no-map.json"))).toBe(true);
  });

  it("is false for a map newer than every source, true for one older than the schema", () => {
    const schema = fs.statSync(path.join(import.meta.dirname, "../schema.graphql")).mtimeMs;
    const newer = file("d/newer.json", 0);
    const older = path.join(root, "d/older.json");
    fs.writeFileSync(older, "{}");
    fs.utimesSync(older, new Date(schema - 1000), new Date(schema - 1000));
    expect(relayIsStale(newer)).toBe(false);
    expect(relayIsStale(older)).toBe(true);
    expect(PERSISTED_OPERATIONS_MAP.endsWith(path.join("frontend", "persisted-operations.json"))).toBe(true);
  });
});
