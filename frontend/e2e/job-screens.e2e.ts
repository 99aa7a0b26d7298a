// The shared job screens at 360×640: a laborer opens a job from /jobs, applies on its screen and finds the
// application pending in My applications; finds jobs on /jobs by their district and loads more; finds Mysuru's
// jobs on /browse-jobs by its Kannada name (suggested as one types); changes two /browse-jobs filters within
// 150 ms and keeps both, whatever order the replies come in; an employer finds no Apply Now on any job screen,
// browses laborers by skill and opens a profile, and saves a farm name in Settings that is still there after a
// reload.
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
  visible,
} from "./support.ts";

let browser: Browser;
let laborer: Tab;
let employer: Tab;

beforeAll(async () => {
  browser = await connectBrowser();
  laborer = await openTab(browser);
  employer = await openTab(browser);
  await signInByApi(laborer.context, freshMobile(), "laborer");
  await signInByApi(employer.context, freshMobile(), "employer");
});
afterAll(async () => {
  await browser?.close();
});

/** Fails when the page scrolls sideways at 360 px. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `horizontal scrolling at 360 px on ${page.url()}`).toBeLessThanOrEqual(0);
}

/** The first job card's title link on /jobs: its text and where it goes. */
async function firstJobOnJobsScreen(page: Page) {
  await page.goto("/jobs");
  const link = await visible(page.getByRole("article").first().getByRole("link"));
  return { title: ((await link.textContent()) ?? "").trim(), href: (await link.getAttribute("href")) ?? "", link };
}

describe("a laborer", () => {
  it("opens a job's screen from /jobs, applies there, and finds the application pending in My applications", async () => {
    const { page } = laborer;
    const { title, link } = await firstJobOnJobsScreen(page);
    expect(title).not.toBe("");
    await link.click();
    await onPath(page, /^\/job\/[^/]+$/);
    await visible(page.getByRole("heading", { level: 1, name: title }));
    await visible(page.getByRole("heading", { name: "What is provided" }));
    await expectNoSidewaysScroll(page);

    await page.getByRole("button", { name: "Apply Now" }).click();
    await visible(page.getByText("Application Submitted"));
    await visible(page.getByRole("button", { name: "Applied" }));

    await page.goto("/my-applications");
    const card = page.getByRole("article").filter({ has: page.getByRole("link", { name: title }) });
    await visible(card);
    await visible(card.getByText("Pending"));
    await expectNoSidewaysScroll(page);
    expectNoPageErrors(laborer);
  });
});

/** The `jobs` search through the API: how many match, and the titles of the first `first`, newest first. */
async function searchJobs(tab: Tab, variables: Record<string, unknown>, first = 100) {
  const { body } = await graphql<{
    jobs: { totalCount: number; edges: Array<{ node: { title: string; category: string } }> };
  }>(
    tab.context.request,
    "query ($first: Int, $search: String, $location: String, $category: JobCategory) { jobs(first: $first, search: $search, location: $location, category: $category) { totalCount edges { node { title category } } } }",
    { first, ...variables },
  );
  const jobs = body.data!.jobs;
  return {
    totalCount: jobs.totalCount,
    titles: jobs.edges.map((e) => e.node.title),
    categories: jobs.edges.map((e) => e.node.category),
  };
}

const found = (n: number) => (n === 1 ? "1 job found" : `${n} jobs found`);
/** The job cards' names (each article is named by its title), top to bottom. */
const cardTitles = (page: Page) =>
  page
    .getByRole("article")
    .evaluateAll((cards) =>
      cards.map(
        (card) => document.getElementById(card.getAttribute("aria-labelledby") ?? "")?.textContent?.trim() ?? "",
      ),
    );

describe("a laborer on the job lists", () => {
  it("finds jobs on /jobs by their district (Mandya), sees how many, and loads more 20 at a time", async () => {
    const { page } = laborer;
    const all = await searchJobs(laborer, {});
    expect(all.totalCount, "the demo data has more than a page of jobs").toBeGreaterThan(20);
    await page.goto("/jobs");
    await visible(page.getByRole("heading", { name: found(all.totalCount) }));
    await expectEventually(() => page.getByRole("article").count(), 20);
    await page.getByRole("button", { name: "Load more" }).click();
    await expectEventually(() => page.getByRole("article").count(), Math.min(40, all.totalCount));
    await expectNoSidewaysScroll(page);

    const mandya = await searchJobs(laborer, { search: "Mandya" });
    expect(mandya.totalCount).toBeGreaterThan(0);
    const search = page.getByRole("searchbox", { name: "Search jobs" });
    await search.fill("Mandya");
    await search.press("Enter");
    await visible(page.getByRole("heading", { name: found(mandya.totalCount) }));
    await expectEventually(() => cardTitles(page), mandya.titles.slice(0, 20));
    expectNoPageErrors(laborer);
  });

  it("on /browse-jobs, a place typed in Kannada is suggested as Mysuru and finds the jobs that Mysore finds", async () => {
    const { page } = laborer;
    const mysore = await searchJobs(laborer, { location: "Mysore" });
    expect(mysore.totalCount).toBeGreaterThan(0);
    await page.goto("/browse-jobs");
    await visible(page.getByRole("article").first());
    const location = page.getByRole("combobox", { name: "Location" });
    await location.fill("ಮೈಸೂ");
    await expectEventually(
      async () =>
        (
          await page
            .locator("datalist option")
            .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))
        ).includes("Mysuru"),
      true,
    );
    await location.fill("ಮೈಸೂರು");
    await location.press("Enter");
    await visible(page.getByRole("heading", { name: found(mysore.totalCount) }));
    await expectEventually(() => cardTitles(page), mysore.titles.slice(0, 10));
    expect(new URL(page.url()).searchParams.get("location")).toBe("ಮೈಸೂರು");
    await expectNoSidewaysScroll(page);
    expectNoPageErrors(laborer);
  });

  it("on /browse-jobs, two filters changed within 150 ms both hold, and the first one's late reply does not replace the second's", async () => {
    const { page } = laborer;
    const mysore = await searchJobs(laborer, { location: "Mysore" });
    const category = mysore.categories.find((c) => mysore.categories.some((other) => other !== c));
    expect(category, "Mysore's demo jobs are of more than one category").toBeDefined();
    const both = await searchJobs(laborer, { location: "Mysore", category });
    expect(both.totalCount).toBeLessThan(mysore.totalCount);

    await page.goto("/browse-jobs");
    await visible(page.getByRole("article"));
    // The reply for the location alone is held back, so it arrives after the one for both filters.
    let heldBack = 0;
    await page.route("**/graphql", async (route) => {
      const variables =
        (route.request().postDataJSON() as { variables?: Record<string, unknown> } | null)?.variables ?? {};
      if (variables.location === "Mysore" && !variables.category) {
        heldBack += 1;
        await new Promise((r) => setTimeout(r, 1_500));
      }
      await route.continue();
    });
    const location = page.getByRole("combobox", { name: "Location" });
    const categorySelect = page.getByRole("combobox", { name: "Category" });
    await location.fill("Mysore");
    await location.press("Enter");
    await page.waitForTimeout(100);
    await categorySelect.selectOption(category!);

    await visible(page.getByRole("heading", { name: found(both.totalCount) }));
    await page.waitForTimeout(2_000); // the held-back reply has come by now
    expect(heldBack).toBeGreaterThan(0);
    await page.unroute("**/graphql");
    expect(await page.getByRole("heading", { name: found(both.totalCount) }).count()).toBe(1);
    expect(await cardTitles(page)).toEqual(both.titles.slice(0, 10));
    expect(await location.inputValue()).toBe("Mysore");
    expect(await categorySelect.inputValue()).toBe(category);
    const params = new URL(page.url()).searchParams;
    expect([params.get("location"), params.get("category")]).toEqual(["Mysore", category]);
    expectNoPageErrors(laborer);
  });
});

describe("an employer", () => {
  it("finds no Apply Now on /jobs, /browse-jobs, /all-jobs or a job's screen", async () => {
    const { page } = employer;
    const { href } = await firstJobOnJobsScreen(page);
    expect(await page.getByRole("button", { name: "Apply Now" }).count()).toBe(0);
    for (const path of ["/browse-jobs", "/all-jobs"]) {
      await page.goto(path);
      await visible(page.getByRole("article").first());
      await page.waitForLoadState("networkidle");
      expect(await page.getByRole("button", { name: "Apply Now" }).count(), path).toBe(0);
    }
    await page.goto(href);
    await visible(page.getByRole("heading", { name: "What is provided" }));
    await page.waitForLoadState("networkidle");
    expect(await page.getByRole("button", { name: "Apply Now" }).count()).toBe(0);
    expectNoPageErrors(employer);
  });

  it("browses laborers by skill and opens a profile", async () => {
    const { page, context } = employer;
    // A skill among the first 10 of the catalogue that some laborer has.
    const { body } = await graphql<{ skills: { name: string }[] }>(context.request, "{ skills { name } }");
    let skill = "";
    let count = 0;
    for (const { name } of body.data!.skills.slice(0, 10)) {
      const found = await graphql<{ laborers: { totalCount: number } }>(
        context.request,
        "query ($s: String) { laborers(first: 1, skillName: $s) { totalCount } }",
        { s: name },
      );
      count = found.body.data?.laborers.totalCount ?? 0;
      if (count > 0) {
        skill = name;
        break;
      }
    }
    expect(skill, "no laborer has any of the first 10 skills").not.toBe("");

    await page.goto("/browse-laborers");
    await visible(page.getByRole("heading", { level: 1, name: "Find Laborers" }));
    await visible(page.getByRole("article").first());
    await expectNoSidewaysScroll(page);
    await page.getByRole("combobox", { name: "Skill" }).selectOption(skill);
    await onPath(page, `/browse-laborers?skill=${encodeURIComponent(skill).replace(/%20/g, "+")}`);
    await visible(page.getByRole("heading", { name: count === 1 ? "1 laborer found" : `${count} laborers found` }));
    const card = await visible(page.getByRole("article").first());
    await card.getByRole("button", { name: /^View profile of / }).click();
    const dialog = await visible(page.getByRole("dialog"));
    await visible(dialog.getByRole("heading", { name: "Skills" }));
    await visible(dialog.getByText(/of 5 ·/));
    await visible(dialog.getByRole("heading", { name: "Latest ratings" }));
    await expectNoSidewaysScroll(page);
    await dialog.getByRole("button", { name: "Close" }).click();
    expectNoPageErrors(employer);
  });

  it("saves a farm name in Settings, and it is still there after a reload", async () => {
    const { page } = employer;
    const farm = `Green Acres ${Math.floor(Math.random() * 1000)}`;
    await page.goto("/settings");
    await visible(page.getByRole("heading", { level: 1, name: "Settings" }));
    await page.getByRole("textbox", { name: "First Name", exact: true }).fill("Ramesh");
    await page.getByRole("textbox", { name: "Farm Name", exact: true }).fill(farm);
    await expectNoSidewaysScroll(page);
    await page.getByRole("button", { name: "Save Changes" }).click();
    await visible(page.getByText("Settings saved"));

    await page.reload();
    const farmName = await visible(page.getByRole("textbox", { name: "Farm Name", exact: true }));
    await expectEventually(() => farmName.inputValue(), farm);
    expectNoPageErrors(employer);
  });
});
