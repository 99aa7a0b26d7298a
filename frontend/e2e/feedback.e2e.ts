// Feedback at 360×640: a signed-in employer opens Feedback from the dashboard's account cards, is refused with
// the required fields empty, sends the form, sees 'Feedback Sent!' and an empty form again, and the server's
// receipt names the stored feedback. Every control is labelled and a 44 px target; nothing scrolls sideways.
import fs from "node:fs";
import { createRequire } from "node:module";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Tab,
  connectBrowser,
  expectNoPageErrors,
  freshMobile,
  onPath,
  openTab,
  signInByApi,
  updateProfile,
  visible,
} from "./support.ts";

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

let browser: Browser;
let tab: Tab;
let page: Page;
let context: BrowserContext;

const subject = `Voice notes ${Math.floor(Math.random() * 100000)}`;

beforeAll(async () => {
  browser = await connectBrowser();
  tab = await openTab(browser);
  ({ page, context } = tab);
  await signInByApi(context, freshMobile(), "employer");
  await updateProfile(context, { firstName: "Suresh", lastName: "Patil" });
});
afterAll(async () => {
  await browser?.close();
});

const field = (label: string) => page.getByLabel(label, { exact: true });

/** axe-core's WCAG 2 A/AA violations on the page (run by the driver: the CSP blocks inline scripts). */
async function axeViolations(): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = (await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: unknown[] }> } }
    ).axe;
    return (await axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } }))
      .violations;
  })) as Array<{ id: string; help: string; nodes: Array<{ html: string }> }>;
  return violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.html.slice(0, 100)).join(" | ")}`);
}

/** The form's visible controls smaller than 44×44 px (a hidden checkbox input counts by its label). */
async function smallControls(): Promise<string[]> {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>("main button, main a[href], main input, main select, main textarea"),
    ].flatMap((el) => {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return [];
      const label = el.closest("label");
      const target = label && (box.width < 2 || box.height < 2) ? label.getBoundingClientRect() : box;
      return target.width < 43.5 || target.height < 43.5
        ? [`${el.tagName} "${(el.textContent ?? "").trim()}" ${Math.round(target.width)}×${Math.round(target.height)}`]
        : [];
    }),
  );
}

async function expectNoSidewaysScroll() {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, "horizontal scrolling at 360 px on /feedback").toBeLessThanOrEqual(0);
}

describe("feedback from an employer", () => {
  it("opens from the dashboard's Feedback card, with labelled 44 px controls and nothing sideways", async () => {
    await page.goto("/employer-dashboard");
    await visible(page.getByRole("heading", { level: 1, name: "Suresh Patil" }));
    await page.getByRole("link", { name: /Feedback/ }).click();
    await onPath(page, "/feedback");
    await visible(page.getByRole("heading", { level: 1, name: "Feedback" }));
    await visible(page.getByRole("button", { name: "Send Feedback" }));
    expect(await page.getByRole("link", { name: "Back" }).getAttribute("href")).toBe("/");
    await expectNoSidewaysScroll();
    expect(await smallControls()).toEqual([]);
    expect(await axeViolations()).toEqual([]);
  });

  it("refuses to send with the required fields empty", async () => {
    let sent = 0;
    const count = (request: { url: () => string; postData: () => string | null }) => {
      if (request.url().endsWith("/graphql") && (request.postData() ?? "").includes("FeedbackFormSubmitMutation"))
        sent += 1;
    };
    page.on("request", count);
    await page.getByRole("button", { name: "Send Feedback" }).click();
    await visible(page.getByText("Required Fields Missing"));
    await visible(page.getByText("Please fill in category, subject, and message fields."));
    await visible(page.getByText("Please enter a subject"));
    page.off("request", count);
    expect(sent).toBe(0);
  });

  it("sends the form, toasts 'Feedback Sent!', empties the form, and the server stored it", async () => {
    await field("Category").selectOption({ label: "Feature Request" });
    await field("Subject").fill(`  ${subject}  `);
    await field("Your message").fill("Please let workers send voice messages in Kannada.");
    await field("Rating").selectOption({ label: "4 - Good" });
    await field("Contact e-mail").fill("suresh@example.in");
    await page.locator("label").filter({ hasText: "KhetSetu may contact me about this feedback" }).click();
    await expectNoSidewaysScroll();

    const reply = page.waitForResponse(
      (response) =>
        response.url().endsWith("/graphql") &&
        (response.request().postData() ?? "").includes("FeedbackFormSubmitMutation"),
    );
    await page.getByRole("button", { name: "Send Feedback" }).click();
    const response = await reply;
    expect(response.request().postDataJSON().variables.input).toEqual({
      category: "feature_request",
      subject,
      message: "Please let workers send voice messages in Kannada.",
      rating: 4,
      contactEmail: "suresh@example.in",
      allowContact: true,
    });
    // No query reads feedback back; the receipt carries the stored row's id.
    const { data } = (await response.json()) as {
      data: { submitFeedback: { __typename: string; data?: { databaseId: number; message: string } } };
    };
    expect(data.submitFeedback.__typename).toBe("MutationSubmitFeedbackSuccess");
    expect(data.submitFeedback.data?.message).toBe("Feedback Sent!");
    expect(data.submitFeedback.data?.databaseId).toBeGreaterThan(0);

    await visible(page.getByText("Feedback Sent!"));
    await expect.poll(() => field("Subject").inputValue()).toBe("");
    expect(await field("Category").inputValue()).toBe("");
    expect(await field("Your message").inputValue()).toBe("");
    expect(await field("Rating").inputValue()).toBe("");
    expect(await field("Contact e-mail").inputValue()).toBe("");
    expect(await page.getByRole("checkbox", { name: "KhetSetu may contact me about this feedback" }).isChecked()).toBe(
      false,
    );
    await expectNoSidewaysScroll();
    expectNoPageErrors(tab);
  });
});
