import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { PAGE_FILES, type PageFiles } from "../rules/page-files.ts";
import { pagePreloads } from "./page-preloads.ts";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

function buildWith(files?: PageFiles): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "page-preloads-"));
  folders.push(folder);
  if (files) fs.writeFileSync(path.join(folder, PAGE_FILES), JSON.stringify(files));
  return folder;
}

describe("pagePreloads", () => {
  it("names the page's scripts as module preloads, from the build's page-files.json", () => {
    const preloads = pagePreloads(
      buildWith({
        scripts: ["/assets/index-1.js"],
        frame: ["/assets/AppFrame-2.js"],
        routes: [["/jobs", ["/assets/Jobs-3.js"]]],
        placeNames: { hi: "/assets/hi-4.js" },
      }),
    );
    expect(preloads("/jobs", "hi")).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/index-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/AppFrame-2.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/Jobs-3.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/hi-4.js">',
    );
    expect(preloads("/jobs", "en")).not.toContain("hi-4.js");
  });

  it("names none when the build wrote no table", () => {
    expect(pagePreloads(buildWith())("/jobs", "en")).toBe("");
  });
});
