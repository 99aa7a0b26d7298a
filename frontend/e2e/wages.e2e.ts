// Work and wages from both sides, in two tabs at 360×640: a laborer hired at ₹600 a day; on the job's applicants
// screen the employer marks three days, one of them a half; in My applications she confirms two and disputes
// one; ₹900 is due (one and a half days); the employer's Pay with UPI link carries pa, am=900.00, cu=INR and a
// note naming the job, and the employer records the payment; she confirms she received it; the employer's job
// card then shows "Pays on time". In Kannada her Income tab shows the month's figures, and her work statement's
// code opens the public check page, signed out, with the same totals and no phone number.
import type { Browser, Locator } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readCatalog } from "./catalog.ts";
import {
  type Tab,
  connectBrowser,
  expectEventually,
  expectNoPageErrors,
  freshMobile,
  graphql,
  hydrated,
  openTab,
  signInByApi,
  updateProfile,
  visible,
} from "./support.ts";

let browser: Browser;
let employer: Tab;
let laborer: Tab;

const run = Math.floor(Math.random() * 100000);
const title = `Tomato picking ${run}`;
const worker = { firstName: "Lakshmi", lastName: `Naik${run}` };
const upiId = `lakshmi${run}@okaxis`;
const laborerMobile = freshMobile();
let jobId = "";
let applicationId = "";

/** The India date `daysAgo` days before now, as YYYY-MM-DD (the date input's value). */
const indiaDay = (daysAgo: number) =>
  new Date(Date.now() + 5.5 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);
const days = [indiaDay(3), indiaDay(2), indiaDay(1)];

/** The day's row in the record, by its date as the app shows it ("27 Nov 2026"). */
const dayLabel = (date: string) =>
  new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );

/**
 * Chooses a radio by keyboard, as a person tabbing through the form would: near the end of the page the fixed
 * bottom bar can cover the option where a tap would land.
 */
async function choose(radio: Locator) {
  await radio.focus();
  await radio.press("Space");
  await expectEventually(() => radio.isChecked(), true);
}

beforeAll(async () => {
  browser = await connectBrowser();
  employer = await openTab(browser);
  laborer = await openTab(browser);
  let employerMobile = freshMobile();
  while (employerMobile === laborerMobile) employerMobile = freshMobile();
  await signInByApi(employer.context, employerMobile, "employer");
  await updateProfile(employer.context, { firstName: "Ravi", lastName: `Gowda${run}` });
  await signInByApi(laborer.context, laborerMobile, "laborer");
  await updateProfile(laborer.context, { ...worker, upiId });

  const created = await graphql<{ createJob: { data?: { id: string } } }>(
    employer.context.request,
    `mutation { createJob(input: { title: "${title}", location: "Maddur, Karnataka", state: "Karnataka", district: "Mandya", category: field_activities, dailyRate: 600, duration: 5, workersNeeded: 2 }) { ... on MutationCreateJobSuccess { data { id } } } }`,
  );
  jobId = created.body.data!.createJob.data!.id;
  const applied = await graphql<{ applyToJob: { data?: { id: string } } }>(
    laborer.context.request,
    `mutation($id: ID!) { applyToJob(jobId: $id, requestedRate: 600) { ... on MutationApplyToJobSuccess { data { id } } } }`,
    { id: jobId },
  );
  applicationId = applied.body.data!.applyToJob.data!.id;
  const accepted = await graphql<{ setApplicationStatus: { __typename: string } }>(
    employer.context.request,
    `mutation($id: ID!) { setApplicationStatus(id: $id, status: accepted) { __typename } }`,
    { id: applicationId },
  );
  expect(accepted.body.data!.setApplicationStatus.__typename).toBe("MutationSetApplicationStatusSuccess");
});
afterAll(async () => {
  await browser?.close();
});

describe("work and wages", () => {
  it("the employer marks three days on the applicants screen, one of them a half day", async () => {
    const { page } = employer;
    await page.goto(`/employer/jobs/${encodeURIComponent(jobId)}/applicants`);
    await hydrated(page);
    const record = page.getByRole("region", { name: "Work and wages" });
    await visible(record);
    for (const [i, date] of days.entries()) {
      await record.getByLabel("Day worked", { exact: true }).fill(date);
      await choose(record.getByRole("radio", { name: i === 1 ? "Half day" : "Full day" }));
      await record.getByRole("button", { name: "Mark day" }).click();
      await visible(record.getByRole("listitem", { name: dayLabel(date) }));
    }
    await expectEventually(() => record.getByRole("listitem").count(), 3);
    expectNoPageErrors(employer);
  });

  it("the laborer confirms two days and disputes one: ₹900 is due", async () => {
    const { page } = laborer;
    await page.goto("/my-applications");
    await hydrated(page);
    const card = page.getByRole("article", { name: title });
    const record = card.getByRole("region", { name: "Work and wages" });
    await visible(record);
    for (const date of days.slice(0, 2)) {
      const day = record.getByRole("listitem", { name: dayLabel(date) });
      await day.getByRole("button", { name: "Confirm" }).click();
      await visible(day.getByText("Confirmed", { exact: true }));
    }
    const disputed = record.getByRole("listitem", { name: dayLabel(days[2]!) });
    await disputed.getByRole("button", { name: "Dispute" }).click();
    await disputed.getByRole("textbox", { name: "What was wrong (optional)" }).fill("I was not called that day");
    await disputed.getByRole("button", { name: "Send dispute" }).click();
    await visible(disputed.getByText("Disputed", { exact: true }));
    await expectEventually(async () => (await record.getByTestId("wage-due").textContent())?.trim(), "₹900");
    expect((await record.getByTestId("days-worked").textContent())?.trim()).toBe("1.5");
    expectNoPageErrors(laborer);
  });

  it("the employer's Pay with UPI link pays ₹900.00 to her UPI id; the employer records the payment", async () => {
    const { page } = employer;
    await page.reload();
    await hydrated(page);
    const record = page.getByRole("region", { name: "Work and wages" });
    await expectEventually(async () => (await record.getByTestId("wage-due").textContent())?.trim(), "₹900");
    const href = await record.getByRole("link", { name: "Pay with UPI" }).getAttribute("href");
    const link = new URL(href!);
    expect(link.protocol).toBe("upi:");
    expect(link.searchParams.get("pa")).toBe(upiId);
    expect(link.searchParams.get("am")).toBe("900.00");
    expect(link.searchParams.get("cu")).toBe("INR");
    expect(link.searchParams.get("tn")).toContain(title);

    await expectEventually(() => record.getByLabel("Amount (₹)", { exact: true }).inputValue(), "900");
    await choose(record.getByRole("radio", { name: "UPI", exact: true }));
    await record.getByLabel("UPI reference", { exact: true }).fill(`4123${run}`.padEnd(12, "7"));
    await record.getByRole("button", { name: "Record payment" }).click();
    await expectEventually(async () => (await record.getByTestId("wage-balance").textContent())?.trim(), "₹0");
    expect(await record.getByRole("link", { name: "Pay with UPI" }).count()).toBe(0);
    expectNoPageErrors(employer);
  });

  it("she confirms she received it, and the employer's job card shows 'Pays on time'", async () => {
    const { page } = laborer;
    await page.goto("/my-applications");
    await hydrated(page);
    const record = page.getByRole("article", { name: title }).getByRole("region", { name: "Work and wages" });
    await record.getByRole("button", { name: "I received it" }).click();
    await visible(record.getByText("Received", { exact: true }));

    await page.goto(`/browse-jobs?q=${encodeURIComponent(title)}`);
    await hydrated(page);
    const card = page.getByRole("article", { name: title });
    await visible(card.getByText("Pays on time", { exact: true }));
    expect(await card.getByText(/Late payments/).count()).toBe(0);
    expectNoPageErrors(laborer);
  });

  it("in Kannada her Income tab shows the month's figures; her statement's code opens the public check", async () => {
    const { page } = laborer;
    // Her phone keeps the language she chose (as the language picker does).
    await page.evaluate(() => localStorage.setItem("language", "kn"));
    await page.goto("/income-opportunities");
    await hydrated(page);
    await expectEventually(() => page.evaluate(() => document.documentElement.lang), "kn");
    const kannada = readCatalog("kn");
    const earnings = kannada.get("Earnings");
    expect(earnings, "kn.po translates 'Earnings'").toBeTruthy();
    await visible(page.getByRole("heading", { name: earnings! }));
    // The three days are this month's unless the month began between them: then last month holds some.
    const thisMonth = days.filter((date) => date.slice(0, 7) === indiaDay(0).slice(0, 7));
    const counted = thisMonth.filter((date) => date !== days[2]).map((date) => (date === days[1] ? 0.5 : 1));
    const expectedDays = counted.reduce((sum, d) => sum + d, 0);
    const figure = new Intl.NumberFormat("kn-IN").format(expectedDays);
    await expectEventually(async () => (await page.getByTestId("earnings-days").textContent())?.trim(), figure);
    const earned = new Intl.NumberFormat("kn-IN", {
      style: "currency",
      currency: "INR",
      maximumFractionDigits: 0,
    }).format(expectedDays * 600);
    expect((await page.getByTestId("earnings-earned").textContent())?.trim()).toBe(earned);

    // The statement from the first day to today (the payment is today's), whatever the month.
    await page.goto(`/work-statement?from=${days[0]}&to=${indiaDay(0)}`);
    await hydrated(page);
    const codeOnPage = async () =>
      /[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}/.exec((await page.locator("main").textContent()) ?? "")?.[0] ?? "";
    await expectEventually(async () => (await codeOnPage()) !== "", true);
    const code = await codeOnPage();
    await page.evaluate(() => localStorage.setItem("language", "en"));

    const visitor = await openTab(browser);
    await visitor.page.goto(`/statements/${code}`);
    await hydrated(visitor.page);
    await visible(visitor.page.getByText(`${worker.firstName} ${worker.lastName}`));
    expect((await visitor.page.getByTestId("statement-days").textContent())?.trim()).toBe("1.5");
    expect((await visitor.page.getByTestId("statement-earned").textContent())?.trim()).toBe("₹900");
    expect((await visitor.page.getByTestId("statement-paid").textContent())?.trim()).toBe("₹900");
    expect((await visitor.page.getByTestId("statement-due").textContent())?.trim()).toBe("₹0");
    expect(await visitor.page.content()).not.toContain(laborerMobile);
    expectNoPageErrors(visitor);
    expectNoPageErrors(laborer);
    await visitor.context.close();
  });
});
