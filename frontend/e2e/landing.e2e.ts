// The signed-out pages: the landing page (role choice, language), the first-visit download, and the 404.
import http from "node:http";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readCatalog } from "./catalog.ts";
import { baseURL, connectBrowser, expectEventually, expectNoPageErrors, onPath, openTab, visible } from "./support.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("the landing page (signed out)", () => {
  it("labels Get Started 'Select Role First' until a role is chosen, explains on press, then goes to sign-in with the role", async () => {
    const tab = await openTab(browser);
    const { page } = tab;
    await page.goto("/");
    const start = await visible(page.getByRole("button", { name: "Select Role First" }).first());
    expect(await start.getAttribute("aria-disabled")).toBe("true");
    // Nothing to correct before the user has done anything.
    expect(await page.getByRole("alert").count()).toBe(0);

    // Pressing it without a role explains why it goes nowhere. (It is aria-disabled, so Playwright would wait
    // for it to become enabled; a person can press it.)
    await start.click({ force: true });
    await visible(page.getByRole("alert").filter({ hasText: "Please select your role first" }));
    expect(new URL(page.url()).pathname).toBe("/");

    await page.getByRole("button", { name: /Employer\/Farmer/ }).click();
    expect(await page.getByRole("button", { name: /Employer\/Farmer/ }).getAttribute("aria-pressed")).toBe("true");
    await visible(page.getByRole("button", { name: "Get Started" }));
    expect(await page.getByRole("alert").filter({ hasText: "Please select your role first" }).count()).toBe(0);

    // 'Join Now' behaves like Get Started: both go through /api/login?role= to the sign-in screen.
    await page.getByRole("button", { name: "Join Now" }).click();
    await onPath(page, "/sign-in?role=employer");
    expect(await page.evaluate(() => localStorage.getItem("selectedRole"))).toBe("employer");
    await visible(page.getByRole("heading", { name: "Sign in to KhetSetu" }));
    expectNoPageErrors(tab);
    await tab.context.close();
  });

  it("switches to Hindi with the language selector, and the choice survives a reload", async () => {
    const hindi = readCatalog("hi");
    // Texts of the landing page that the Hindi catalog translates (every language is translated completely).
    const sources = [
      "Choose your role",
      "Please select your role first",
      "Select Role First",
      "Agricultural Laborer",
      "How it works",
    ] as const;
    expect(
      sources.filter((s) => !hindi.has(s)),
      "landing texts without a Hindi translation in frontend/src/locales/hi.po",
    ).toEqual([]);
    const translated = sources;

    const tab = await openTab(browser);
    const { page } = tab;
    await page.goto("/");
    const language = page.getByRole("combobox", { name: "Language" });
    await visible(language);
    expect(await language.inputValue()).toBe("en");
    await visible(page.getByText(translated[0], { exact: true }));

    await language.selectOption("hi");
    // The alert shows once a start button is pressed without a role.
    await page
      .getByRole("button", { name: hindi.get("Select Role First")! })
      .first()
      .click({ force: true });
    for (const source of translated) await visible(page.getByText(hindi.get(source)!, { exact: true }));
    expect(await page.getByText("Choose your role", { exact: true }).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("hi");
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("hi");

    await page.reload();
    await visible(page.getByText(hindi.get(translated[0])!, { exact: true }));
    expect(await page.getByRole("combobox").first().inputValue()).toBe("hi");
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("hi");

    // Back to English for good measure.
    await page.getByRole("combobox").first().selectOption("en");
    await visible(page.getByText(translated[0], { exact: true }));
    await expectEventually(() => page.evaluate(() => localStorage.getItem("language")), "en");
    expectNoPageErrors(tab);
    await tab.context.close();
  });

  it("downloads at most 170 KB of compressed JavaScript on a cold first visit", async () => {
    const tab = await openTab(browser);
    const { page } = tab;
    const scripts: Array<{ url: string; bytes: Promise<number>; encoding: string | undefined }> = [];
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script") return;
      scripts.push({
        url: response.url(),
        bytes: response
          .request()
          .sizes()
          .then((s) => s.responseBodySize),
        encoding: response.headers()["content-encoding"],
      });
    });
    await page.goto("/", { waitUntil: "networkidle" });
    const sizes = await Promise.all(scripts.map((s) => s.bytes));
    const asServed = sizes.reduce((a, b) => a + b, 0);
    // The same files asked for with gzip only (what `npm run size` measures; Chromium gets brotli).
    const gzipped = (await Promise.all(scripts.map((s) => rawSize(s.url, "gzip")))).reduce((a, b) => a + b, 0);
    const names = scripts.map(
      (s) => `${new URL(s.url).pathname.replace("/assets/", "")} (${s.encoding ?? "identity"})`,
    );
    console.log(
      `[e2e] cold visit to /: ${scripts.length} scripts, ${(asServed / 1000).toFixed(1)} KB as served to Chromium, ` +
        `${(gzipped / 1000).toFixed(1)} KB gzip-only\n        ${names.join(", ")}`,
    );
    await visible(page.getByRole("button", { name: "Select Role First" }));
    expect(scripts.length).toBeGreaterThan(0);
    expect(gzipped).toBeLessThanOrEqual(170_000);
    expect(asServed).toBeLessThanOrEqual(170_000);
    // The landing page loads neither Chakra nor Relay (the app frame).
    expect(names.some((n) => /^AppFrame-/.test(n))).toBe(false);
    expectNoPageErrors(tab);
    await tab.context.close();
  });
});

describe("an unknown path", () => {
  it("shows '404 Page Not Found' (signed out too), with a way home", async () => {
    const tab = await openTab(browser);
    const { page } = tab;
    const response = await page.goto("/no/such/page");
    // The server renders the app's not-found page, and answers it as one.
    expect(response?.status()).toBe(404);
    expect(await response?.text()).toContain("404 Page Not Found");
    await visible(page.getByRole("heading", { name: "404 Page Not Found" }));
    await page.getByRole("link", { name: "Go to Home" }).click();
    await onPath(page, "/");
    await visible(page.getByRole("button", { name: "Select Role First" }));
    expectNoPageErrors(tab);
    await tab.context.close();
  });
});

/** Bytes on the wire for a URL fetched with the given Accept-Encoding (no decompression). */
function rawSize(url: string, encoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const target = new URL(url, baseURL());
    http
      .get(target, { headers: { "accept-encoding": encoding } }, (res) => {
        let total = 0;
        res.on("data", (chunk: Buffer) => (total += chunk.length));
        res.on("end", () => resolve(total));
        res.on("error", reject);
      })
      .on("error", reject);
  });
}
