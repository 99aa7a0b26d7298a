// Accessibility at 360×640 on the main screens: axe-core's WCAG 2 A/AA rules (labels, contrast, names,
// landmarks) and the 44 px minimum touch target for every control.
import fs from "node:fs";
import { createRequire } from "node:module";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  connectBrowser,
  freshMobile,
  graphql,
  openTab,
  signInByApi,
  type Tab,
  updateProfile,
  visible,
} from "./support.ts";

// Run in the page by the driver rather than added as a <script>: the app's Content-Security-Policy
// (script-src 'self') blocks inline scripts, and this checks the page as users get it.
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

let browser: Browser;
let member: Tab;
let employer: Tab;
let provider: Tab;
let jobPath = "";
let coursePath = "";
beforeAll(async () => {
  browser = await connectBrowser();
  member = await openTab(browser);
  employer = await openTab(browser);
  await signInByApi(employer.context, freshMobile(), "employer");
  await updateProfile(employer.context, { firstName: "Ravi", lastName: "Gowda" });
  const { body } = await graphql<{ jobs: { edges: Array<{ node: { id: string } }> } }>(
    employer.context.request,
    "{ jobs(first: 1) { edges { node { id } } } }",
  );
  jobPath = `/job/${encodeURIComponent(body.data!.jobs.edges[0]!.node.id)}`;
  provider = await openTab(browser);
  await signInByApi(provider.context, freshMobile(), "training_provider");
  await updateProfile(provider.context, { firstName: "Kavya", lastName: "Rao" });
  const created = await graphql<{ createCourse: { data: { id: string } } }>(
    provider.context.request,
    `mutation { createCourse(input: { title: "Vermicompost basics", duration: 2, maxEnrollments: 20 }) { ... on MutationCreateCourseSuccess { data { id } } } }`,
  );
  coursePath = `/course/${encodeURIComponent(created.body.data!.createCourse.data.id)}`;
  // A new laborer with a name and an address (the demo laborer's OTP budget is left to the other journeys).
  await signInByApi(member.context, freshMobile(), "laborer");
  await updateProfile(member.context, {
    firstName: "Asha",
    lastName: "Naik",
    state: "Karnataka",
    district: "Mandya",
    block: "Maddur",
    cityVillage: "Maddur",
    pincode: "571428",
    gender: "female",
    age: 29,
  });
});
afterAll(async () => {
  await browser?.close();
});

type Violation = {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; html: string; failureSummary?: string }[];
};

async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = (await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: unknown[] }> } }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
    });
    return result.violations;
  })) as Violation[];
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => `${n.html.slice(0, 120)} ${n.failureSummary?.split("\n").slice(1, 2).join("") ?? ""}`)
        .slice(0, 4)
        .join(" | ")}`,
  );
}

/** Visible controls smaller than 44×44 px (links inside running text are exempt, as in WCAG 2.5.8). */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const controls = document.querySelectorAll<HTMLElement>(
      "button, a[href], input, select, textarea, [role=button], [role=switch], [role=checkbox], [role=radio]",
    );
    const small: string[] = [];
    for (const el of controls) {
      if (el.closest("p, li > span") && el.tagName === "A") continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const style = getComputedStyle(el);
      if (style.visibility === "hidden" || (el as HTMLInputElement).type === "hidden") continue;
      // A visually hidden native input inside a larger label (Chakra checkboxes, switches) is targeted via its label.
      const label = el.closest("label");
      const target = label && (box.width < 2 || box.height < 2) ? label.getBoundingClientRect() : box;
      if (target.height < 44 - 0.5 || target.width < 44 - 0.5) {
        small.push(
          `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}" ${Math.round(target.width)}×${Math.round(target.height)}`,
        );
      }
    }
    return small;
  });
}

/** Fails with every item written out (an assertion's message would shorten a list to "[ Array(1) ]"). */
function expectNone(found: string[], what: string) {
  if (found.length > 0) throw new Error(`${what}:\n${found.join("\n")}`);
}

async function expectAccessible(page: Page) {
  expectNone(await axeViolations(page), `axe found ${new URL(page.url()).pathname} inaccessible`);
  expectNone(await smallTargets(page), `targets under 44×44 px on ${new URL(page.url()).pathname}`);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, "horizontal scrolling at 360 px").toBeLessThanOrEqual(0);
}

describe("accessibility at 360×640", () => {
  it("the landing page", async () => {
    const { page } = await openTab(browser);
    await page.goto("/");
    await visible(page.getByRole("button", { name: /Agricultural Laborer/ }));
    await expectAccessible(page);
  });

  it("the sign-in screen", async () => {
    const { page } = await openTab(browser);
    await page.goto("/sign-in?role=laborer");
    await visible(page.getByRole("textbox", { name: /Mobile Number/ }));
    await expectAccessible(page);
  });

  it.each([
    ["/", "Jobs for you"],
    ["/browse-jobs", "Browse Jobs"],
    ["/jobs", "Find Jobs"],
    ["/skill-tree", "Skill Tree"],
    ["/skill-assessment", "Save Skills"],
    ["/verification", "Verification"],
    ["/my-applications", "My applications"],
    ["/feedback", "Feedback"],
    ["/training", "Vermicompost basics"],
    ["/training?tab=mine", "My trainings"],
    ["/profile", "My profile"],
    ["/account-settings", "Active sessions"],
  ])("a laborer's %s", async (path, landmarkText) => {
    const tab = member;
    await tab.page.goto(path);
    await visible(tab.page.getByText(landmarkText, { exact: false }));
    await tab.page.waitForLoadState("networkidle");
    await expectAccessible(tab.page);
  });

  it("a laborer's course screen", async () => {
    await member.page.goto(coursePath);
    await visible(member.page.getByRole("heading", { level: 1, name: "Vermicompost basics" }));
    await member.page.waitForLoadState("networkidle");
    await expectAccessible(member.page);
  });

  it.each([
    ["/training-provider", "Vermicompost basics"],
    ["/create-course", "Title"],
    ["/courses", "Courses and Students"],
    ["/analytics", "Enrolments per week"],
  ])("a training provider's %s", async (path, landmarkText) => {
    await provider.page.goto(path);
    await visible(provider.page.getByText(landmarkText, { exact: false }).first());
    await provider.page.waitForLoadState("networkidle");
    await expectAccessible(provider.page);
  });

  it("a laborer's job screen", async () => {
    await member.page.goto(jobPath);
    await visible(member.page.getByRole("heading", { level: 1 }));
    await member.page.waitForLoadState("networkidle");
    await expectAccessible(member.page);
  });

  it.each([
    ["/employer-dashboard", "Active Job Postings"],
    ["/post-job", "Post a Job"],
    ["/browse-laborers", "Find Laborers"],
    ["/settings", "Log out everywhere"],
    ["/analytics", "Acceptance rate"],
    ["/business-plan", "Revenue streams"],
  ])("an employer's %s", async (path, landmarkText) => {
    await employer.page.goto(path);
    await visible(employer.page.getByText(landmarkText, { exact: false }).first());
    await employer.page.waitForLoadState("networkidle");
    await expectAccessible(employer.page);
  });
});
