// Apply Now before the web app's scripts have run, in real Chromium against the real server: a laborer whose
// phone has not run the app's scripts yet (here: JavaScript off) opens a job's server-rendered page and presses
// Apply Now. The button is a plain form: the server applies with the job's rate and the app's fixed note, and
// answers with the same page, which now reads Applied; the employer's job has the one application. Pressed from
// a list, the form goes back to that list. Over the day's limit, the same page comes back saying so.
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DAILY_LIMITS } from "../../graphql-server/src/rules/daily-limits.ts";
import {
  type Tab,
  PHONE,
  baseURL,
  connectBrowser,
  freshMobile,
  graphql,
  openTab,
  ownAddress,
  signInByApi,
  updateProfile,
  visible,
} from "./support.ts";

const run = Math.random().toString(36).slice(2, 8);
let browser: Browser;
let employer: Tab;
let laborer: BrowserContext;
const jobIds: string[] = [];

async function postJob(title: string): Promise<string> {
  const response = await employer.context.request.post("/api/jobs", {
    data: {
      title,
      description: "Weeding between the rows.",
      location: "Maddur, Karnataka",
      district: "Mandya",
      state: "Karnataka",
      category: "field_activities",
      dailyRate: 620,
      duration: 2,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: number };
  return Buffer.from(`Job:${id}`).toString("base64");
}

beforeAll(async () => {
  browser = await connectBrowser();
  employer = await openTab(browser);
  await signInByApi(employer.context, freshMobile(), "employer");
  await updateProfile(employer.context, { firstName: "Shivanna", lastName: "Gowda", district: "Mandya" });
  jobIds.push(await postJob(`Weeding ${run}`));
  // A phone that has not run the app's scripts: every page is only what the server sent.
  laborer = await browser.newContext({
    baseURL: baseURL(),
    viewport: PHONE,
    javaScriptEnabled: false,
    locale: "en-IN",
    extraHTTPHeaders: ownAddress(),
  });
  await signInByApi(laborer, freshMobile(), "laborer");
  await updateProfile(laborer, { firstName: "Lakshmi", lastName: "Devi", district: "Mandya" });
}, 120_000);
afterAll(async () => {
  await browser?.close();
});

async function employersJob(id: string) {
  const { body } = await graphql<{
    job: { data?: { applicationsCount: number; dailyRate: number } };
  }>(
    employer.context.request,
    "query($id: ID!) { job(id: $id) { ... on QueryJobSuccess { data { applicationsCount dailyRate } } } }",
    { id },
  );
  return body.data!.job.data!;
}

describe("Apply Now before the app's scripts run", () => {
  it("applies through the page's form and shows the same page reading Applied", async () => {
    const page = await laborer.newPage();
    const path = `/job/${encodeURIComponent(jobIds[0]!)}`;
    const opened = await page.goto(path);
    expect(opened?.status()).toBe(200);
    await visible(page.getByRole("heading", { name: `Weeding ${run}` }));
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith(`${path}/apply`)),
      page.getByRole("button", { name: "Apply Now" }).click(),
    ]);
    expect(answer.status()).toBe(303);
    await page.waitForURL(`${baseURL()}${path}`);
    await visible(page.getByRole("button", { name: "Applied" }));
    expect(await page.getByRole("button", { name: "Apply Now" }).count()).toBe(0);
    expect((await employersJob(jobIds[0]!)).applicationsCount).toBe(1);
    const { body } = await graphql<{ viewer: { applications: { edges: { node: { requestedRate: number } }[] } } }>(
      laborer.request,
      "{ viewer { applications(first: 5) { edges { node { requestedRate } } } } }",
    );
    expect(body.data?.viewer.applications.edges.map(({ node }) => node.requestedRate)).toEqual([620]);
    await page.close();
  });

  it("pressed on a list, goes back to that list", async () => {
    jobIds.push(await postJob(`Harvest ${run}`));
    const page = await laborer.newPage();
    await page.goto(`/browse-jobs?q=${encodeURIComponent(`Harvest ${run}`)}`);
    const card = page.locator("article", { hasText: `Harvest ${run}` });
    await visible(card);
    await card.getByRole("button", { name: "Apply Now" }).click();
    await page.waitForURL((url) => url.pathname === "/browse-jobs" && url.search.includes("Harvest"));
    await visible(page.locator("article", { hasText: `Harvest ${run}` }).getByRole("button", { name: "Applied" }));
    expect((await employersJob(jobIds[1]!)).applicationsCount).toBe(1);
    await page.close();
  });

  it("over the day's limit, comes back to the same page saying so", async () => {
    // A new laborer (a new account's limit) who has used the day's applications on other jobs.
    const limited = await browser.newContext({
      baseURL: baseURL(),
      viewport: PHONE,
      javaScriptEnabled: false,
      locale: "en-IN",
      extraHTTPHeaders: ownAddress(),
    });
    await signInByApi(limited, freshMobile(), "laborer");
    await updateProfile(limited, { firstName: "Savitha", lastName: "K", district: "Mandya" });
    const { body } = await graphql<{ jobs: { edges: { node: { id: string } }[] } }>(
      limited.request,
      "{ jobs(first: 30) { edges { node { id } } } }",
    );
    const others = (body.data?.jobs.edges ?? []).map(({ node }) => node.id).filter((id) => !jobIds.includes(id));
    let applied = 0;
    for (const id of others) {
      if (applied === DAILY_LIMITS.applications.newOrUnverified) break;
      const reply = await graphql<{ applyToJob: { __typename: string } }>(
        limited.request,
        "mutation($id: ID!) { applyToJob(jobId: $id) { __typename } }",
        { id },
      );
      if (reply.body.data?.applyToJob.__typename === "MutationApplyToJobSuccess") applied++;
    }
    expect(applied).toBe(DAILY_LIMITS.applications.newOrUnverified);

    const page = await limited.newPage();
    const path = `/job/${encodeURIComponent(jobIds[0]!)}`;
    await page.goto(path);
    await page.getByRole("button", { name: "Apply Now" }).click();
    await page.waitForURL((url) => url.pathname === path && url.search.includes("applyRefused=limit"));
    await visible(page.getByRole("status").filter({ hasText: "You have sent the most applications allowed in a day" }));
    expect(await page.getByRole("status").textContent()).toMatch(/Please try again in 2[34] hours\./);
    await visible(page.getByRole("button", { name: "Apply Now" }));
    expect((await employersJob(jobIds[0]!)).applicationsCount).toBe(1);
    await limited.close();
  });
});
