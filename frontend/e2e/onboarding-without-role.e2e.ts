// A person who opens /sign-in directly (no role from the landing page): after signing in, `/` asks for the
// account type (signed in with no userType, / shows the user-type selection screen); choosing the
// laborer goes to /verification, where the number signed in with is already verified and the address is in
// a state with block data (the Block select).
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completeAddressForm, giveName, signInWithMobile, stateWithBlocks, stateWithoutBlocks } from "./flows.ts";
import {
  type Tab,
  connectBrowser,
  enabled,
  expectNoPageErrors,
  freshMobile,
  graphql,
  onPath,
  openTab,
  visible,
} from "./support.ts";

let browser: Browser;
let tab: Tab;
let page: Page;
const mobile = freshMobile();

beforeAll(async () => {
  browser = await connectBrowser();
  tab = await openTab(browser);
  page = tab.page;
});
afterAll(async () => {
  await browser?.close();
});

describe("signing in without a role", () => {
  it("shows the user-type selection at /, and choosing the laborer role goes to /verification", async () => {
    await page.goto("/sign-in");
    expect(await page.getByText(/^Signing in as:/).count()).toBe(0);
    await signInWithMobile(page, mobile);
    await giveName(page, "Ravi", "Norole");
    await onPath(page, "/");

    await visible(page.getByRole("heading", { level: 1, name: "Account Setup" }));
    await visible(page.getByText("You can change your account type later in Account Settings."));
    const laborer = page.getByRole("group", { name: "Account type" }).getByText("Agricultural Laborer");
    await laborer.click();
    // Slow the mutation a little so 'Setting up...' can be seen.
    await page.route("**/graphql", async (route) => {
      if (route.request().postData()?.includes("UserTypeSelectionScreenSetUserTypeMutation"))
        await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    await page.getByRole("button", { name: "Continue" }).click();
    await visible(page.getByRole("button", { name: "Setting up..." }));
    await visible(page.getByText("Account type updated successfully!"));
    await onPath(page, "/verification");
    await page.unroute("**/graphql");
    // The new role is in effect: the verification screen, not Account Setup again.
    await visible(page.getByRole("heading", { level: 1, name: "Verification" }));
    expect(await page.getByRole("heading", { name: "Account Setup" }).count()).toBe(0);

    const { body } = await graphql<{ viewer: { userType: string } }>(tab.context.request, "{ viewer { userType } }");
    expect(body.data?.viewer.userType).toBe("laborer");
    expectNoPageErrors(tab);
  });

  it("verifies with the number already verified at sign-in and picks a block from the Block select", async () => {
    // Independent of the step before: open the screen afresh (the account has its role by now).
    await page.goto("/verification");
    await visible(page.getByRole("heading", { level: 1, name: "Verification" }));
    expect(await page.getByRole("textbox", { name: "Mobile Number", exact: true }).inputValue()).toBe(mobile);
    await page.getByRole("button", { name: "Continue" }).click();
    // Already verified at sign-in: no new code, straight to the verified card.
    await visible(page.getByText(`+91 ${mobile} is verified.`));
    await page.getByRole("button", { name: "Continue to Address" }).click();

    const { state, district, block } = stateWithBlocks();
    const blockSelect = page.getByRole("combobox", { name: "Block" });
    await visible(blockSelect);
    expect(await blockSelect.isDisabled()).toBe(true);
    await page.getByRole("combobox", { name: "State" }).selectOption(state);
    // A district must be chosen before its blocks.
    expect(await blockSelect.isDisabled()).toBe(true);
    await page.getByRole("combobox", { name: "District" }).selectOption(district);
    await enabled(blockSelect);
    expect(await page.getByRole("textbox", { name: "Block" }).count()).toBe(0);
    await blockSelect.selectOption(block);

    // Choosing another state clears district and block; then back to the first choice.
    await page.getByRole("combobox", { name: "State" }).selectOption(stateWithoutBlocks().state);
    expect(await page.getByRole("combobox", { name: "District" }).inputValue()).toBe("");
    await page.getByRole("combobox", { name: "State" }).selectOption(state);
    expect(await page.getByRole("combobox", { name: "District" }).inputValue()).toBe("");
    await page.getByRole("combobox", { name: "District" }).selectOption(district);
    await enabled(blockSelect);
    expect(await blockSelect.inputValue()).toBe("");
    await blockSelect.selectOption(block);

    await completeAddressForm(page, { cityVillage: "Maddur", pincode: "571428", gender: "Male", age: "34" });
    await visible(page.getByRole("heading", { level: 1, name: "Welcome to KhetSetu, Ravi!" }));

    const { body } = await graphql<{ viewer: Record<string, unknown> }>(
      tab.context.request,
      "{ viewer { state district block cityVillage pincode gender age isAddressVerified } }",
    );
    expect(body.data?.viewer).toMatchObject({
      state,
      district,
      block,
      cityVillage: "Maddur",
      pincode: "571428",
      gender: "male",
      age: 34,
      isAddressVerified: true,
    });
    expectNoPageErrors(tab);
  });
});
