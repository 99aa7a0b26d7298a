// Analytics at 360×640, drawn from data made in the journey: a training provider's course with two students, one
// completed, and an employer's job with an accepted and a declined application. Each chart is drawn (SVG) and
// its numbers, in the table screen readers get, match what the server stored.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Tab,
  connectBrowser,
  expectNoPageErrors,
  freshMobile,
  graphql,
  openTab,
  signInByApi,
  updateProfile,
  visible,
} from "./support.ts";

let browser: Browser;
const tabs: Record<"provider" | "employer" | "laborerA" | "laborerB", Tab> = {} as never;
const suffix = Math.floor(Math.random() * 100000);
const courseTitle = `Mushroom growing ${suffix}`;
const jobTitle = `Coconut plucking ${suffix}`;

async function run<T>(tab: Tab, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const { body } = await graphql<T>(tab.context.request, query, variables);
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!;
}

/** The rows of the screen-reader table named `name`: the row header, then each value. */
async function tableRows(tab: Tab, name: string): Promise<string[][]> {
  const table = tab.page.getByRole("table", { name });
  return table
    .locator("tbody tr")
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent ?? "")),
    );
}

beforeAll(async () => {
  browser = await connectBrowser();
  const used = new Set<string>();
  for (const [key, role] of [
    ["provider", "training_provider"],
    ["employer", "employer"],
    ["laborerA", "laborer"],
    ["laborerB", "laborer"],
  ] as const) {
    tabs[key] = await openTab(browser);
    let mobile = freshMobile();
    while (used.has(mobile)) mobile = freshMobile();
    used.add(mobile);
    await signInByApi(tabs[key].context, mobile, role);
    await updateProfile(tabs[key].context, { firstName: key, lastName: `Test${suffix}` });
  }
  const { createCourse } = await run<{ createCourse: { data: { id: string } } }>(
    tabs.provider,
    `mutation($title: String!) { createCourse(input: { title: $title, duration: 5, maxEnrollments: 4 }) { ... on MutationCreateCourseSuccess { data { id } } } }`,
    { title: courseTitle },
  );
  const enrollmentIds: string[] = [];
  for (const laborer of [tabs.laborerA, tabs.laborerB]) {
    const { enroll } = await run<{ enroll: { data: { id: string } } }>(
      laborer,
      `mutation($id: ID!) { enroll(courseId: $id) { ... on MutationEnrollSuccess { data { id } } } }`,
      { id: createCourse.data.id },
    );
    enrollmentIds.push(enroll.data.id);
  }
  await run(tabs.provider, `mutation($id: ID!) { completeEnrollment(id: $id) { __typename } }`, {
    id: enrollmentIds[0],
  });

  const { createJob } = await run<{ createJob: { data: { id: string } } }>(
    tabs.employer,
    `mutation($title: String!) { createJob(input: { title: $title, location: "Tiptur, Karnataka", category: horticulture, dailyRate: 800, duration: 2 }) { ... on MutationCreateJobSuccess { data { id } } } }`,
    { title: jobTitle },
  );
  for (const [laborer, status] of [
    [tabs.laborerA, "accepted"],
    [tabs.laborerB, "rejected"],
  ] as const) {
    const { applyToJob } = await run<{ applyToJob: { data: { id: string } } }>(
      laborer,
      `mutation($id: ID!) { applyToJob(jobId: $id) { ... on MutationApplyToJobSuccess { data { id } } } }`,
      { id: createJob.data.id },
    );
    await run(
      tabs.employer,
      `mutation($id: ID!, $s: ApplicationStatus!) { setApplicationStatus(id: $id, status: $s) { __typename } }`,
      { id: applyToJob.data.id, s: status },
    );
  }
  await run(tabs.laborerA, `mutation($id: ID!) { recordJobView(jobId: $id) { __typename } }`, {
    id: createJob.data.id,
  });
});
afterAll(async () => {
  await browser?.close();
});

describe("analytics drawn from the journey's data", () => {
  it("a provider sees this week's enrolments and completion, the course's completion rate and seats", async () => {
    const { page } = tabs.provider;
    await page.goto("/analytics");
    await visible(page.getByRole("heading", { name: "Enrolments per week" }));
    // The charts are drawn in the browser, once the server-rendered page has hydrated.
    await visible(page.locator("figure svg").nth(2));
    const weeks = await tableRows(tabs.provider, "Enrolments and completions per week");
    expect(weeks).toHaveLength(8);
    expect(weeks.at(-1)!.slice(1)).toEqual(["2", "1"]);
    expect(await tableRows(tabs.provider, "Completion rate per course")).toEqual([[courseTitle, "50"]]);
    expect(await tableRows(tabs.provider, "Seats filled per course")).toEqual([[courseTitle, "2", "2"]]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expectNoPageErrors(tabs.provider);
  });

  it("an employer sees this week's job and applications, a 50% acceptance rate and the job's view", async () => {
    const { page } = tabs.employer;
    await page.goto("/analytics");
    await visible(page.getByRole("heading", { name: "Acceptance rate" }));
    await visible(page.locator("figure svg").nth(1));
    const weeks = await tableRows(tabs.employer, "Jobs posted and applications received per week");
    expect(weeks.at(-1)!.slice(1)).toEqual(["1", "2"]);
    await visible(page.getByText("50%"));
    expect(await tableRows(tabs.employer, "Views per job")).toEqual([[jobTitle, "1"]]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expectNoPageErrors(tabs.employer);
  });
});
