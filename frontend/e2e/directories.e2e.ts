// The three directories at 360×640 for a signed-in employer: /laborers finds a demo laborer by name, and near
// 'Mysore' (Mysuru's old name) within 50 km shows the laborers around Mysuru and not those far away; /employers
// finds a demo farm business by name and by 'Hubli' (Hubballi); /training-providers finds a demo academy; a
// nonsense search shows each directory's empty state. Each directory passes axe-core's WCAG 2 A/AA rules with
// every control a 44 px target, nothing scrolls sideways and the page throws nothing.
import fs from "node:fs";
import { createRequire } from "node:module";
import type { Browser, Page } from "playwright-core";
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

let browser: Browser;
let tab: Tab;
let page: Page;

const NONSENSE = "Zqxwv Jjkkq";

// Run by the driver: the app's Content-Security-Policy blocks inline scripts.
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

beforeAll(async () => {
  browser = await connectBrowser();
  tab = await openTab(browser);
  ({ page } = tab);
  await signInByApi(tab.context, freshMobile(), "employer");
  await updateProfile(tab.context, { firstName: "Directory", lastName: "Tester" });
});
afterAll(async () => {
  await browser?.close();
});

const card = (name: string) => page.getByRole("article", { name, exact: true });

async function search(label: string, text: string) {
  const box = await visible(page.getByRole("searchbox", { name: label }));
  await box.fill(text);
  await box.press("Enter");
}

async function nearPlace(place: string) {
  const box = await visible(page.getByRole("combobox", { name: "Near a place" }));
  await box.fill(place);
  await box.press("Enter");
}

async function choosePlace(place: string) {
  const box = await visible(page.getByRole("combobox", { name: "Location" }));
  await box.fill(place);
  await box.press("Enter");
}

async function expectNoSidewaysScroll() {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `horizontal scrolling at 360 px on ${page.url()}`).toBeLessThanOrEqual(0);
}

/** axe-core's WCAG 2 A/AA violations, and the visible controls in <main> smaller than 44×44 px. */
async function expectAccessible() {
  await page.evaluate(axeSource);
  const violations = (await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: unknown[] }> } }
    ).axe;
    return (await axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } }))
      .violations;
  })) as Array<{ id: string; help: string; nodes: Array<{ html: string }> }>;
  expect(violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.html.slice(0, 100)).join(" | ")}`)).toEqual(
    [],
  );
  const small = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("main button, main a[href], main input, main select")].flatMap((el) => {
      const own = el.getBoundingClientRect();
      if (own.width === 0 || own.height === 0) return [];
      // A visually hidden native input inside a larger label (Chakra checkboxes) is targeted via its label.
      const label = el.closest("label");
      const box = label && (own.width < 2 || own.height < 2) ? label.getBoundingClientRect() : own;
      return box.width < 43.5 || box.height < 43.5
        ? [`${el.tagName} "${(el.textContent ?? "").trim()}" ${Math.round(box.width)}×${Math.round(box.height)}`]
        : [];
    }),
  );
  expect(small, "controls smaller than 44 px").toEqual([]);
}

describe("directories", () => {
  it("/laborers: search by name, near 'Mysore' (Mysuru's old name) within 50 km, and a nonsense search finds nobody", async () => {
    await page.goto("/laborers");
    await visible(page.getByRole("heading", { level: 1, name: "Laborers" }));
    await search("Search laborers", "Savitha");
    await onPath(page, "/laborers?q=Savitha");
    const savitha = await visible(card("Savitha Kumari"));
    expect(await savitha.textContent()).toContain("Hunsur");
    await savitha.getByRole("button", { name: "Contact" }).click();
    await visible(savitha.getByRole("button", { name: "Message Savitha Kumari" }));
    await expectNoSidewaysScroll();
    await expectAccessible();

    await page.goto("/laborers");
    await visible(card("Manjunath Patil"));
    await nearPlace("Mysore");
    await onPath(page, "/laborers?near=Mysore");
    await (await visible(page.getByRole("combobox", { name: "Within" }))).selectOption("50");
    await onPath(page, /^\/laborers\?.*radius=50/);
    // The new results replace the old ones: every card shown is within 50 km, and there is at least one.
    const cardTexts = () => page.getByRole("article").evaluateAll((cards) => cards.map((c) => c.textContent ?? ""));
    await expect
      .poll(
        async () => {
          const texts = await cardTexts();
          return (
            texts.length > 0 && texts.every((text) => Number(/· (\d+(?:\.\d)?) km/.exec(text)?.[1] ?? Number.NaN) <= 50)
          );
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    await visible(card("Savitha Kumari"));
    // Manjunath lives in Gokak, Belagavi district, hundreds of km away.
    expect(await card("Manjunath Patil").count()).toBe(0);

    await search("Search laborers", NONSENSE);
    await visible(page.getByText("No laborers found"));
    expect(await page.getByRole("article").count()).toBe(0);
  });

  it("/employers: search by business, filter by 'Hubli', and the empty state", async () => {
    await page.goto("/employers");
    await visible(page.getByRole("heading", { level: 1, name: "Employers" }));
    await search("Search employers", "Alphonso");
    const business = await visible(card("Dharwad Alphonso Exports"));
    expect(await business.textContent()).toContain("Girish Kulkarni");
    await choosePlace("Hubli");
    await onPath(page, /^\/employers\?.*location=Hubli/);
    expect(await (await visible(card("Dharwad Alphonso Exports"))).textContent()).toContain("Hubballi");
    await expectNoSidewaysScroll();
    await expectAccessible();

    await search("Search employers", NONSENSE);
    await visible(page.getByText("No employers found"));
    expect(await page.getByRole("article").count()).toBe(0);
  });

  it("/training-providers: search by organisation, Contact, and the empty state", async () => {
    await page.goto("/training-providers");
    await visible(page.getByRole("heading", { level: 1, name: "Training Providers" }));
    await search("Search training providers", "Hasiru");
    const academy = await visible(card("Hasiru Krishi Skills Academy"));
    expect(await academy.textContent()).toMatch(/courses? offered/);
    await academy.getByRole("button", { name: "Contact" }).click();
    await visible(academy.getByRole("button", { name: "Message Hasiru Krishi Skills Academy" }));
    await expectNoSidewaysScroll();
    await expectAccessible();

    await search("Search training providers", NONSENSE);
    await visible(page.getByText("No training providers found"));
    expect(await page.getByRole("article").count()).toBe(0);
    expectNoPageErrors(tab);
  });
});
