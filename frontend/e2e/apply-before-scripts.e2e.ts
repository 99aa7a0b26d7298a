// Apply Now before the web app's scripts have run, in real Chromium against the real server: a laborer whose
// phone has not run the app's scripts yet (here: JavaScript off) opens a job's server-rendered page and presses
// Apply Now. The button is a plain form: the server applies with the job's rate and the app's fixed note, and
// answers with the same page, which now reads Applied; the employer's job has the one application. Pressed from
// a list, the form goes back to that list.
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
});
