// Notifications in the app, in two browser tabs at 360×640 against the real server: a laborer applies to an
// employer's job → the employer's bell shows 1 unread, and its notification opens the job's applicants, where the
// employer accepts → the laborer's bell shows 1, the laborer opens the list and taps 'You are hired' → lands on
// /my-applications (the notification's link) with the bell at 0 → back in the list, the employer's message is a
// second notification → 'Mark all read' takes the bell's number away. Account Settings' Notifications section
// saves a switch, and shows each event's name and the switches in en, hi, kn and te, switched with the header's
// language picker as people do. Last, the SMS's short link /n/<number>, opened signed out on another phone, goes
// through sign-in and lands on the message's conversation, marking the notification read.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { NOTIFICATION_EVENTS_FOR } from "../../graphql-server/src/rules/notifications.ts";
import { OTP_RULES } from "../../graphql-server/src/rules/otp.ts";
import { readCatalog } from "./catalog.ts";
import { signInWithMobile } from "./flows.ts";
import {
  type Tab,
  connectBrowser,
  expectEventually,
  expectNoPageErrors,
  baseURL,
  freshMobile,
  graphql,
  onPath,
  openTab,
  signInByApi,
  updateProfile,
  visible,
} from "./support.ts";

let browser: Browser;
let employer: Tab;
let laborer: Tab;

const run = Math.floor(Math.random() * 100000);
const employerName = { firstName: "Suresh", lastName: `Patil${run}` };
const laborerName = { firstName: "Lakshmi", lastName: `Naik${run}` };
const title = `Paddy harvest ${run}`;
/**
 * The laborer was signed in before the journeys started, so that signing in again on another phone (the last test)
 * need not wait out the minute between two codes for one number.
 */
const laborerAhead = inject("laborerSignedInAhead");
const laborerMobile = laborerAhead.mobileNumber;
let jobId = "";
let conversationId = "";

/** The top bar's bell, by its name: "Notifications, 3 unread", or "Notifications" when nothing is unread. */
const bell = (page: Page, unread: number) =>
  page.getByRole("link", { name: unread > 0 ? `Notifications, ${unread} unread` : "Notifications", exact: true });

/** The person's unread count as the server has it. */
async function unreadCount(tab: Tab): Promise<number> {
  const { body } = await graphql<{ unreadNotificationCount: number }>(
    tab.context.request,
    "{ unreadNotificationCount }",
  );
  return body.data!.unreadNotificationCount;
}

type Listed = { databaseId: number; title: string; link: string; readAt: string | null };
/** The person's newest notifications as the server has them. */
async function notificationsOf(tab: Tab): Promise<Listed[]> {
  const { body } = await graphql<{ notifications: { edges: { node: Listed }[] } }>(
    tab.context.request,
    "{ notifications(first: 10) { edges { node { databaseId title link readAt } } } }",
  );
  return body.data!.notifications.edges.map((edge) => edge.node);
}

async function sendMessageToLaborer(content: string) {
  const sent = await graphql<{ sendMessage: { __typename: string } }>(
    employer.context.request,
    `mutation ($conversationId: ID!, $content: String!) { sendMessage(conversationId: $conversationId, content: $content) { __typename } }`,
    { conversationId, content },
  );
  expect(sent.body.data?.sendMessage.__typename, JSON.stringify(sent.body)).toBe("MutationSendMessageSuccess");
}

beforeAll(async () => {
  browser = await connectBrowser();
  employer = await openTab(browser);
  laborer = await openTab(browser);
  let employerMobile = freshMobile();
  while (employerMobile === laborerMobile) employerMobile = freshMobile();
  await signInByApi(employer.context, employerMobile, "employer");
  await updateProfile(employer.context, employerName);
  await laborer.context.addCookies(laborerAhead.cookies.map((cookie) => ({ ...cookie, url: baseURL() })));
  await updateProfile(laborer.context, laborerName);

  const created = await graphql<{ createJob: { data?: { id: string } } }>(
    employer.context.request,
    `mutation { createJob(input: { title: "${title}", location: "Maddur, Karnataka", state: "Karnataka", district: "Mandya", category: field_activities, dailyRate: 650, duration: 4, workersNeeded: 2 }) { ... on MutationCreateJobSuccess { data { id } } } }`,
  );
  jobId = created.body.data?.createJob.data?.id ?? "";
  expect(jobId, JSON.stringify(created.body)).toBeTruthy();
});
afterAll(async () => {
  await browser?.close();
});

describe("notifications", () => {
  it("a laborer applies, and the employer's bell shows one unread notification", async () => {
    const { page } = laborer;
    await page.goto(`/job/${encodeURIComponent(jobId)}`);
    await visible(page.getByRole("heading", { level: 1, name: title }));
    await page.getByRole("button", { name: "Apply Now" }).click();
    await visible(page.getByText("Application Submitted"));

    await employer.page.goto("/employer-dashboard");
    await visible(bell(employer.page, 1));
    expect(await employer.page.getByTestId("unread-notifications").textContent()).toBe("1");
    expect(await employer.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expectNoPageErrors(laborer);
    expectNoPageErrors(employer);
  });

  it("the employer's notification opens the job's applicants, where the employer accepts", async () => {
    const { page } = employer;
    await bell(page, 1).click();
    await onPath(page, "/notifications");
    const row = page.getByRole("link", { name: /New application/ });
    await visible(row);
    expect(await row.textContent()).toContain(`${laborerName.firstName} ${laborerName.lastName} applied for ${title}`);
    await row.click();
    await onPath(page, /^\/employer\/jobs\/.+\/applicants$/);
    await visible(bell(page, 0));
    expect(await unreadCount(employer)).toBe(0);

    const applicant = `${laborerName.firstName} ${laborerName.lastName}`;
    await page.getByRole("button", { name: `Accept ${applicant}` }).click();
    await visible(page.getByText("Application status updated successfully."));
    expectNoPageErrors(employer);
  });

  it("the laborer's bell shows 1; the notification opens My applications, its link", async () => {
    const { page } = laborer;
    await page.goto("/");
    await visible(bell(page, 1));
    await bell(page, 1).click();
    await onPath(page, "/notifications");
    await visible(page.getByRole("heading", { level: 1, name: "Notifications" }));
    const hired = page.getByRole("link", { name: /You are hired/ });
    expect(await hired.textContent()).toMatch(/^Unread:/);
    expect(await hired.textContent()).toContain(`Your application for ${title} was accepted`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await hired.click();
    await onPath(page, "/my-applications");
    await visible(page.getByRole("heading", { level: 1, name: "My applications" }));
    await visible(bell(page, 0));
    expect(await unreadCount(laborer)).toBe(0);
    expectNoPageErrors(laborer);
  });

  it("back in the list, the employer's message is a second notification; 'Mark all read' clears the bell", async () => {
    const laborerId = await graphql<{ viewer: { id: string } }>(laborer.context.request, "{ viewer { id } }");
    const started = await graphql<{ startConversation: { data?: { id: string } } }>(
      employer.context.request,
      `mutation ($participantId: ID!) { startConversation(participantId: $participantId) { ... on MutationStartConversationSuccess { data { id } } } }`,
      { participantId: laborerId.body.data!.viewer.id },
    );
    conversationId = started.body.data?.startConversation.data?.id ?? "";
    expect(conversationId).toBeTruthy();
    await sendMessageToLaborer("Come to the field at 7 tomorrow");

    const { page } = laborer;
    await page.goBack();
    await onPath(page, "/notifications");
    await visible(bell(page, 1));
    const rows = page.getByRole("list").getByRole("link");
    await expectEventually(() => rows.count(), 2);
    // Newest first: the message, unread, above the read 'You are hired'.
    expect(await rows.nth(0).textContent()).toMatch(/^Unread: New message/);
    expect(await rows.nth(0).textContent()).toContain("Come to the field at 7 tomorrow");
    expect(await rows.nth(1).textContent()).toMatch(/^You are hired/);

    await page.getByRole("button", { name: "Mark all read" }).click();
    await visible(bell(page, 0));
    expect(await page.getByTestId("unread-notifications").count()).toBe(0);
    expect(await page.getByRole("button", { name: "Mark all read" }).count()).toBe(0);
    await expectEventually(() => unreadCount(laborer), 0);
    // Read again from the server, the list has nothing unread.
    await page.reload();
    await visible(page.getByRole("link", { name: /You are hired/ }));
    expect(await page.getByText("Unread:").count()).toBe(0);
    await visible(bell(page, 0));
    expectNoPageErrors(laborer);
  });

  it("Account Settings saves a switch, and shows the Notifications section in en, hi, kn and te", async () => {
    const { page } = laborer;
    await page.goto("/account-settings");
    const jobAlerts = page.getByRole("group", { name: "Job alerts near me" });
    await visible(jobAlerts);
    await visible(page.getByText("No SMS or push between 9 pm and 7 am; they arrive at 7 am."));
    const sms = jobAlerts.getByRole("switch", { name: "SMS" });
    expect(await sms.isChecked()).toBe(true);
    // The switch's input is visually hidden; a finger taps its label (the track and "SMS"), 44 px tall.
    const smsToggle = jobAlerts.locator("label", { has: page.getByRole("switch", { name: "SMS" }) });
    expect((await smsToggle.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await smsToggle.click();
    await expectEventually(() => sms.isChecked(), false);
    type Choice = { event: string; sms: boolean; push: boolean };
    const saved = async () => {
      const { body } = await graphql<{ notificationPreferences: Choice[] }>(
        laborer.context.request,
        "{ notificationPreferences { event sms push } }",
      );
      return body.data!.notificationPreferences.find((choice) => choice.event === "job_alert");
    };
    await expectEventually(saved, { event: "job_alert", sms: false, push: true });
    const section = page.getByRole("region", { name: "Notifications", exact: true });
    // Two switches (SMS, Push) for each of a laborer's events.
    expect(await section.getByRole("switch").count()).toBe(2 * NOTIFICATION_EVENTS_FOR.laborer.length);

    let languageLabel = "Language";
    for (const locale of ["hi", "kn", "te", "en"] as const) {
      const catalog = locale === "en" ? null : readCatalog(locale);
      const words = (english: string) => (catalog ? catalog.get(english) : english);
      // The language picker is in the home's header; Account Settings then opens in that language.
      await page.goto("/");
      await page.getByRole("combobox", { name: languageLabel, exact: true }).selectOption(locale);
      await expectEventually(() => page.evaluate(() => document.documentElement.lang), locale);
      languageLabel = words("Language")!;
      await page.goto("/account-settings");

      const label = words("Job alerts near me");
      const push = words("Push");
      expect(label, `${locale}.po translates "Job alerts near me"`).toBeTruthy();
      expect(push, `${locale}.po translates "Push"`).toBeTruthy();
      const group = page.getByRole("group", { name: label!, exact: true });
      await visible(group);
      expect(await group.getByRole("switch", { name: "SMS", exact: true }).isChecked()).toBe(false);
      expect(await group.getByRole("switch", { name: push!, exact: true }).isChecked()).toBe(true);
      await visible(page.getByRole("heading", { level: 2, name: words("Notifications")!, exact: true }));
      await visible(page.getByRole("group", { name: words("New messages")!, exact: true }));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    }
    expect(readCatalog("kn").get("Job alerts near me")).toBe("ನನ್ನ ಹತ್ತಿರದ ಹೊಸ ಕೆಲಸಗಳು");
    expectNoPageErrors(laborer);
  });
  it("the SMS's short link, opened signed out, goes through sign-in and opens the conversation, read", async () => {
    await sendMessageToLaborer("Bring a sickle please");
    const [newest] = await notificationsOf(laborer);
    expect(newest).toMatchObject({ title: "New message", readAt: null });
    expect(newest!.link).toBe(`/messages/${encodeURIComponent(conversationId)}`);

    // The person opens the SMS on another phone, signed out. Their number may be sent a new code a minute after the
    // last (long past when the other journeys ran first).
    const resendAt = laborerAhead.codeSentAt + (OTP_RULES.resendAfterSeconds + 1) * 1000;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, resendAt - Date.now())));
    const phone = await openTab(browser);
    await phone.page.goto(`/n/${newest!.databaseId}`);
    await onPath(phone.page, `/sign-in?next=${encodeURIComponent(`/n/${newest!.databaseId}`)}`);
    await signInWithMobile(phone.page, laborerMobile);
    await onPath(phone.page, newest!.link);
    await visible(phone.page.getByText("Bring a sickle please"));
    await visible(bell(phone.page, 0));
    const [opened] = await notificationsOf(laborer);
    expect(opened!.readAt).not.toBeNull();
    expectNoPageErrors(phone);
    await phone.context.close();
  });
});
