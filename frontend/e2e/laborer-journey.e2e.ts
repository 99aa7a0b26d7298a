// A new laborer's first day, in one browser tab at 360×640: landing → sign-in with the demo OTP → name →
// straight on to verification (a new number with its OTP, a state without block data) → registration success → skill
// assessment → skill tree → browse jobs and apply (and a refused second application) → signed out
// elsewhere mid-session → back to sign-in.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { autoFillAndVerifyOtp, completeAddressForm, giveName, signInWithMobile, stateWithoutBlocks } from "./flows.ts";
import {
  type Tab,
  baseURL,
  connectBrowser,
  enabled,
  expectNoPageErrors,
  freshMobile,
  graphql,
  item,
  onPath,
  openTab,
  recordToasts,
  visible,
  waitsForHydration,
} from "./support.ts";

let browser: Browser;
let tab: Tab;
let page: Page;
let context: BrowserContext;

const firstName = "Lakshmi";
const lastName = `Tester${Math.floor(Math.random() * 1000)}`;
const signInMobile = freshMobile();
let verifiedMobile = freshMobile();
while (verifiedMobile === signInMobile) verifiedMobile = freshMobile();

type Viewer = {
  viewer: {
    userType: string | null;
    firstName: string | null;
    lastName: string | null;
    mobileNumber: string | null;
    isMobileVerified: boolean;
    isAddressVerified: boolean;
    state: string | null;
    district: string | null;
    block: string | null;
    skills: Array<{ skill: { name: string } }>;
  } | null;
};
const VIEWER = `{ viewer { userType firstName lastName mobileNumber isMobileVerified isAddressVerified state district block skills { skill { name } } } }`;

async function viewer() {
  const { body } = await graphql<Viewer>(context.request, VIEWER);
  return body.data?.viewer ?? null;
}

beforeAll(async () => {
  browser = await connectBrowser();
  tab = await openTab(browser);
  ({ page, context } = tab);
});
afterAll(async () => {
  await browser?.close();
});

describe("a new laborer", () => {
  it("starts at the landing page, picks the laborer role, and signs in with the demo OTP shown on screen", async () => {
    const navigations: string[] = [];
    page.on("request", (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame())
        navigations.push(new URL(request.url()).pathname + new URL(request.url()).search);
    });

    await page.goto("/");
    await page.getByRole("button", { name: /Agricultural Laborer/ }).click();
    await page.getByRole("button", { name: "Get Started" }).first().click();
    await onPath(page, "/sign-in?role=laborer");
    expect(navigations).toContain("/api/login?role=laborer");
    await visible(page.getByText("Signing in as: Agricultural Laborer"));

    await signInWithMobile(page, signInMobile);
    await giveName(page, firstName, lastName);

    // The role came with ?role=laborer, so no user-type selection: a new laborer goes on to verification.
    await onPath(page, "/verification");
    await visible(page.getByRole("heading", { level: 1, name: "Verification" }));
    expect(await page.getByRole("heading", { name: "Account Setup" }).count()).toBe(0);
    const me = await viewer();
    expect(me).toMatchObject({
      userType: "laborer",
      firstName,
      lastName,
      mobileNumber: signInMobile,
      isMobileVerified: true,
      isAddressVerified: false,
    });
    expectNoPageErrors(tab);
  });

  it("completes verification: a new number verified by OTP, then an address in a state without block data", async () => {
    // Still on /verification from the sign-in.
    await onPath(page, "/verification");

    // Step 1: the number, prefilled with the account's; a different one must be verified by OTP.
    const number = page.getByRole("textbox", { name: "Mobile Number", exact: true });
    await visible(number);
    expect(await number.inputValue()).toBe(signInMobile);
    await number.fill("5123456789");
    await visible(page.getByText("Mobile number must be a valid 10-digit Indian number"));
    expect(await page.getByRole("button", { name: "Continue" }).isDisabled()).toBe(true);
    await number.fill(verifiedMobile);
    await page.getByRole("button", { name: "Continue" }).click();

    // Step 2: the code is sent by itself; auto-fill and verify.
    await visible(page.getByText(`Enter the 6-digit code sent to +91 ${verifiedMobile}`));
    await autoFillAndVerifyOtp(page);
    await visible(page.getByText("Your mobile number has been successfully verified!"));
    await page.getByRole("button", { name: "Continue to Address" }).click();

    // Step 3: a state whose districts have no block list: the block is typed.
    const { state, district } = stateWithoutBlocks();
    expect(await page.getByRole("textbox", { name: "Country", exact: true }).inputValue()).toBe("India");
    const districtSelect = page.getByRole("combobox", { name: "District" });
    await visible(districtSelect);
    expect(await districtSelect.isDisabled()).toBe(true);
    await page.getByRole("combobox", { name: "State" }).selectOption(state);
    await enabled(districtSelect);
    await districtSelect.selectOption(district);
    const block = page.getByRole("textbox", { name: "Block" });
    await visible(block);
    expect(await page.getByRole("combobox", { name: "Block" }).count()).toBe(0);
    await block.fill("Haveli");

    // Validation on change.
    await page.getByRole("textbox", { name: "Pincode", exact: true }).fill("123");
    await visible(page.getByText("Pincode must be 6 digits"));
    await page.getByRole("textbox", { name: "Age", exact: true }).fill("15");
    await visible(page.getByText("Age must be at least 16"));

    await completeAddressForm(page, { cityVillage: "Wagholi", pincode: "412207", gender: "Female", age: "29" });
    await visible(page.getByRole("heading", { level: 1, name: `Welcome to KhetSetu, ${firstName}!` }));
    await visible(page.getByRole("link", { name: "Go to Dashboard" }));

    expect(await viewer()).toMatchObject({
      mobileNumber: verifiedMobile,
      isMobileVerified: true,
      isAddressVerified: true,
      state,
      district,
      block: "Haveli",
    });
    expectNoPageErrors(tab);
  });

  it("saves skills in the skill assessment and sees them unlocked in the skill tree", async () => {
    await page.getByRole("link", { name: "Go to Dashboard" }).click();
    await onPath(page, "/");
    await visible(page.getByRole("heading", { level: 1, name: `${firstName} ${lastName}` }));
    await visible(page.getByText("Field Worker"));
    // Verified now: only the skill prompt is left.
    await visible(page.getByRole("heading", { name: "Complete Your Skill Assessment" }));
    expect(await page.getByRole("heading", { name: "Complete Verification" }).count()).toBe(0);
    await page.getByRole("link", { name: "Start Assessment" }).click();
    await onPath(page, "/skill-assessment");

    // The first two field-activity skills of the catalogue (the screen lists at most 9 of them).
    const { body } = await graphql<{ skills: Array<{ name: string }> }>(
      context.request,
      "{ skills(category: field_activities) { name } }",
    );
    const chosen = (body.data?.skills ?? []).slice(0, 2).map((s) => s.name);
    expect(chosen).toHaveLength(2);

    const save = page.getByRole("button", { name: "Save Skills" });
    await visible(save);
    expect(await save.isDisabled()).toBe(true);
    for (const name of chosen) {
      const box = page.getByRole("checkbox", { name });
      await page.getByRole("group", { name: "Field Activities" }).getByText(name, { exact: true }).click();
      expect(await box.isChecked()).toBe(true);
    }
    await visible(page.getByText("2 skills selected"));
    await enabled(save);
    await save.click();
    await visible(page.getByText("Skills saved successfully!"));

    await onPath(page, "/skill-tree");
    for (const name of chosen) {
      const node = page.getByRole("button", {
        name: new RegExp(`^${escapeRegExp(name)}, level \\d+, (In progress|Mastered)$`),
      });
      await visible(node);
    }
    // A skill not saved stays locked, and says so when touched.
    const locked = page.getByRole("button", { name: /, level 0, Locked$/ }).first();
    await visible(locked);
    await locked.click();
    await visible(page.getByText("Skill Locked"));

    expect((await viewer())?.skills.map((s) => s.skill.name).sort()).toEqual([...chosen].sort());
    expectNoPageErrors(tab);
  });

  it("searches and filters /browse-jobs, applies, and a second application to the same job is refused", async () => {
    const job = await pickJob("Mysore");
    // A second tab that shows the job before the application still offers Apply Now (stale, as on another phone).
    const staleTab = waitsForHydration(await context.newPage());
    await staleTab.goto("/browse-jobs");
    await filterBrowseJobs(staleTab, job);
    const staleCard = staleTab.getByRole("article", { name: job.title });
    await visible(staleCard.getByRole("button", { name: "Apply Now" }));

    await page.goto("/browse-jobs");
    await filterBrowseJobs(page, job);
    const card = page.getByRole("article", { name: job.title });
    await visible(card);

    // Slow the application request down a little so 'Applying...' can be seen, as on a rural network.
    await page.route("**/graphql", async (route) => {
      if (route.request().postData()?.includes("JobCardApplyMutation")) await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await card.getByRole("button", { name: "Apply Now" }).click();
    await visible(card.getByRole("button", { name: "Applying..." }));
    await visible(page.getByText("Application Submitted"));
    await visible(
      page.getByText("Your job application has been submitted successfully! The employer will contact you soon."),
    );
    const applied = card.getByRole("button", { name: "Applied" });
    await visible(applied);
    expect(await applied.isDisabled()).toBe(true);
    await page.unroute("**/graphql");

    // After a reload the server says so too.
    await page.reload();
    await visible(page.getByRole("article", { name: job.title }).getByRole("button", { name: "Applied" }));
    expect(
      await page.getByRole("article", { name: job.title }).getByRole("button", { name: "Applied" }).isDisabled(),
    ).toBe(true);

    // The stale tab tries again: the server refuses with a clear message.
    await staleTab.bringToFront();
    await staleCard.getByRole("button", { name: "Apply Now" }).click();
    await visible(staleTab.getByText("Application Failed"));
    await visible(staleTab.getByText("You have already applied for this job"));
    await staleTab.close();

    // And the REST path answers 409 with the same message.
    const again = await context.request.post(`/api/jobs/${job.databaseId}/apply`, { data: {} });
    expect(again.status()).toBe(409);
    expect((await again.json()).message).toBe("You have already applied for this job");
    expectNoPageErrors(tab);
  });

  it("is told 'You are logged out. Logging in again...' when the session ends elsewhere, and lands on sign-in", async () => {
    // Any job not applied to yet, on the unfiltered list.
    await page.goto("/browse-jobs");
    const card = page
      .getByRole("article")
      .filter({ has: page.getByRole("button", { name: "Apply Now" }) })
      .first();
    await visible(card);

    // Another device of the same account (its own copy of the session) logs out everywhere.
    const other = await browser.newContext({ baseURL: baseURL() });
    await other.addCookies(await context.cookies());
    const out = await other.request.post("/api/auth/logout-everywhere", { headers: { "x-requested-with": "fetch" } });
    expect(out.status()).toBe(200);
    await other.close();

    const navigations: string[] = [];
    page.on("request", (request) => {
      if (request.isNavigationRequest()) navigations.push(new URL(request.url()).pathname);
    });
    const toasts = await recordToasts(context);
    await card.getByRole("button", { name: "Apply Now" }).click();
    await onPath(page, "/sign-in");
    expect(toasts).toContainEqual({ title: "Unauthorized", description: "You are logged out. Logging in again..." });
    expect(
      toasts.filter((t) => t.title !== "Unauthorized"),
      "other toasts over the signed-out one",
    ).toEqual([]);
    expect(navigations).toContain("/api/login");
    await visible(page.getByRole("heading", { name: "Sign in to KhetSetu" }));
    expect(await viewer()).toBeNull();
    expectNoPageErrors(tab);
  });
});

type PickedJob = { id: string; databaseId: number; title: string; category: string; dailyRate: number };

/** An active job in a place, from the API (the n-th, newest first), that the laborer has not applied to. */
async function pickJob(location: string, n = 0): Promise<PickedJob> {
  const { body } = await graphql<{ jobs: { edges: Array<{ node: PickedJob & { viewerHasApplied: boolean } }> } }>(
    context.request,
    `query($location: String) { jobs(first: 20, location: $location) { edges { node { id databaseId title category dailyRate viewerHasApplied } } } }`,
    { location },
  );
  const open = (body.data?.jobs.edges ?? []).map((e) => e.node).filter((j) => !j.viewerHasApplied);
  expect(open.length, `no open demo job in ${location}`).toBeGreaterThan(n);
  return item(open, n, "open job");
}

const CATEGORY_LABELS: Record<string, string> = {
  field_activities: "Field Activities",
  animal_husbandry: "Animal Husbandry",
  horticulture: "Horticulture",
  fisheries: "Fisheries",
  sericulture: "Sericulture",
  plant_protection: "Plant Protection",
};

/** The wage bands (rupees per day: 300-500, 500-700, 700-1000, 1000+), as the browse screen labels them. */
function wageBand(rate: number): RegExp {
  if (rate < 500) return /300\D+500/;
  if (rate < 700) return /500\D+700/;
  if (rate < 1000) return /700\D+1,?000/;
  return /1,?000\s*\+/;
}

/** /browse-jobs: search by a word of the title, then the location (Mysore), the category and the wage band. */
async function filterBrowseJobs(page: Page, job: PickedJob) {
  const word = job.title.split(/\s+/).find((w) => w.length > 4) ?? job.title;
  const search = page.getByRole("searchbox").first();
  await visible(search);
  await search.fill(word);
  await search.press("Enter");
  await page.waitForURL(
    (url) => url.search.includes(encodeURIComponent(word).replace(/%20/g, "+")) || url.search.includes(word),
  );
  const location = page.getByRole("combobox", { name: /location/i });
  await visible(location);
  await location.fill("Mysore");
  await location.press("Enter");
  await page.waitForURL((url) => url.searchParams.get("location") === "Mysore");
  await selectByLabel(
    page.getByRole("combobox", { name: /category/i }),
    new RegExp(CATEGORY_LABELS[job.category] ?? job.category),
  );
  await selectByLabel(page.getByRole("combobox", { name: /wage/i }), wageBand(job.dailyRate));
  await visible(page.getByRole("article", { name: job.title }));
}

/** Chooses the option of a native select whose label matches. */
async function selectByLabel(select: ReturnType<Page["getByRole"]>, label: RegExp) {
  await visible(select);
  const options = await select.locator("option").allTextContents();
  const match = options.find((o) => label.test(o));
  expect(match, `no option matching ${label} in [${options.join(", ")}]`).toBeDefined();
  await select.selectOption({ label: match! });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
