// The server answers in the app's language: a Hindi user who types a wrong OTP is told so in Hindi, from the
// same catalogs the app uses, while the browser itself asks for Kannada (Accept-Language) and the app's choice wins.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translate } from "../../graphql-server/src/i18n/translate.ts";
import { INVALID_OTP_MESSAGE } from "../../graphql-server/src/rules/otp.ts";
import { readCatalog } from "./catalog.ts";
import { type Tab, connectBrowser, enabled, expectNoPageErrors, freshMobile, openTab, visible } from "./support.ts";

let browser: Browser;
let tab: Tab;
let page: Page;
const hi = readCatalog("hi");
const inHindi = (english: string) => hi.get(english) ?? english;

beforeAll(async () => {
  browser = await connectBrowser();
  tab = await openTab(browser, { locale: "kn-IN" });
  page = tab.page;
  await tab.context.addInitScript(() => localStorage.setItem("language", "hi"));
});
afterAll(async () => {
  await browser?.close();
});

describe("server messages in the app's language", () => {
  it("shows a wrong OTP's refusal in Hindi, asked for with X-Language", async () => {
    const mobile = freshMobile();
    await page.goto("/sign-in");
    await visible(page.getByRole("heading", { name: inHindi("Sign in to KhetSetu") }));
    await page.getByRole("textbox", { name: inHindi("Mobile Number"), exact: true }).fill(mobile);
    const sent = page.waitForResponse(
      (response) =>
        response.url().endsWith("/graphql") && Boolean(response.request().postData()?.includes("OtpPanelSendMutation")),
    );
    await page.getByRole("button", { name: inHindi("Continue") }).click();
    const sendOtp = (await (await sent).json()).data.sendOtp;
    const code: string = sendOtp.data.demoOtp;
    expect(code).toMatch(/^\d{6}$/);

    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    await page.getByRole("textbox", { name: inHindi("Enter OTP"), exact: true }).fill(wrong);
    const refused = page.waitForResponse(
      (response) =>
        response.url().endsWith("/graphql") &&
        Boolean(response.request().postData()?.includes("SignInScreenSignInMutation")),
    );
    const verify = page.getByRole("button", { name: inHindi("Verify OTP") });
    await enabled(verify);
    await verify.click();
    const response = await refused;
    expect(response.request().headers()["x-language"]).toBe("hi");
    expect(response.request().headers()["accept-language"]).toMatch(/^kn/);

    const message = translate("hi", INVALID_OTP_MESSAGE);
    expect(message).not.toBe(INVALID_OTP_MESSAGE);
    expect((await response.json()).data.signIn.message).toBe(message);
    await visible(page.getByText(message));
    expectNoPageErrors(tab);
  });
});
