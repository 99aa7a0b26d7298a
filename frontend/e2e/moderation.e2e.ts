// Reports and moderation (issue 25), in three browser tabs at 360×640: a laborer finds a job on Browse Jobs and
// reports it with the job screen's Report dialog as 'Asks workers for money'; a moderator (made one with
// `npm run moderator -- add`, as docs/moderation.md says) sees the report in the queue at /moderation and hides the
// job with a reason; the job is gone from the laborer's search and its page says it is not found; its employer,
// in Kannada, reads the moderator's reason in the Kannada sentence of kn.po. Then the moderator suspends the
// employer for some days with a reason (from the queue item of a second report), the employer's Post Job is
// refused naming the suspension, the moderator lifts it, and the same form posts the job.
//
// The moderator flag is set by the operator's command against the server's database, which must exist first
// (the person signs in once). On PostgreSQL (TEST_DATABASE_URL) that is the run's server and its database; an
// embedded (PGlite) database is locked by the process that has it open, so there the journey starts a server of
// its own on a fresh embedded database, stops it for the command and starts it again.
import { type ChildProcess, execFile, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { freePort } from "../../graphql-server/src/test/free-port.ts";
import { readCatalog } from "./catalog.ts";
import {
  PHONE,
  type Tab,
  type Toast,
  WAIT_MS,
  baseURL,
  connectBrowser,
  enabled,
  expectEventually,
  expectNoPageErrors,
  freshMobile,
  graphql,
  onPath,
  openTab,
  ownAddress,
  recordToasts,
  signInByApi,
  updateProfile,
  visible,
  waitsForHydration,
} from "./support.ts";

const root = path.resolve(import.meta.dirname, "../..");
const run = `Mdr${Math.random().toString(36).slice(2, 8)}`; // in every title: this run's jobs, whatever the database holds
const reportedTitle = `Sugarcane cutting ${run}`;
const secondTitle = `Weeding groundnut ${run}`;
const newTitle = `Paddy harvest ${run}`;
const hideReason = `Asked each worker for a payment before work (${run})`;
const suspendReason = `Repeated requests for money from workers (${run})`;
const liftReason = `Spoke with the employer; the requests stopped (${run})`;
const HIDDEN_MSGID = "Hidden by a moderator: {reason}";

const employerMobile = freshMobile();
const laborerMobile = freshMobile();
const moderatorMobile = freshMobile();

let browser: Browser;
let server: JourneyServer;
let laborer: Tab;
let employer: Tab;
let moderator: Tab;
let employerToasts: Toast[];
let moderatorToasts: Toast[];
let reportedJob = { databaseId: 0, id: "" };
let secondJob = { databaseId: 0, id: "" };

const globalJobId = (id: number) => Buffer.from(`Job:${id}`).toString("base64");

// --- The server and the moderator -----------------------------------------------------------------------------

type JourneyServer = {
  base: string;
  /** Makes the account with this number (signed in once already) a moderator. */
  promote: (mobile: string) => Promise<void>;
  stop: () => Promise<void>;
};

const execFileAsync = promisify(execFile);

/** `npm run moderator -- add <mobile>` against the database in `env` (DATABASE_URL, else DATA_DIR). */
async function addModerator(mobile: string, env: NodeJS.ProcessEnv) {
  const { stdout } = await execFileAsync("npm", ["run", "--silent", "moderator", "--", "add", mobile], {
    cwd: root,
    env: { ...env, LOG_LEVEL: "warn" },
    timeout: 60_000,
  });
  expect(stdout).toContain(`${mobile} is now a moderator.`);
}

/** The run's PostgreSQL database: the khetsetu_e2e_* database on the TEST_DATABASE_URL server that has `mobile`. */
async function runDatabaseHaving(mobile: string): Promise<string> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("the e2e run is on PostgreSQL but TEST_DATABASE_URL is not set here");
  const query = async <T extends pg.QueryResultRow>(url: string, sql: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
    await client.connect();
    try {
      return (await client.query<T>(sql, values)).rows;
    } finally {
      await client.end();
    }
  };
  const names = await query<{ datname: string }>(
    serverUrl,
    "SELECT datname FROM pg_database WHERE datname LIKE 'khetsetu_e2e_%'",
  );
  for (const { datname } of names) {
    const url = new URL(serverUrl);
    url.pathname = `/${datname}`;
    const found = await query(url.toString(), `SELECT 1 FROM "User" WHERE "mobileNumber" = $1`, [mobile]).catch(
      () => [],
    );
    if (found.length > 0) return url.toString();
  }
  throw new Error(`no khetsetu_e2e_* database on the TEST_DATABASE_URL server has the account ${mobile}`);
}

type Started = { child: ChildProcess; base: string; exited: Promise<unknown> };

/** `npm start` (frontend/e2e/serve.ts) on a free port with `env`, once it answers /healthz. */
async function startServer(env: NodeJS.ProcessEnv, port: number, logFile: string): Promise<Started> {
  const log = fs.openSync(logFile, "a");
  const child = spawn(process.execPath, ["--import", "tsx", "frontend/e2e/serve.ts"], {
    cwd: root,
    env: { ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["pipe", log, log],
    detached: true,
  });
  fs.closeSync(log);
  const exited = new Promise((resolve) => child.on("exit", resolve));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the journey's server exited (code ${child.exitCode}); see ${logFile}`);
    const ok = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(2_000) }).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ok) return { child, base, exited };
    await new Promise((r) => setTimeout(r, 200));
  }
  await stopServer({ child, base, exited });
  throw new Error(`the journey's server did not answer /healthz; see ${logFile}`);
}

async function stopServer(server: Started) {
  const signal = (name: NodeJS.Signals) => {
    if (server.child.pid === undefined || server.child.exitCode !== null || server.child.signalCode !== null) return;
    try {
      process.kill(-server.child.pid, name);
    } catch {
      // already gone
    }
  };
  signal("SIGTERM");
  const timer = new Promise((r) => setTimeout(() => r("timeout"), 15_000).unref());
  if ((await Promise.race([server.exited, timer])) === "timeout") {
    signal("SIGKILL");
    await Promise.race([server.exited, new Promise((r) => setTimeout(r, 2_000).unref())]);
  }
  server.child.stdin?.destroy();
}

/**
 * The server the journey uses, and how to make a signed-in person a moderator there. PostgreSQL: the run's server;
 * the command runs against its database. PGlite: a server of the journey's own on a fresh embedded database (no demo
 * data), stopped for the command (the database is locked while it is open) and started again on the same port, so
 * the tabs and their sessions carry on.
 */
async function journeyServer(): Promise<JourneyServer> {
  if (inject("database") === "postgresql") {
    return {
      base: baseURL(),
      promote: async (mobile) =>
        addModerator(mobile, { ...process.env, DATABASE_URL: await runDatabaseHaving(mobile) }),
      stop: async () => {},
    };
  }
  const { TEST_DATABASE_URL: _t, DATABASE_URL: _d, NODE_ENV: _n, OTP_DEMO: _o, VITEST: _v, ...parentEnv } = process.env;
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "khetsetu-e2e-moderation-"));
  const staticDir = process.env.E2E_STATIC_DIR
    ? path.resolve(process.env.E2E_STATIC_DIR)
    : path.join(root, "frontend", "dist");
  const env: NodeJS.ProcessEnv = {
    ...parentEnv,
    DATA_DIR: path.join(workDir, "data"),
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "warn",
    TRUST_PROXY: "1",
    SEED_DEMO: "0",
    STATIC_DIR: staticDir,
    SKIP_BUILD: "1", // global-setup.ts built it
  };
  const logFile = path.join(workDir, "server.log");
  const port = await freePort();
  let started: Started | null = await startServer(env, port, logFile);
  const onExit = () => {
    const pid = started?.child.pid;
    if (pid !== undefined && started?.child.exitCode === null) process.kill(-pid, "SIGKILL");
  };
  process.once("exit", onExit);
  return {
    base: started.base,
    promote: async (mobile) => {
      if (started) await stopServer(started);
      started = null;
      await addModerator(mobile, env);
      started = await startServer(env, port, logFile);
    },
    stop: async () => {
      if (started) await stopServer(started);
      process.off("exit", onExit);
      fs.rmSync(workDir, { recursive: true, force: true });
    },
  };
}

/** A 360×640 tab on the journey's server (support.ts's openTab when that is the run's server). */
async function tabOn(base: string): Promise<Tab> {
  if (base === baseURL()) return openTab(browser);
  const context = await browser.newContext({
    baseURL: base,
    viewport: PHONE,
    deviceScaleFactor: 1,
    isMobile: false,
    hasTouch: true,
    locale: "en-IN",
    timezoneId: "Asia/Kolkata",
    extraHTTPHeaders: ownAddress(),
  });
  context.setDefaultTimeout(WAIT_MS);
  context.setDefaultNavigationTimeout(30_000);
  const page = waitsForHydration(await context.newPage());
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => {
    pageErrors.push(`${error.name}: ${error.message}`);
    console.error(`[page error] ${page.url()}: ${error.stack ?? error.message}`);
  });
  return { context, page, pageErrors };
}

// --- The journey -----------------------------------------------------------------------------------------------

async function postJobByApi(title: string) {
  const response = await employer.context.request.post("/api/jobs", {
    data: {
      title,
      description: "Cutting and bundling sugarcane in a five acre field. Lunch at noon.",
      location: "Maddur, Karnataka",
      district: "Mandya",
      state: "Karnataka",
      category: "field_activities",
      dailyRate: 700,
      duration: 5,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id, status } = (await response.json()) as { id: number; status: string };
  expect(status, "the job is listed (not held by the screening)").toBe("active");
  return { databaseId: id, id: globalJobId(id) };
}

/** The moderation queue's item about `title`. */
const queueItem = (page: Page, title: string) =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title, exact: true }) });

beforeAll(async () => {
  browser = await connectBrowser();
  server = await journeyServer();
  [laborer, employer, moderator] = [await tabOn(server.base), await tabOn(server.base), await tabOn(server.base)];
  employerToasts = await recordToasts(employer.context);
  moderatorToasts = await recordToasts(moderator.context);
  // The moderator signs in once (so the account exists), then the operator's command makes them one.
  await signInByApi(moderator.context, moderatorMobile, "employer");
  await server.promote(moderatorMobile);
  await signInByApi(employer.context, employerMobile, "employer");
  await updateProfile(employer.context, {
    firstName: "Suresh",
    lastName: "Patil",
    cityVillage: "Maddur",
    district: "Mandya",
    state: "Karnataka",
  });
  await signInByApi(laborer.context, laborerMobile, "laborer");
  await updateProfile(laborer.context, {
    firstName: "Lakshmi",
    lastName: "Naik",
    cityVillage: "Maddur",
    district: "Mandya",
    state: "Karnataka",
  });
  reportedJob = await postJobByApi(reportedTitle);
  secondJob = await postJobByApi(secondTitle);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("reports and moderation", () => {
  it("a laborer finds a job on Browse Jobs and reports it for asking workers for money", async () => {
    const { page } = laborer;
    await page.goto(`/browse-jobs?q=${run}`);
    const card = page.getByRole("article", { name: reportedTitle });
    await visible(card);
    await visible(page.getByRole("article", { name: secondTitle }));
    await page.goto(`/job/${encodeURIComponent(reportedJob.id)}`);
    await visible(page.getByRole("heading", { name: reportedTitle }));

    await page.getByRole("button", { name: "Report this job" }).click();
    const dialog = page.getByRole("dialog", { name: "Report to KhetSetu" });
    await visible(dialog);
    await dialog.getByRole("radio", { name: "Asks workers for money" }).check();
    await dialog.getByRole("textbox", { name: /What happened/ }).fill("He wants 500 rupees from each of us first.");
    await dialog.getByRole("button", { name: "Send report" }).click();
    await visible(dialog.getByText("Report sent. A moderator will look at it; see its status in My reports."));
    await dialog.getByRole("button", { name: "Close", exact: true }).first().click();
    await expectEventually(() => dialog.count(), 0);

    // A second report, on the same employer's other job, gives the moderator a queue item to suspend them from.
    const { body } = await graphql<{ reportContent: { __typename: string } }>(
      laborer.context.request,
      `mutation($id: ID!) { reportContent(targetType: job, targetId: $id, reason: fake, details: "Same employer") { __typename } }`,
      { id: secondJob.id },
    );
    expect(body.data?.reportContent.__typename, JSON.stringify(body)).toBe("MutationReportContentSuccess");
    expectNoPageErrors(laborer);
  });

  it("a moderator sees the report in the queue at /moderation and hides the job with a reason", async () => {
    const { page } = moderator;
    await page.goto("/moderation");
    await visible(page.getByRole("heading", { level: 1, name: "Moderation queue" }));
    const item = queueItem(page, reportedTitle);
    await visible(item);
    expect(await item.getByTestId("queue-reason").textContent()).toBe("Asks workers for money");
    await visible(item.getByText("He wants 500 rupees from each of us first."));
    await visible(item.getByText(/Suresh Patil: account since/));

    await item.getByRole("textbox", { name: /Reason \(shown to the person\)/ }).fill(hideReason);
    await item.getByRole("button", { name: "Hide", exact: true }).click();
    // Fails with the toasts that did show (an error's words), not a bare false.
    await expectEventually(
      () => (moderatorToasts.some((toast) => toast.title === "Done") ? "Done" : JSON.stringify(moderatorToasts)),
      "Done",
    );
    // Acted on, the report leaves the queue; the other job's report stays.
    await expectEventually(() => item.count(), 0);
    await visible(queueItem(page, secondTitle));
    expectNoPageErrors(moderator);
  });

  it("the hidden job is gone from the laborer's Browse Jobs and its page says it is not found", async () => {
    const { page } = laborer;
    await page.goto(`/browse-jobs?q=${run}`);
    await visible(page.getByRole("article", { name: secondTitle }));
    expect(await page.getByRole("article", { name: reportedTitle }).count()).toBe(0);

    await page.goto(`/job/${encodeURIComponent(reportedJob.id)}`);
    await visible(page.getByRole("heading", { name: "Job not found" }));
    expect(await page.getByText(reportedTitle).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Report this job" }).count()).toBe(0);
    expectNoPageErrors(laborer);
  });

  it("its employer, in Kannada, reads the moderator's reason in the Kannada sentence", async () => {
    const kannada = readCatalog("kn").get(HIDDEN_MSGID);
    expect(kannada, `frontend/src/locales/kn.po has no translation of "${HIDDEN_MSGID}"`).toBeTruthy();
    expect(kannada).toContain("{reason}");
    const { page } = employer;
    await page.goto("/employer-dashboard");
    await page.getByRole("combobox", { name: "Language" }).selectOption({ label: "ಕನ್ನಡ" });
    await expectEventually(() => page.evaluate(() => document.documentElement.lang), "kn");

    await page.goto(`/job/${encodeURIComponent(reportedJob.id)}`);
    const notice = page.getByTestId("hidden-by-moderator");
    await visible(notice);
    expect(((await notice.textContent()) ?? "").trim()).toBe(kannada!.replace("{reason}", hideReason));
    expect(await page.getByText("Hidden by a moderator", { exact: false }).count()).toBe(0);
    // Back to English for the rest of the journey.
    await page.evaluate(() => localStorage.setItem("language", "en"));
    expectNoPageErrors(employer);
  });

  it("suspended by the moderator, the employer cannot post a job; once it is lifted, the same form posts it", async () => {
    // The moderator suspends the employer from the other report's item, for 3 days.
    const queue = moderator.page;
    const item = queueItem(queue, secondTitle);
    await item.getByRole("textbox", { name: /Reason \(shown to the person\)/ }).fill(suspendReason);
    await item.getByRole("spinbutton", { name: "Days of suspension" }).fill("3");
    await item.getByRole("button", { name: "Suspend", exact: true }).click();
    // Done, the queue is read again: the item (its report is on the job, not the person) now offers Unsuspend.
    await visible(item.getByRole("button", { name: "Unsuspend" }));
    expect(await item.getByRole("alert").count()).toBe(0);

    // The employer fills in Post Job and is refused, told why and until when.
    const { page } = employer;
    await page.goto("/post-job");
    await visible(page.getByRole("heading", { level: 1, name: "Post a Job" }));
    await visible(page.getByText(new RegExp(`Your account is suspended until .+: ${escapeRegExp(suspendReason)}`)));
    await page.getByRole("textbox", { name: "Job title" }).fill(newTitle);
    await page.getByRole("combobox", { name: "Category" }).selectOption("field_activities");
    await page.getByRole("textbox", { name: "Description" }).fill("Harvesting paddy in three acres near the canal.");
    const state = page.getByRole("combobox", { name: "State" });
    await enabled(state);
    await state.selectOption("Karnataka");
    const district = page.getByRole("combobox", { name: "District" });
    await enabled(district);
    await district.selectOption("Mandya");
    await page.getByRole("textbox", { name: "Village or town" }).fill("Maddur");
    await page.getByRole("textbox", { name: "Daily rate (₹)" }).fill("650");
    await page.getByRole("textbox", { name: "Duration (days)" }).fill("4");
    await page.getByRole("button", { name: "Post Job" }).click();
    await expectEventually(() => employerToasts.some((toast) => toast.title === "Could not post the job"), true);
    const refusal = employerToasts.find((toast) => toast.title === "Could not post the job")!;
    expect(refusal.description).toMatch(
      new RegExp(`^Your account is suspended until .+: ${escapeRegExp(suspendReason)}$`),
    );
    await onPath(page, "/post-job");
    // The employer closes the toast (it stays while the pointer rests on it, over the Post Job button).
    const toast = page.locator('[data-scope="toast"][data-part="root"]');
    await page.locator('[data-scope="toast"][data-part="close-trigger"]').click();
    await expectEventually(() => toast.count(), 0);

    // The moderator lifts the suspension; the employer presses Post Job again on the same form.
    await item.getByRole("textbox", { name: /Reason \(shown to the person\)/ }).fill(liftReason);
    await item.getByRole("button", { name: "Unsuspend" }).click();
    await expectEventually(() => item.getByRole("button", { name: "Unsuspend" }).count(), 0);
    expect(await item.getByRole("alert").count()).toBe(0);

    await enabled(page.getByRole("button", { name: "Post Job" }));
    await page.getByRole("button", { name: "Post Job" }).click();
    await expectEventually(() => employerToasts.some((toast) => toast.title === "Job Posted"), true);
    await onPath(page, "/employer-dashboard");
    await visible(page.getByRole("region", { name: "Active Job Postings" }).getByRole("link", { name: newTitle }));
    expectNoPageErrors(employer);
    expectNoPageErrors(moderator);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
