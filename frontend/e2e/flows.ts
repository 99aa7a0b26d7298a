// Steps that several journeys take through the UI.
import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { enabled, expectEventually, hydrated, onPath, visible } from "./support.ts";

/**
 * On the sign-in screen (or the verification screen's OTP step): the OTP panel sent a code by itself; demo
 * mode shows it on screen; 'Auto-fill OTP' puts it in the field and 'Verify OTP' checks it.
 */
export async function autoFillAndVerifyOtp(page: Page) {
  const autoFill = await visible(page.getByRole("button", { name: "Auto-fill OTP" }));
  // The code shown on screen (demo mode) is the one auto-fill puts in the field.
  const shown = (await page.getByText("Demo mode: your OTP is").first().textContent()) ?? "";
  const code = shown.match(/\d{6}/)?.[0];
  expect(code, `no 6-digit demo code on screen: "${shown}"`).toMatch(/^\d{6}$/);
  const input = page.getByRole("textbox", { name: "Enter OTP", exact: true });
  const verify = page.getByRole("button", { name: "Verify OTP" });
  expect(await verify.isDisabled()).toBe(true); // Verify stays disabled until 6 digits
  await autoFill.click();
  await expectEventually(() => input.inputValue(), code);
  await enabled(verify);
  await verify.click();
}

/** Enters a mobile number on the sign-in screen and signs in with the demo OTP. */
export async function signInWithMobile(page: Page, mobile: string) {
  await visible(page.getByRole("heading", { name: "Sign in to KhetSetu" }));
  await hydrated(page);
  const number = page.getByRole("textbox", { name: "Mobile Number", exact: true });
  await number.fill(mobile);
  await page.getByRole("button", { name: "Continue" }).click();
  await visible(page.getByText(`Enter the 6-digit code sent to +91 ${mobile}`));
  await autoFillAndVerifyOtp(page);
}

/** A new account's name step after the first sign-in; then the browser goes to `next` (or /). */
export async function giveName(page: Page, firstName: string, lastName: string) {
  await visible(page.getByRole("heading", { name: "Complete your account" }));
  await hydrated(page);
  await page.getByRole("textbox", { name: "First Name", exact: true }).fill(firstName);
  await page.getByRole("textbox", { name: "Last Name", exact: true }).fill(lastName);
  await page.getByRole("button", { name: "Continue" }).click();
}

type Locations = Record<string, Record<string, string[]>>;

/** The app's own state → district → block data, to pick places that do or don't have block lists. */
export function indiaLocations(): Locations {
  const file = path.resolve(import.meta.dirname, "../src/features/places/data/india-locations.json");
  return JSON.parse(fs.readFileSync(file, "utf8")) as Locations;
}

/** A state with districts but no block list in any of them (the block is typed), preferring Maharashtra. */
export function stateWithoutBlocks(): { state: string; district: string } {
  const data = indiaLocations();
  const candidates = Object.entries(data).filter(
    ([, d]) => Object.keys(d).length > 0 && Object.values(d).every((b) => b.length === 0),
  );
  const [state, districts] = candidates.find(([s]) => s === "Maharashtra") ?? candidates[0] ?? [];
  const district = districts && Object.keys(districts)[0];
  if (!state || !district) throw new Error("the location data has no state without blocks");
  return { state, district };
}

/** A state and district with a block list (Karnataka's Mandya if present), and one of its blocks. */
export function stateWithBlocks(): { state: string; district: string; block: string } {
  const data = indiaLocations();
  const preferred = data.Karnataka?.Mandya?.length ? ["Karnataka", "Mandya"] : undefined;
  const [state, district] =
    preferred ??
    Object.entries(data)
      .flatMap(([s, d]) =>
        Object.entries(d)
          .filter(([, b]) => b.length > 0)
          .map(([name]) => [s, name]),
      )
      .at(0) ??
    [];
  const block = state && district ? data[state]?.[district]?.[0] : undefined;
  if (!state || !district || !block) throw new Error("the location data has no district with blocks");
  return { state, district, block };
}

/** Step 3 of verification: the rest of the address and profile, then Complete Registration → /registration-success. */
export async function completeAddressForm(
  page: Page,
  details: { cityVillage: string; pincode: string; gender: string; age: string },
) {
  await page.getByRole("textbox", { name: "City/Village", exact: true }).fill(details.cityVillage);
  await page.getByRole("textbox", { name: "Pincode", exact: true }).fill(details.pincode);
  await page.getByRole("combobox", { name: "Gender", exact: true }).selectOption({ label: details.gender });
  await page.getByRole("textbox", { name: "Age", exact: true }).fill(details.age);
  await page.getByRole("button", { name: "Complete Registration" }).click();
  await visible(page.getByText("Registration Successful!"));
  // The page moves on 1 s after the save.
  await onPath(page, "/registration-success");
}
