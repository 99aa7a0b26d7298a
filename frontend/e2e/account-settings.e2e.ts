// Account Settings at 360×640: a signed-out visitor is asked to log in; a signed-in laborer sees their details and
// sessions, changes their mobile number with the demo OTP (which ends the session it had before), and deletes the
// account with the confirmation word, after which the old cookie is signed out. A laborer switches partner
// organisations' view of their number on and off. The Business Plan page fits the width.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { autoFillAndVerifyOtp } from "./flows.ts";
import {
  baseURL,
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
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const VIEWER = "{ viewer { mobileNumber } }";

describe("account settings", () => {
  it("asks a signed-out visitor to log in; Login opens sign-in with the way back here", async () => {
    const tab = await openTab(browser);
    await tab.page.goto("/account-settings");
    await visible(tab.page.getByText("Please log in to access account settings"));
    await tab.page.getByRole("link", { name: "Login" }).click();
    await onPath(tab.page, /^\/sign-in\?next=%2Faccount-settings$/);
    expectNoPageErrors(tab);
    await tab.context.close();
  });

  it("shows a laborer's details and sessions, changes the number by OTP, then deletes the account", async () => {
    const tab = await openTab(browser);
    const { page, context } = tab;
    const mobile = freshMobile();
    let newMobile = freshMobile();
    while (newMobile === mobile) newMobile = freshMobile();
    await signInByApi(context, mobile, "laborer");
    await updateProfile(context, { firstName: "Savitha", lastName: "Settings" });

    await page.goto("/account-settings");
    await visible(page.getByRole("heading", { level: 1, name: "Account Settings" }));
    await visible(page.getByText("Savitha Settings"));
    await visible(page.getByText("Agricultural Laborer"));
    await visible(page.getByText(`+91 ${mobile}`));
    const sessions = page.getByRole("list", { name: "Active sessions" }).getByRole("listitem");
    await expectEventually(() => sessions.count(), 1);
    await visible(sessions.first().getByText("This device"));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // Change mobile number: the new number and the demo code. The session from before ends (a copy of its cookie,
    // as on another device, is signed out); this tab continues on a fresh one.
    const other = await browser.newContext({ baseURL: baseURL() });
    await other.addCookies(await context.cookies());
    expect((await graphql<{ viewer: unknown }>(other.request, VIEWER)).body.data?.viewer).toEqual({
      mobileNumber: mobile,
    });
    await page.getByRole("button", { name: "Change mobile number" }).click();
    await page.getByRole("textbox", { name: "Mobile Number", exact: true }).fill(newMobile);
    await page.getByRole("button", { name: "Send OTP" }).click();
    await visible(page.getByText(`Enter the 6-digit code sent to +91 ${newMobile}`));
    await autoFillAndVerifyOtp(page);
    await visible(page.getByText("Your mobile number has been changed. You were logged out on your other devices."));
    await visible(page.getByText(`+91 ${newMobile}`));
    await expectEventually(() => sessions.count(), 1);
    await visible(sessions.first().getByText("This device"));
    expect(
      (await graphql<{ viewer: { mobileNumber: string } | null }>(context.request, VIEWER)).body.data?.viewer,
    ).toEqual({ mobileNumber: newMobile });
    expect((await graphql<{ viewer: unknown }>(other.request, VIEWER)).body.data?.viewer).toBeNull();
    await other.close();

    // Delete Account with the confirmation word; the cookie from before is signed out afterwards.
    const cookies = await context.cookies();
    await page.getByRole("button", { name: "Delete Account" }).click();
    const confirm = page.getByRole("button", { name: "Confirm" });
    expect(await confirm.isDisabled()).toBe(true);
    await page.getByRole("textbox", { name: "Type DELETE to confirm" }).fill("delete");
    await confirm.click();
    await visible(page.getByText("Account Deleted"));
    await onPath(page, "/");
    expectNoPageErrors(tab);

    const stale = await browser.newContext({ baseURL: baseURL() });
    await stale.addCookies(cookies);
    const { status, body } = await graphql<{ viewer: unknown }>(stale.request, VIEWER);
    expect(status).toBe(200);
    expect(body.data?.viewer).toBeNull();
    expect((await stale.request.get("/api/auth/user")).status()).toBe(401);
    await stale.close();
    await context.close();
  });

  it("a laborer lets partner organisations see their number and hides it again; an employer has no such switch", async () => {
    const tab = await openTab(browser);
    const { page, context } = tab;
    await signInByApi(context, freshMobile(), "laborer");
    await updateProfile(context, { firstName: "Lakshmi", lastName: "Partner" });
    const SETTING = "{ viewer { phoneVisibleToPartners } }";
    const saved = async () =>
      (await graphql<{ viewer: { phoneVisibleToPartners: boolean } }>(context.request, SETTING)).body.data?.viewer
        .phoneVisibleToPartners;

    await page.goto("/account-settings");
    const share = page.getByRole("switch", { name: "Let partner organisations (NGOs) see my phone number" });
    await visible(share);
    expect(await share.isChecked()).toBe(false);
    expect(await saved()).toBe(false);
    // The switch's input is visually hidden; a finger taps its label (the track and the text), 44 px tall.
    const toggle = page.locator("label", { has: share });
    const box = await toggle.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);

    await toggle.click();
    await visible(page.getByText("Partner organisations can now see your phone number"));
    await expectEventually(saved, true);
    await page.reload();
    await expectEventually(() => share.isChecked(), true);

    await toggle.click();
    await visible(page.getByText("Your phone number is hidden from partner organisations"));
    await expectEventually(saved, false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expectNoPageErrors(tab);
    await context.close();

    const employerTab = await openTab(browser);
    await signInByApi(employerTab.context, freshMobile(), "employer");
    await updateProfile(employerTab.context, { firstName: "Prakash", lastName: "Farms" });
    await employerTab.page.goto("/account-settings");
    await visible(employerTab.page.getByRole("heading", { level: 1, name: "Account Settings" }));
    expect(await employerTab.page.getByRole("switch", { name: /partner organisations/ }).count()).toBe(0);
    expectNoPageErrors(employerTab);
    await employerTab.context.close();
  });

  it("the Business Plan page reads at 360 px without sideways scrolling", async () => {
    const tab = await openTab(browser);
    const { page, context } = tab;
    await signInByApi(context, freshMobile(), "employer");
    await updateProfile(context, { firstName: "Prakash", lastName: "Plan" });
    await page.goto("/business-plan");
    await visible(page.getByRole("heading", { level: 1, name: "Business Plan and Revenue Model" }));
    await visible(page.getByRole("region", { name: "Revenue streams" }).getByRole("table"));
    expect(await page.getByRole("heading", { name: "Coming soon" }).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expectNoPageErrors(tab);
    await context.close();
  });
});
