// A new employer's first job, in one browser tab at 360×640: landing → sign-in as an employer with the demo OTP →
// name → the employer dashboard → Post Job (checked as they type) → the job under Active Job Postings → Edit →
// its (empty) applicants → Close, and the job moves to Closed Jobs → Delete Account with the confirmation word, signed out.
// Nothing on the employer's screens scrolls sideways.
import type { BrowserContext, Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { giveName, signInWithMobile } from "./flows.ts";
import {
  type Tab,
  connectBrowser,
  enabled,
  expectEventually,
  expectNoPageErrors,
  freshMobile,
  graphql,
  item,
  onPath,
  openTab,
  PHONE,
  visible,
} from "./support.ts";

let browser: Browser;
let tab: Tab;
let page: Page;
let context: BrowserContext;

const firstName = "Ramesh";
const lastName = `Farmer${Math.floor(Math.random() * 1000)}`;
const mobile = freshMobile();
const title = `Paddy transplanting ${Math.floor(Math.random() * 100000)}`;
const editedTitle = `${title} (2 acres)`;

type PostedJob = {
  id: string;
  title: string;
  status: string;
  location: string;
  state: string | null;
  district: string | null;
  dailyRate: number;
  duration: number;
  workersNeeded: number;
  mealsProvided: boolean;
  isRateNegotiable: boolean;
  requiredSkills: Array<{ name: string }>;
};

async function postedJobs(): Promise<PostedJob[]> {
  const { body } = await graphql<{ viewer: { postedJobs: { edges: Array<{ node: PostedJob }> } } | null }>(
    context.request,
    `{ viewer { postedJobs(first: 10) { edges { node { id title status location state district dailyRate duration workersNeeded mealsProvided isRateNegotiable requiredSkills { name } } } } } }`,
  );
  return body.data?.viewer?.postedJobs.edges.map((edge) => edge.node) ?? [];
}

/** Fails if the page is wider than the 360 px screen (anything scrolls sideways). */
async function expectNoSidewaysScroll(where: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `horizontal scrolling at 360 px on ${where}`).toBeLessThanOrEqual(0);
}

/** The label of a Chakra checkbox (the visible 44 px target around its hidden input). */
function checkboxLabel(name: string): Locator {
  return page.locator("label").filter({ has: page.getByRole("checkbox", { name, exact: true }) });
}

/** The dashboard's counter tile whose label is `label`. */
function counter(label: string): Locator {
  return page.getByText(label, { exact: true }).locator("xpath=preceding-sibling::*[1]");
}

beforeAll(async () => {
  browser = await connectBrowser();
  tab = await openTab(browser);
  ({ page, context } = tab);
});
afterAll(async () => {
  await browser?.close();
});

describe("a new employer", () => {
  it("picks the employer role, signs in, and lands on the employer dashboard", async () => {
    await page.goto("/");
    await page.getByRole("button", { name: /Employer\/Farmer/ }).click();
    await page.getByRole("button", { name: "Get Started" }).first().click();
    await onPath(page, "/sign-in?role=employer");
    await signInWithMobile(page, mobile);
    await giveName(page, firstName, lastName);

    await onPath(page, "/employer-dashboard");
    await visible(page.getByRole("heading", { level: 1, name: `${firstName} ${lastName}` }));
    await visible(page.getByText("Farm Owner", { exact: true }));
    expect(await page.getByRole("heading", { name: "Coming soon" }).count()).toBe(0);
    expect(await counter("Active Jobs").textContent()).toBe("0");
    expect(await counter("Applications").textContent()).toBe("0");
    await visible(page.getByText("You have not posted any jobs yet. Post a job to start receiving applications."));
    expect(await page.getByRole("link", { name: "Logout" }).getAttribute("href")).toBe("/api/logout");
    // The employer's bottom bar: Dashboard is the current page, Post Job is there.
    const nav = page.getByRole("navigation", { name: "Main" });
    expect(await nav.getByRole("link", { name: "Dashboard" }).getAttribute("aria-current")).toBe("page");
    await expectNoSidewaysScroll("/employer-dashboard");

    const { body } = await graphql<{ viewer: { userType: string } }>(context.request, "{ viewer { userType } }");
    expect(body.data?.viewer.userType).toBe("employer");
    expectNoPageErrors(tab);
  });

  it("posts a job through the form, checked as they type, and sees it under Active Job Postings", async () => {
    await page.getByRole("link", { name: "Post New Job" }).click();
    await onPath(page, "/post-job");
    await visible(page.getByRole("heading", { level: 1, name: "Post a Job" }));

    // Nothing is sent while the form is wrong; each field says what is wrong, and the first wrong field, far
    // above the button, is scrolled to and focused.
    await page.getByRole("button", { name: "Post Job" }).click();
    await visible(page.getByText("Title is required"));
    await visible(page.getByText("Category is required"));
    const titleField = page.getByRole("textbox", { name: "Job title" });
    await expectEventually(() => titleField.evaluate((element) => element === document.activeElement), true);
    await expectEventually(async () => {
      const box = await titleField.boundingBox();
      return box !== null && box.y >= 0 && box.y + box.height <= PHONE.height;
    }, true);

    await page.getByRole("textbox", { name: "Job title" }).fill(title);
    expect(await page.getByText("Title is required").count()).toBe(0);
    await page.getByRole("combobox", { name: "Category" }).selectOption("field_activities");
    await page
      .getByRole("textbox", { name: "Description" })
      .fill("Transplanting paddy seedlings in two acres of wet fields.");
    const state = page.getByRole("combobox", { name: "State" });
    await enabled(state);
    await state.selectOption("Karnataka");
    const district = page.getByRole("combobox", { name: "District" });
    await enabled(district);
    await district.selectOption("Mandya");
    await page.getByRole("textbox", { name: "Village or town" }).fill("Maddur");
    const rate = page.getByRole("textbox", { name: "Daily rate (₹)" });
    await rate.fill("0");
    await visible(page.getByText("Daily rate must be a whole number of rupees above 0"));
    await rate.fill("650");
    expect(await page.getByText("Daily rate must be a whole number of rupees above 0").count()).toBe(0);
    await page.getByRole("textbox", { name: "Duration (days)" }).fill("10");
    await page.getByRole("textbox", { name: "Workers needed" }).fill("6");
    await page.getByRole("textbox", { name: "Working hours" }).fill("7 AM - 3 PM");
    await checkboxLabel("Rate is negotiable").click();
    await checkboxLabel("Meals").click();
    expect(await page.getByRole("checkbox", { name: "Meals", exact: true }).isChecked()).toBe(true);

    const { body } = await graphql<{ skills: Array<{ name: string }> }>(
      context.request,
      "{ skills(category: field_activities) { name } }",
    );
    const skill = body.data?.skills[0]?.name;
    expect(skill).toBeTruthy();
    await checkboxLabel(skill!).click();
    await expectNoSidewaysScroll("/post-job");

    await page.getByRole("button", { name: "Post Job" }).click();
    await visible(page.getByText("Job Posted"));
    await onPath(page, "/employer-dashboard");
    const postings = page.getByRole("region", { name: "Active Job Postings" });
    await visible(postings.getByRole("link", { name: title, exact: true }));
    await visible(postings.getByText("Active", { exact: true }));
    await expectEventually(() => counter("Active Jobs").textContent(), "1");

    const job = item(await postedJobs(), 0, "posted job");
    expect(job).toMatchObject({
      title,
      status: "active",
      location: "Maddur, Karnataka",
      state: "Karnataka",
      district: "Mandya",
      dailyRate: 650,
      duration: 10,
      workersNeeded: 6,
      mealsProvided: true,
      isRateNegotiable: true,
      requiredSkills: [{ name: skill }],
    });
    expect(await postings.getByRole("link", { name: title, exact: true }).getAttribute("href")).toBe(
      `/job/${encodeURIComponent(job.id)}`,
    );
    expectNoPageErrors(tab);
  });

  it("edits the job in the same form, filled in", async () => {
    const postings = page.getByRole("region", { name: "Active Job Postings" });
    await postings.getByRole("link", { name: `Edit ${title}` }).click();
    await onPath(page, /^\/post-job\/.+\/edit$/);
    await visible(page.getByRole("heading", { level: 1, name: "Edit Job" }));
    const titleField = page.getByRole("textbox", { name: "Job title" });
    await expectEventually(() => titleField.inputValue(), title);
    expect(await page.getByRole("textbox", { name: "Village or town" }).inputValue()).toBe("Maddur");
    expect(await page.getByRole("textbox", { name: "Daily rate (₹)" }).inputValue()).toBe("650");
    expect(await page.getByRole("checkbox", { name: "Meals", exact: true }).isChecked()).toBe(true);
    await expectNoSidewaysScroll("/post-job/:id/edit");

    await titleField.fill(editedTitle);
    await page.getByRole("textbox", { name: "Daily rate (₹)" }).fill("700");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await visible(page.getByText("Job Updated"));
    await onPath(page, "/employer-dashboard");
    await visible(postings.getByRole("link", { name: editedTitle, exact: true }));
    const [job] = await postedJobs();
    expect(job).toMatchObject({
      title: editedTitle,
      dailyRate: 700,
      location: "Maddur, Karnataka",
      mealsProvided: true,
    });
    expectNoPageErrors(tab);
  });

  it("opens the job's applicants: none yet", async () => {
    const postings = page.getByRole("region", { name: "Active Job Postings" });
    await postings.getByRole("link", { name: `Applicants for ${editedTitle}` }).click();
    await onPath(page, /^\/employer\/jobs\/.+\/applicants$/);
    await visible(page.getByRole("heading", { level: 1, name: "Applicants" }));
    await visible(page.getByRole("link", { name: editedTitle, exact: true }));
    await visible(page.getByText("No one has applied for this job yet."));
    await expectNoSidewaysScroll("/employer/jobs/:id/applicants");
    await page.getByRole("link", { name: "Back" }).click();
    await onPath(page, "/employer-dashboard");
    expectNoPageErrors(tab);
  });

  it("closes the job after confirming, and the card says it is closed", async () => {
    const postings = page.getByRole("region", { name: "Active Job Postings" });
    await postings.getByRole("button", { name: `Close ${editedTitle}` }).click();
    const question = postings.getByRole("group", { name: /Workers will no longer be able to apply/ });
    await visible(question);
    await question.getByRole("button", { name: "Close Job" }).click();
    await visible(page.getByText("Job Closed"));
    // The job moves from Active Job Postings to Closed Jobs.
    const closed = page.getByRole("region", { name: "Closed Jobs" });
    await visible(closed.getByText("This job is closed and no longer takes applications."));
    await visible(closed.getByText("Closed", { exact: true }));
    expect(await postings.getByRole("link", { name: editedTitle, exact: true }).count()).toBe(0);
    expect(await closed.getByRole("link", { name: `Edit ${editedTitle}` }).count()).toBe(0);
    expect(await closed.getByRole("button", { name: `Close ${editedTitle}` }).count()).toBe(0);
    await expectEventually(() => counter("Active Jobs").textContent(), "0");
    expect((await postedJobs())[0]?.status).toBe("closed");

    // Still closed after a reload (the server says so).
    await page.reload();
    await visible(
      page
        .getByRole("region", { name: "Closed Jobs" })
        .getByText("This job is closed and no longer takes applications."),
    );
    await expectNoSidewaysScroll("/employer-dashboard");
    expectNoPageErrors(tab);
  });

  it("deletes the account with the confirmation word and ends signed out", async () => {
    await page.getByRole("button", { name: "Delete Account" }).click();
    const confirmation = page.getByRole("textbox", { name: "Type DELETE to confirm" });
    const confirm = page.getByRole("button", { name: "Confirm" });
    await confirmation.fill("remove");
    expect(await confirm.isDisabled()).toBe(true);
    await confirmation.fill("Delete");
    await enabled(confirm);
    await confirm.click();
    await visible(page.getByText("Account Deleted"));
    await visible(page.getByText("Your account has been permanently deleted.").first());
    // Two seconds later, /api/logout, and then the landing page.
    await onPath(page, "/", 15_000);
    await visible(page.getByRole("button", { name: /Employer\/Farmer/ }));
    const { body } = await graphql<{ viewer: unknown }>(context.request, "{ viewer { id } }");
    expect(body.data?.viewer ?? null).toBeNull();
    expectNoPageErrors(tab);
  });
});
