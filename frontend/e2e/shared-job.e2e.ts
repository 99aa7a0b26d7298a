// A job shared on WhatsApp, at 360×640 against the real server: an employer posts a job; someone opens /job/<id>
// in a fresh browser, signed out: the job's title, wage and place show, with a top bar offering Sign in, and
// nothing private (the employer's number appears nowhere in the page, no Call or WhatsApp, no Report). Apply Now
// goes to sign-in; a new person signs in with the demo OTP, gives a name, chooses the laborer account type, and is
// back on the job page, where the application has gone through once (the button reads Applied; the server has it,
// and the job one application), and a reload sends nothing again. A new person who opens the same link, presses
// Apply and chooses the employer account type is back on the job page and applies to nothing.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { giveName, signInWithMobile } from "./flows.ts";
import {
  type Tab,
  type Toast,
  connectBrowser,
  expectEventually,
  expectNoPageErrors,
  freshMobile,
  graphql,
  onPath,
  openTab,
  recordToasts,
  signInByApi,
  updateProfile,
  visible,
} from "./support.ts";

const run = Math.random().toString(36).slice(2, 8);
const title = `Groundnut harvest ${run}`;
const employerMobile = freshMobile();
const laborerMobile = freshMobile();
const otherEmployerMobile = freshMobile();

let browser: Browser;
let employer: Tab;
let jobId = "";

const globalJobId = (id: number) => Buffer.from(`Job:${id}`).toString("base64");
const jobPage = () => `/job/${encodeURIComponent(jobId)}`;

/** The job as the tab's session sees it: whether it applied, and how many applications the job has. */
async function jobAsSeenBy(tab: Tab) {
  const { body } = await graphql<{
    job: { data?: { viewerHasApplied: boolean; applicationsCount: number } };
  }>(
    tab.context.request,
    "query($id: ID!) { job(id: $id) { ... on QueryJobSuccess { data { viewerHasApplied applicationsCount } } } }",
    { id: jobId },
  );
  expect(body.data?.job.data, JSON.stringify(body)).toBeTruthy();
  return body.data!.job.data!;
}

/** The page's text (hidden text too) with spaces and dashes taken out, so '+91 98765 43210' is found too. */
async function digitsOfPage(page: Page): Promise<string> {
  return ((await page.evaluate(() => document.body.textContent)) ?? "").replace(/[\s\-()]/g, "");
}

/** Fails if anything on the page shows or dials the employer's number. */
async function expectNothingPrivate(page: Page) {
  expect(await digitsOfPage(page)).not.toContain(employerMobile);
  expect(await page.content()).not.toContain(employerMobile);
  expect(await page.locator('a[href^="tel:"], a[href*="wa.me"], a[href*="whatsapp"]').count()).toBe(0);
  expect(await page.getByRole("link", { name: /Call|WhatsApp/ }).count()).toBe(0);
  expect(await page.getByRole("button", { name: /Call|WhatsApp|Report/ }).count()).toBe(0);
}

beforeAll(async () => {
  browser = await connectBrowser();
  employer = await openTab(browser);
  await signInByApi(employer.context, employerMobile, "employer");
  await updateProfile(employer.context, {
    firstName: "Venkatesh",
    lastName: "Reddy",
    cityVillage: "Kadiri",
    district: "Anantapur",
    state: "Andhra Pradesh",
  });
  const response = await employer.context.request.post("/api/jobs", {
    data: {
      title,
      description: "Pulling and stacking groundnut plants. Lunch at noon.",
      location: "Kadiri, Andhra Pradesh",
      district: "Anantapur",
      state: "Andhra Pradesh",
      category: "field_activities",
      dailyRate: 650,
      duration: 4,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id, status } = (await response.json()) as { id: number; status: string };
  expect(status, "the job is listed (not held by the screening)").toBe("active");
  jobId = globalJobId(id);
});
afterAll(async () => {
  await browser?.close();
});

describe("a job shared by link", () => {
  it("opens signed out with its title, wage and place and nothing private, and Apply goes through sign-in and back, applying once", async () => {
    const visitor = await openTab(browser);
    const toasts: Toast[] = await recordToasts(visitor.context);
    const { page } = visitor;
    await page.goto(jobPage());
    await visible(page.getByRole("heading", { level: 1, name: title }));
    expect(new URL(page.url()).pathname).toBe(jobPage());
    await visible(page.getByText("₹650 per day"));
    await visible(page.getByText(/Kadiri, Andhra Pradesh/));
    await visible(page.getByRole("link", { name: "KhetSetu" }));
    await visible(page.getByRole("combobox", { name: "Language" }));
    const signIn = page.getByRole("link", { name: "Sign in", exact: true });
    await visible(signIn);
    expect(await signIn.getAttribute("href")).toBe(`/sign-in?next=${encodeURIComponent(jobPage())}`);
    await expectNothingPrivate(page);

    await page.getByRole("link", { name: "Apply Now" }).click();
    await onPath(page, "/sign-in");
    expect(new URL(page.url()).searchParams.get("next")).toBe(`${jobPage()}?apply=1`);
    await signInWithMobile(page, laborerMobile);
    await giveName(page, "Anjali", `Rao${run}`);

    // Back on the job's address; a first sign-in chooses the account type first.
    await onPath(page, `${jobPage()}?apply=1`);
    await visible(page.getByRole("heading", { level: 1, name: "Account Setup" }));
    await page.getByRole("group", { name: "Account type" }).getByText("Agricultural Laborer").click();
    await page.getByRole("button", { name: "Continue" }).click();

    await onPath(page, jobPage());
    await visible(page.getByRole("heading", { level: 1, name: title }));
    await visible(page.getByRole("button", { name: "Applied" }));
    expect(await page.getByRole("button", { name: "Applied" }).isDisabled()).toBe(true);
    await expectEventually(() => toasts.some((toast) => toast.title === "Application Submitted"), true);
    await expectEventually(() => new URL(page.url()).search, "");
    expect(await jobAsSeenBy(visitor)).toEqual({ viewerHasApplied: true, applicationsCount: 1 });
    const { body } = await graphql<{ viewer: { userType: string } }>(
      visitor.context.request,
      "{ viewer { userType } }",
    );
    expect(body.data?.viewer.userType).toBe("laborer");

    // A reload of the page sends nothing again.
    await page.reload();
    await visible(page.getByRole("button", { name: "Applied" }));
    expect(await jobAsSeenBy(visitor)).toEqual({ viewerHasApplied: true, applicationsCount: 1 });
    expect(toasts.filter((toast) => toast.title === "Application Submitted")).toHaveLength(1);
    expectNoPageErrors(visitor);
    await visitor.context.close();
  });

  it("a new employer who signs in from the link sees the job and applies to nothing", async () => {
    const visitor = await openTab(browser);
    const { page } = visitor;
    await page.goto(jobPage());
    await visible(page.getByRole("heading", { level: 1, name: title }));
    await page.getByRole("link", { name: "Apply Now" }).click();
    await onPath(page, "/sign-in");
    await signInWithMobile(page, otherEmployerMobile);
    await giveName(page, "Mahesh", `Gowda${run}`);
    await onPath(page, `${jobPage()}?apply=1`);
    await visible(page.getByRole("heading", { level: 1, name: "Account Setup" }));
    await page.getByRole("group", { name: "Account type" }).getByText("Employer/Farmer").click();
    await page.getByRole("button", { name: "Continue" }).click();

    await onPath(page, jobPage());
    await visible(page.getByRole("heading", { level: 1, name: title }));
    await expectEventually(() => new URL(page.url()).search, "");
    expect(await page.getByRole("button", { name: /Apply Now|Applied/ }).count()).toBe(0);
    expect(await page.getByRole("heading", { name: "Account Setup" }).count()).toBe(0);
    const { body } = await graphql<{ viewer: { userType: string } }>(
      visitor.context.request,
      "{ viewer { userType } }",
    );
    expect(body.data?.viewer.userType).toBe("employer");
    expect(await jobAsSeenBy(visitor)).toEqual({ viewerHasApplied: false, applicationsCount: 1 });
    expectNoPageErrors(visitor);
    await visitor.context.close();
  });
});
