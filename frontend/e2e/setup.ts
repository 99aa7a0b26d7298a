// Per-file setup of the e2e project: when a journey fails, save a screenshot of every open page and
// print where it was, so a CI failure can be understood without re-running it.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, beforeEach, inject } from "vitest";
import { baseURL, openPages } from "./support.ts";

/** Where failure screenshots go (emptied at the start of each run by global-setup.ts). */
export const FAILURES_DIR = path.join(os.tmpdir(), "khetsetu-e2e-failures");
const dir = FAILURES_DIR;

// The server is started once for the whole run: if it has gone (crashed, or its database was dropped), every
// later file would fail on its first request with no hint why. Say so once per file, with the end of its log.
beforeAll(async () => {
  const answer = await fetch(`${baseURL()}/healthz`, { signal: AbortSignal.timeout(10_000) }).then(
    (res) => `${res.status}`,
    (error: Error) => error.message,
  );
  if (answer === "200") return;
  const log = fs.existsSync(inject("serverLog"))
    ? fs.readFileSync(inject("serverLog"), "utf8").split("\n").slice(-15).join("\n")
    : "(no log)";
  throw new Error(`The e2e server no longer answers /healthz (${answer}). The end of its log:\n${log}`);
});

beforeEach(({ task, onTestFailed }) => {
  onTestFailed(async () => {
    fs.mkdirSync(dir, { recursive: true });
    const slug = `${path.basename(task.file?.name ?? "e2e")}-${task.name}`.replace(/[^a-z0-9]+/gi, "-").slice(0, 120);
    let n = 0;
    for (const page of openPages()) {
      try {
        const file = path.join(dir, `${slug}-${n++}.png`);
        await page.screenshot({ path: file, fullPage: true, timeout: 5_000 });
        // biome-ignore lint/performance/useDomNodeTextContent: Playwright's Locator.innerText(), not a DOM node's property: the page's text as shown, for the failure log
        const text = (await page.locator("body").innerText({ timeout: 2_000 })).replace(/\s+/g, " ").slice(0, 600);
        console.error(`[e2e failure] ${page.url()} → ${file}\n  page text: ${text}`);
      } catch (error) {
        console.error(`[e2e failure] could not capture ${page.url()}: ${(error as Error).message}`);
      }
    }
  });
});
