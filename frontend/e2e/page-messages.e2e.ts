// A page the server renders carries the messages it was drawn with, and hydrates with them: its language's whole
// catalog is not in the page's head, and downloads while it hydrates. Opened in Kannada, signed out, a job page
// hydrates with a small part of the catalog and without a hydration error; the whole catalog then arrives, and
// the sign-in screen the top bar leads to (whose words the job page did not have) shows in Kannada. Tapped before
// the catalog has arrived, that screen shows a pending mark where its words will be, never a message's id. A
// catalog whose download failed (the phone went offline) downloads again once the phone is back online.
import fs from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readCatalog } from "./catalog.ts";
import {
  type Tab,
  connectBrowser,
  expectEventually,
  expectNoPageErrors,
  graphql,
  hydrated,
  openTab,
  visible,
} from "./support.ts";
import { PENDING_TEXT } from "../src/i18n/page-messages.ts";

const STATIC_DIR = process.env.E2E_STATIC_DIR ?? path.resolve(import.meta.dirname, "../dist");

/** The path of a language's catalog in the build being served. */
function catalogPath(locale: string): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(STATIC_DIR, ".vite/manifest.json"), "utf8")) as Record<
    string,
    { file: string }
  >;
  const entry = manifest[`src/locales/${locale}.po`];
  if (!entry) throw new Error(`the build has no ${locale} catalog`);
  return `/${entry.file}`;
}

let browser: Browser;
let tab: Tab;
let jobId: string;
const kannada = readCatalog("kn");

beforeAll(async () => {
  browser = await connectBrowser();
  tab = await openTab(browser, { locale: "kn-IN" });
  const { body } = await graphql<{ jobs: { edges: Array<{ node: { id: string } }> } }>(
    tab.context.request,
    "{ jobs(first: 1) { edges { node { id } } } }",
  );
  const id = body.data?.jobs.edges[0]?.node.id;
  expect(id, JSON.stringify(body)).toBeTruthy();
  jobId = id!;
});

afterAll(async () => {
  await tab?.context.close();
  await browser?.close();
});

describe("a rendered page's own messages, then its language's catalog", () => {
  it("hydrates a Kannada job page with its own messages, and the next screen is in Kannada", async () => {
    const catalog = catalogPath("kn");
    const requested: string[] = [];
    tab.page.on("request", (request) => requested.push(new URL(request.url()).pathname));

    const response = await tab.page.goto(`/job/${encodeURIComponent(jobId)}`);
    const html = (await response?.text()) ?? "";
    expect(html).toContain("data-ssr");
    expect(html, "the page's head names no catalog").not.toContain(catalog);
    const data = JSON.parse(/<script type="application\/json" id="ks-ssr">([\s\S]*?)<\/script>/.exec(html)![1]!) as {
      locale: string;
      messages?: Record<string, unknown>;
    };
    expect(data.locale).toBe("kn");
    const carried = Object.keys(data.messages ?? {}).length;
    expect(carried).toBeGreaterThan(10);
    expect(carried).toBeLessThan(kannada.size / 4);
    expect(await tab.page.evaluate(() => (window as { ksHydrationErrors?: string[] }).ksHydrationErrors ?? [])).toEqual(
      [],
    );

    await expectEventually(() => requested.includes(catalog), true);
    const heading = kannada.get("Sign in to KhetSetu")!;
    expect(JSON.stringify(data.messages)).not.toContain(heading);
    await tab.page.getByRole("link", { name: kannada.get("Sign in")!, exact: true }).click();
    await visible(tab.page.getByRole("heading", { level: 1, name: heading }));
    expectNoPageErrors(tab);
  });

  it("shows a pending mark, not a message's id, for a text drawn before the catalog arrives", async () => {
    const held = await openTab(browser, { locale: "kn-IN" });
    try {
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      await held.context.route(`**${catalogPath("kn")}`, async (route) => {
        await released;
        await route.continue();
      });
      await held.page.goto(`/job/${encodeURIComponent(jobId)}`);
      await hydrated(held.page);
      await held.page.getByRole("link", { name: kannada.get("Sign in")!, exact: true }).click();
      await visible(held.page.getByRole("heading", { level: 1, name: PENDING_TEXT, exact: true }));
      release();
      await visible(held.page.getByRole("heading", { level: 1, name: kannada.get("Sign in to KhetSetu")! }));
      expectNoPageErrors(held);
    } finally {
      await held.context.close();
    }
  });

  it("downloads the catalog again once the phone is back online after the download failed", async () => {
    const offline = await openTab(browser, { locale: "kn-IN" });
    try {
      let attempts = 0;
      let fail = () => {};
      const failing = new Promise<void>((resolve) => {
        fail = resolve;
      });
      await offline.context.route(`**${catalogPath("kn")}`, async (route) => {
        attempts++;
        if (attempts > 1) return route.continue();
        await failing;
        await route.abort("internetdisconnected");
      });
      await offline.page.goto(`/job/${encodeURIComponent(jobId)}`);
      await hydrated(offline.page);
      await expectEventually(() => attempts, 1);
      await offline.context.setOffline(true);
      fail();
      // The failure lands, and nothing is tried again while the phone is offline.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(attempts).toBe(1);
      await offline.context.setOffline(false);
      await expectEventually(() => attempts, 2);
      await offline.page.getByRole("link", { name: kannada.get("Sign in")!, exact: true }).click();
      await visible(offline.page.getByRole("heading", { level: 1, name: kannada.get("Sign in to KhetSetu")! }));
    } finally {
      await offline.context.close();
    }
  });
});
