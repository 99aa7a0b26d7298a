// Messages between an employer and a laborer, both at 360×640: the employer starts a conversation and writes
// through the API → the laborer's /messages shows 1 unread → opening the thread shows the message and clears the
// count → the laborer replies from the send box → the employer's list shows the reply as the last message → a job
// offer the employer sends while the laborer's thread is open appears there by itself.
import fs from "node:fs";
import { createRequire } from "node:module";
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
const question = `Can you come for the harvest tomorrow? ${suffix}`;
const reply = `Yes, I will be there at 7. ${suffix}`;
let conversationId = "";

async function unreadBadges(page: Page) {
  return page.getByTestId("unread-count").count();
}

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** axe-core's WCAG 2.1 A/AA violations on the page, by rule id. */
async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string }[] }> } }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
    });
    return result.violations.map((v) => v.id);
  });
}

async function noSidewaysScroll(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
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

  const laborer = await graphql<{ viewer: { id: string } }>(laborerTab.context.request, "{ viewer { id } }");
  const started = await graphql<{ startConversation: { data?: { id: string } } }>(
    employerTab.context.request,
    `mutation ($participantId: ID!) { startConversation(participantId: $participantId) { ... on MutationStartConversationSuccess { data { id } } } }`,
    { participantId: laborer.body.data!.viewer.id },
  );
  conversationId = started.body.data!.startConversation.data!.id;
  expect(conversationId).toBeTruthy();
  const sent = await graphql<{ sendMessage: { __typename: string } }>(
    employerTab.context.request,
    `mutation ($conversationId: ID!, $content: String!) { sendMessage(conversationId: $conversationId, content: $content) { __typename } }`,
    { conversationId, content: question },
  );
  expect(sent.body.data!.sendMessage.__typename).toBe("MutationSendMessageSuccess");
});
afterAll(async () => {
  await browser?.close();
});

describe("messages between an employer and a laborer", () => {
  it("the laborer's list shows the employer's message with an unread count of 1", async () => {
    await laborerPage.goto("/messages");
    const row = await visible(laborerPage.getByRole("link", { name: new RegExp(`${employerName.lastName}`) }));
    expect(await row.textContent()).toContain(question);
    expect((await row.getByTestId("unread-count").textContent())?.startsWith("1")).toBe(true);
    expect(await noSidewaysScroll(laborerPage)).toBe(true);
    expect(await axeViolations(laborerPage)).toEqual([]);
    expectNoPageErrors(laborerTab);
  });

  it("opening the thread shows the message and clears the count", async () => {
    await laborerPage.getByRole("link", { name: new RegExp(`${employerName.lastName}`) }).click();
    await onPath(laborerPage, `/messages/${encodeURIComponent(conversationId)}`);
    await visible(
      laborerPage.getByRole("heading", { level: 1, name: `${employerName.firstName} ${employerName.lastName}` }),
    );
    await visible(laborerPage.getByText(question));
    expect(await noSidewaysScroll(laborerPage)).toBe(true);
    expect(await axeViolations(laborerPage)).toEqual([]);

    await laborerPage.getByRole("link", { name: "Back" }).click();
    await onPath(laborerPage, "/messages");
    await visible(laborerPage.getByRole("link", { name: new RegExp(`${employerName.lastName}`) }));
    await expectEventually(() => unreadBadges(laborerPage), 0);
    expectNoPageErrors(laborerTab);
  });

  it("the laborer replies from the send box, and the employer's list shows the reply", async () => {
    await laborerPage.goto(`/messages?conversation=${encodeURIComponent(conversationId)}`);
    await onPath(laborerPage, `/messages/${encodeURIComponent(conversationId)}`);
    const box = await visible(laborerPage.getByRole("textbox", { name: "Message" }));
    await box.fill(reply);
    await laborerPage.getByRole("button", { name: "Send" }).click();
    const mine = await visible(laborerPage.getByRole("listitem").filter({ hasText: reply }));
    await expectEventually(async () => (await mine.textContent())?.includes("Sending…"), false);
    expect(await laborerPage.getByRole("button", { name: "Retry" }).count()).toBe(0);
    // The send box stays on screen, above the bottom navigation, and nothing covers it.
    const send = laborerPage.getByRole("button", { name: "Send" });
    const uncovered = await send.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return (
        r.bottom <= window.innerHeight && el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2))
      );
    });
    expect(uncovered).toBe(true);
    expect(await visible(laborerPage.getByRole("navigation", { name: "Main" }))).toBeTruthy();

    await employerPage.goto("/messages");
    const row = await visible(employerPage.getByRole("link", { name: new RegExp(`${laborerName.lastName}`) }));
    expect(await row.textContent()).toContain(reply);
    expect((await row.getByTestId("unread-count").textContent())?.startsWith("1")).toBe(true);
    expectNoPageErrors(laborerTab);
    expectNoPageErrors(employerTab);
  });

  it("a message the employer sends while the laborer's thread is open shows up there by itself", async () => {
    const followUp = `Bring a sickle, please. ${suffix}`;
    const sent = await graphql<{ sendMessage: { __typename: string } }>(
      employerTab.context.request,
      `mutation ($conversationId: ID!, $content: String!) { sendMessage(conversationId: $conversationId, content: $content, messageType: job_offer) { __typename } }`,
      { conversationId, content: followUp },
    );
    expect(sent.body.data!.sendMessage.__typename).toBe("MutationSendMessageSuccess");
    // Polled every 5 seconds; a job offer shows as a card.
    const card = await visible(laborerPage.getByRole("article").filter({ hasText: followUp }), 15_000);
    expect(await card.textContent()).toContain("Job offer");
    expectNoPageErrors(laborerTab);
  });
});
