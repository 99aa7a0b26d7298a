// Hiring from both sides, in two browser tabs at 360×640: an employer's job (posted through the API; the form
// has its own journey) → a laborer applies on the job's screen → the employer opens the job's applicants and
// accepts → the laborer sees 'Accepted' in My applications → the employer closes the job → both rate each other
// → the laborer's rating shows on their profile dialog in Browse Laborers, the employer's on the job's screen.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Tab,
  connectBrowser,
  expectEventually,
  expectNoPageErrors,
  freshMobile,
  graphql,
  onPath,
  openTab,
  signInByApi,
  updateProfile,
  visible,
} from "./support.ts";

let browser: Browser;
let employerTab: Tab;
let laborerTab: Tab;
let employerPage: Page;
let laborerPage: Page;

const suffix = Math.floor(Math.random() * 100000);
const employerName = { firstName: "Savitha", lastName: `Hegde${suffix}` };
const laborerName = { firstName: "Manju", lastName: `Naik${suffix}` };
const title = `Areca harvesting ${suffix}`;
let jobId = "";

type Summary = { rating: number | null; reviewCount: number };
async function ratingOf(tab: Tab): Promise<Summary> {
  const { body } = await graphql<{ viewer: Summary }>(tab.context.request, "{ viewer { rating reviewCount } }");
  return body.data!.viewer;
}

beforeAll(async () => {
  browser = await connectBrowser();
  employerTab = await openTab(browser);
  laborerTab = await openTab(browser);
  employerPage = employerTab.page;
  laborerPage = laborerTab.page;

  const employerMobile = freshMobile();
  let laborerMobile = freshMobile();
  while (laborerMobile === employerMobile) laborerMobile = freshMobile();
  await signInByApi(employerTab.context, employerMobile, "employer");
  await updateProfile(employerTab.context, employerName);
  await signInByApi(laborerTab.context, laborerMobile, "laborer");
  await updateProfile(laborerTab.context, laborerName);

  const created = await graphql<{ createJob: { data?: { id: string } } }>(
    employerTab.context.request,
    `mutation { createJob(input: { title: "${title}", location: "Sirsi, Karnataka", state: "Karnataka", district: "Uttara Kannada", category: horticulture, dailyRate: 750, duration: 4, workersNeeded: 2 }) { ... on MutationCreateJobSuccess { data { id } } } }`,
  );
  jobId = created.body.data!.createJob.data!.id;
  expect(jobId).toBeTruthy();
});
afterAll(async () => {
  await browser?.close();
});

describe("hiring, from posting to two-way ratings", () => {
  it("a laborer applies on the job's screen", async () => {
    await laborerPage.goto(`/job/${encodeURIComponent(jobId)}`);
    await visible(laborerPage.getByRole("heading", { level: 1, name: title }));
    await laborerPage.getByRole("button", { name: "Apply Now" }).click();
    await visible(laborerPage.getByText("Application Submitted"));
    await visible(laborerPage.getByRole("button", { name: "Applied" }));
    expectNoPageErrors(laborerTab);
  });

  it("the employer sees the application, opens the job's applicants and accepts", async () => {
    await employerPage.goto("/employer-dashboard");
    const postings = employerPage.getByRole("region", { name: "Active Job Postings" });
    await postings.getByRole("link", { name: `Applicants for ${title}` }).click();
    await onPath(employerPage, /^\/employer\/jobs\/.+\/applicants$/);
    const applicant = `${laborerName.firstName} ${laborerName.lastName}`;
    await visible(employerPage.getByText(applicant));
    await employerPage.getByRole("button", { name: `Accept ${applicant}` }).click();
    await visible(employerPage.getByText("Application status updated successfully."));
    expect(await employerPage.getByRole("button", { name: `Accept ${applicant}` }).count()).toBe(0);
    expectNoPageErrors(employerTab);
  });

  it("the laborer sees 'Accepted' in My applications, and it is on the home's Recent Activity", async () => {
    await laborerPage.goto("/");
    await visible(laborerPage.getByRole("link", { name: `Your application for ${title} was accepted` }));
    await laborerPage.getByRole("link", { name: "My applications" }).click();
    await onPath(laborerPage, "/my-applications");
    const card = laborerPage.getByRole("article", { name: title });
    await visible(card.getByText("Accepted", { exact: true }));
    // Rating opens only once the job has closed.
    expect(await card.getByRole("button", { name: "Rate employer" }).count()).toBe(0);
    expectNoPageErrors(laborerTab);
  });

  it("the employer closes the job and rates the worker", async () => {
    await employerPage.goto("/employer-dashboard");
    const postings = employerPage.getByRole("region", { name: "Active Job Postings" });
    await postings.getByRole("button", { name: `Close ${title}` }).click();
    await postings.getByRole("button", { name: "Close Job", exact: true }).click();
    const closed = employerPage.getByRole("region", { name: "Closed Jobs" });
    await visible(closed.getByText("Closed", { exact: true }));
    // The "Job Closed" toast goes before the next screen's buttons are pressed.
    await visible(employerPage.getByText("Job Closed", { exact: true }));
    await employerPage.getByText("Job Closed", { exact: true }).waitFor({ state: "hidden" });

    await closed.getByRole("link", { name: `Applicants for ${title}` }).click();
    await onPath(employerPage, /^\/employer\/jobs\/.+\/applicants$/);
    await employerPage.getByRole("button", { name: "Rate worker" }).click();
    await employerPage.getByRole("radio", { name: "5 of 5 stars" }).click();
    await employerPage.getByRole("textbox", { name: "Comment (optional)" }).fill("Careful with the bunches");
    await employerPage.getByRole("button", { name: "Submit rating" }).click();
    await visible(employerPage.getByText("Rating saved"));
    await visible(employerPage.getByRole("img", { name: "5 of 5 stars" }));
    await expectEventually(() => ratingOf(laborerTab), { rating: 5, reviewCount: 1 });
    expectNoPageErrors(employerTab);
  });

  it("the laborer rates the employer from My applications", async () => {
    await laborerPage.goto("/my-applications");
    const card = laborerPage.getByRole("article", { name: title });
    await card.getByRole("button", { name: "Rate employer" }).click();
    await laborerPage.getByRole("radio", { name: "4 of 5 stars" }).click();
    await laborerPage.getByRole("button", { name: "Submit rating" }).click();
    await visible(laborerPage.getByText("Rating saved"));
    await visible(card.getByRole("img", { name: "4 of 5 stars" }));
    expect(await card.getByRole("button", { name: "Rate employer" }).count()).toBe(0);
    await expectEventually(() => ratingOf(employerTab), { rating: 4, reviewCount: 1 });
    expectNoPageErrors(laborerTab);
  });

  it("the ratings show on both profiles: the laborer's dialog in Browse Laborers, the employer's on the job", async () => {
    await employerPage.goto(`/browse-laborers?q=${encodeURIComponent(laborerName.lastName)}`);
    const applicant = `${laborerName.firstName} ${laborerName.lastName}`;
    await employerPage.getByRole("button", { name: `View profile of ${applicant}` }).click();
    const dialog = employerPage.getByRole("dialog");
    await visible(dialog.getByText("Careful with the bunches"));
    await visible(dialog.getByRole("img", { name: "5 of 5 stars" }));

    await laborerPage.goto(`/job/${encodeURIComponent(jobId)}`);
    await visible(laborerPage.getByText(/4\.0/));
    expect(await laborerPage.getByRole("button", { name: "Apply Now" }).count()).toBe(0);
    expectNoPageErrors(laborerTab);
    expectNoPageErrors(employerTab);
  });
});
