// The site at 360 px in the languages with the longest words (kn, te): the script fonts (only the active
// language's, drawn in them), no page margin, nothing cut short or spilling sideways, the dashboard header on
// one row, toasts that hide neither the heading nor Back, and the welcome page's sparkles and toast.
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completeAddressForm, stateWithoutBlocks } from "./flows.ts";
import {
  connectBrowser,
  expectNoPageErrors,
  freshMobile,
  onPath,
  openTab,
  signInByApi,
  type Tab,
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

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox();
  if (!b) throw new Error(`no box for ${locator}`);
  return b;
}

function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** A tab whose app starts in `language` (kept in localStorage, as the language selector does). */
async function tabIn(language: string): Promise<Tab> {
  const tab = await openTab(browser);
  await tab.context.addInitScript((l) => localStorage.setItem("language", l), language);
  return tab;
}

async function expectNoSidewaysScroll(page: Page, where: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${where} scrolls sideways at 360 px`).toBeLessThanOrEqual(clientWidth);
}

/** Texts inside `locator` (itself included) that are cut short: clipped by their box, clamped, or ending in '…'. */
function cutShort(locator: Locator): Promise<string[]> {
  return locator.evaluate((root) => {
    const found: string[] = [];
    for (const el of [root, ...root.querySelectorAll("*")] as HTMLElement[]) {
      if (!el.textContent?.trim() || el.closest("svg")) continue;
      const style = getComputedStyle(el);
      const label = `"${el.textContent.trim().slice(0, 40)}"`;
      if (style.textOverflow === "ellipsis") found.push(`${label} ends in an ellipsis`);
      if (style.webkitLineClamp !== "none" && style.webkitLineClamp !== "") found.push(`${label} is clamped`);
      if (el.scrollWidth > el.clientWidth + 1 && style.overflowX !== "visible")
        found.push(`${label} is clipped sideways`);
      if (el.scrollHeight > el.clientHeight + 1 && style.overflowY !== "visible")
        found.push(`${label} is clipped below`);
    }
    // The text of every element must lie within the outer box (not spill out of a button).
    const outer = root.getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(root);
    const text = range.getBoundingClientRect();
    if (
      text.left < outer.left - 1 ||
      text.right > outer.right + 1 ||
      text.top < outer.top - 1 ||
      text.bottom > outer.bottom + 1
    ) {
      found.push(`"${root.textContent?.trim().slice(0, 40)}" spills out of its box`);
    }
    return found;
  });
}

/** The fonts Chromium drew an element's text with (family names, web fonts marked). */
async function fontsOf(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = await cdp.send("DOM.getDocument");
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    return fonts.map((f) => `${f.familyName}${f.isCustomFont ? " (web font)" : ""}`);
  } finally {
    await cdp.detach();
  }
}

/** The role's bottom bar (its accessible name is translated, so found by a link every bar has). */
async function bottomBar(page: Page): Promise<Locator> {
  const nav = page.locator('nav:has(a[href="/income-opportunities"])');
  await visible(nav);
  expect(await nav.getByRole("link").count()).toBe(5);
  return nav;
}

/** Records the woff2 files the context downloads. */
function recordFonts(context: BrowserContext): string[] {
  const files: string[] = [];
  context.on("response", (response) => {
    const file = new URL(response.url()).pathname.split("/").pop() ?? "";
    if (file.endsWith(".woff2")) files.push(file);
  });
  return files;
}

describe("fonts and the page frame", () => {
  it.each([
    ["kn", "noto-sans-kannada-kannada", "Noto Sans Kannada"],
    ["te", "noto-sans-telugu-telugu", "Noto Sans Telugu"],
    ["hi", "noto-sans-devanagari-devanagari", "Noto Sans Devanagari"],
  ])(
    "%s: downloads only its own script font (400 and 600) and draws the page's text in it",
    async (language, file, family) => {
      const tab = await tabIn(language);
      const fonts = recordFonts(tab.context);
      await tab.page.goto("/", { waitUntil: "networkidle" });
      await visible(tab.page.getByRole("heading", { level: 1 }));
      expect(fonts.map((f) => f.replace(/-[\w-]{8}\.woff2$/, "")).sort()).toEqual([
        `${file}-400-normal`,
        `${file}-600-normal`,
      ]);
      expect(await fontsOf(tab.page, "h1")).toContain(`${family} SemiBold (web font)`);
      expect(await fontsOf(tab.page, "#ks-roles-title + p")).toContain(`${family} (web font)`);
      expectNoPageErrors(tab);
      await tab.context.close();
    },
  );

  it("English downloads no font; the landing page has no margin around its green bands", async () => {
    const tab = await tabIn("en");
    const fonts = recordFonts(tab.context);
    const { page } = tab;
    await page.goto("/", { waitUntil: "networkidle" });
    await visible(page.getByRole("heading", { level: 1 }));
    expect(fonts).toEqual([]);
    expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe("0px");
    for (const band of [page.locator(".ks-hero"), page.locator(".ks-join"), page.locator("header").first()]) {
      const b = await box(band);
      expect(b.x).toBe(0);
      expect(b.width).toBe(360);
    }
    await expectNoSidewaysScroll(page, "/");
    expectNoPageErrors(tab);
    await tab.context.close();
  });

  it("the landing page and the app share one font family", async () => {
    const tab = await tabIn("en");
    const { page, context } = tab;
    await page.goto("/");
    await visible(page.getByRole("heading", { level: 1 }));
    const landing = await page.evaluate(() => getComputedStyle(document.querySelector("h1")!).fontFamily);
    await signInByApi(context, freshMobile(), "laborer");
    await updateProfile(context, { firstName: "Ravi", lastName: "Font" });
    await page.goto("/");
    await visible(page.getByRole("heading", { level: 1, name: "Ravi Font" }));
    const app = await page.evaluate(() => getComputedStyle(document.querySelector("h1")!).fontFamily);
    expect(app).toBe(landing);
    expect(landing).toMatch(/^system-ui, .*"Noto Sans Devanagari", "Noto Sans Kannada", "Noto Sans Telugu"/);
    expectNoPageErrors(tab);
    await tab.context.close();
  });
});

describe.each(["kn", "te"])("at 360 px in %s", (language) => {
  it("the laborer's home: the header on one row, Manage Skills and the bottom bar whole, no sideways scroll", async () => {
    const tab = await tabIn(language);
    const { page, context } = tab;
    await signInByApi(context, freshMobile(), "laborer");
    await updateProfile(context, { firstName: "Venkataramana", lastName: "Gowda" });
    await page.goto("/");
    const name = await visible(page.getByRole("heading", { level: 1, name: "Venkataramana Gowda" }));

    // One row: the language, the account menu and Logout sit side by side, right of the name.
    const header = page.locator("main header").first();
    const languageSelect = header.getByRole("combobox");
    const menu = header.getByRole("button");
    const logout = header.locator('a[href="/api/logout"]');
    const [selectBox, menuBox, logoutBox] = await Promise.all([box(languageSelect), box(menu), box(logout)]);
    const nameBox = await box(name);
    for (const b of [selectBox, menuBox, logoutBox]) {
      expect(b.x).toBeGreaterThanOrEqual(nameBox.x + nameBox.width - 1);
      expect(Math.abs(b.y + b.height / 2 - (selectBox.y + selectBox.height / 2))).toBeLessThan(2);
      expect(b.x + b.width).toBeLessThanOrEqual(361);
      expect(b.height).toBeGreaterThanOrEqual(43.5);
    }

    const manage = page.locator('a[href="/skill-assessment"]').first();
    await manage.scrollIntoViewIfNeeded();
    expect(await cutShort(manage)).toEqual([]);
    expect((await box(manage)).height).toBeGreaterThanOrEqual(43.5);

    const nav = await bottomBar(page);
    for (const link of await nav.getByRole("link").all()) expect(await cutShort(link)).toEqual([]);
    await expectNoSidewaysScroll(page, "/");

    // The account menu opens under its button with Account Settings and the Language Manager; Escape closes it.
    await menu.click();
    const panel = await visible(page.locator("[popover]:popover-open"));
    // The popover's toggle event, which sets aria-expanded, arrives a moment after it opens.
    await expect.poll(() => menu.getAttribute("aria-expanded")).toBe("true");
    expect(await panel.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual([
      "/account-settings",
      "/language-manager",
    ]);
    const panelBox = await box(panel);
    expect(panelBox.y).toBeGreaterThanOrEqual(menuBox.y + menuBox.height);
    expect(panelBox.x + panelBox.width).toBeLessThanOrEqual(360);
    for (const link of await panel.getByRole("link").all()) expect(await cutShort(link)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect.poll(() => page.locator("[popover]:popover-open").count()).toBe(0);
    // The popover's toggle event arrives a moment after it closes.
    await expect.poll(() => menu.getAttribute("aria-expanded")).toBe("false");
    await menu.click();
    await page.locator("[popover]:popover-open").getByRole("link").first().click();
    await onPath(page, "/account-settings");
    expect(await page.locator("[popover]:popover-open").count()).toBe(0);
    expectNoPageErrors(tab);
    await tab.context.close();
  });

  it("the skill tree shows every skill's whole name", async () => {
    const tab = await tabIn(language);
    const { page, context } = tab;
    await signInByApi(context, freshMobile(), "laborer");
    await page.goto("/skill-tree");
    await visible(page.getByRole("heading", { level: 1 }));
    const nodes = page.locator("button[data-status]");
    await visible(nodes.first());
    expect(await nodes.count()).toBeGreaterThan(10);
    const problems = (await Promise.all((await nodes.all()).map(cutShort))).flat();
    expect(problems).toEqual([]);
    await expectNoSidewaysScroll(page, "/skill-tree");
    expectNoPageErrors(tab);
    await tab.context.close();
  });

  it("the employer's bottom bar shows 'Post Job' whole", async () => {
    const tab = await tabIn(language);
    const { page, context } = tab;
    await signInByApi(context, freshMobile(), "employer");
    await updateProfile(context, { firstName: "Suresh", lastName: "Layout" });
    await page.goto("/employer-dashboard");
    await visible(page.getByRole("heading", { level: 1, name: "Suresh Layout" }));
    const nav = await bottomBar(page);
    const postJob = nav.locator('a[href="/post-job"]');
    expect(await cutShort(postJob)).toEqual([]);
    for (const link of await nav.getByRole("link").all()) expect(await cutShort(link)).toEqual([]);
    await expectNoSidewaysScroll(page, "/employer-dashboard");
    expectNoPageErrors(tab);
    await tab.context.close();
  });
});

describe("toasts", () => {
  it("sit above the bottom bar, full width less the margins, clear of the heading and Back", async () => {
    const tab = await tabIn("en");
    const { page, context } = tab;
    await signInByApi(context, freshMobile(), "laborer");
    await page.goto("/skill-tree");
    const heading = await visible(page.getByRole("heading", { level: 1 }));
    const back = await visible(page.getByRole("link", { name: "Back" }));
    await page.locator('button[data-status="LOCKED"]').first().click();
    const toast = await visible(
      page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: "Skill Locked" }),
    );
    // Let it finish sliding in.
    await page.waitForTimeout(600);
    const t = await box(toast);
    expect(intersects(t, await box(heading))).toBe(false);
    expect(intersects(t, await box(back))).toBe(false);
    const nav = await box(page.getByRole("navigation", { name: "Main" }));
    expect(t.y + t.height).toBeLessThanOrEqual(nav.y);
    expect(t.x).toBeCloseTo(16, 0);
    expect(t.width).toBeCloseTo(360 - 32, 0);
    expectNoPageErrors(tab);
    await tab.context.close();
  });

  it("the welcome page clears the 'Registration Successful!' toast and keeps its sparkles off the text", async () => {
    const tab = await tabIn("en");
    const { page, context } = tab;
    const mobile = freshMobile();
    await signInByApi(context, mobile, "laborer");
    await updateProfile(context, { firstName: "Lakshmi", lastName: "Welcome" });
    await page.goto("/verification");
    await visible(page.getByRole("heading", { level: 1, name: "Verification" }));
    await page.getByRole("button", { name: "Continue" }).click();
    await visible(page.getByText(`+91 ${mobile} is verified.`));
    await page.getByRole("button", { name: "Continue to Address" }).click();
    const { state, district } = stateWithoutBlocks();
    await page.getByRole("combobox", { name: "State" }).selectOption(state);
    await page.getByRole("combobox", { name: "District" }).selectOption(district);
    await page.getByRole("textbox", { name: "Block" }).fill("Haveli");
    await completeAddressForm(page, { cityVillage: "Wagholi", pincode: "412207", gender: "Female", age: "29" });
    await onPath(page, "/registration-success");

    const heading = await visible(page.getByRole("heading", { level: 1, name: "Welcome to KhetSetu, Lakshmi!" }));
    const sparkles = await visible(page.getByTestId("sparkles"));
    const band = await box(sparkles);
    expect(intersects(band, await box(heading))).toBe(false);
    for (const text of await page.locator("main p, main h2, main h3").all())
      expect(intersects(band, await box(text))).toBe(false);
    // No toast stays over the verification tiles.
    await expect.poll(() => page.locator('[data-scope="toast"][data-part="root"]').count(), { timeout: 2000 }).toBe(0);
    expectNoPageErrors(tab);
    await tab.context.close();
  });
});
