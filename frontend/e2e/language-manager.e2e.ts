// Language Manager at 360×640: a signed-in laborer downloads a new-language template (Marathi, based on English),
// renames the bottom bar's 'Home' with the quick editor and sees it there at once and after a reload, then
// uploads a broken translation file and reads its problems line by line. Nothing scrolls sideways; axe-core finds
// no WCAG A/AA violation and every control is a 44 px target.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Tab, connectBrowser, expectNoPageErrors, freshMobile, openTab, signInByApi, visible } from "./support.ts";
import { tempDir } from "../../graphql-server/src/test/temp-dir.ts";

let browser: Browser;
let tab: Tab;
let page: Page;

beforeAll(async () => {
  browser = await connectBrowser();
  tab = await openTab(browser);
  page = tab.page;
  await signInByApi(tab.context, freshMobile(), "laborer");
});
afterAll(async () => {
  await browser?.close();
});

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

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

/** The screen's visible buttons, links and fields smaller than 44×44 px. */
async function smallControls(): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("main button, main a[href], main input, main select")].flatMap((el) => {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return [];
      return box.width < 43.5 || box.height < 43.5
        ? [`${el.tagName} "${(el.textContent ?? "").trim()}" ${Math.round(box.width)}×${Math.round(box.height)}`]
        : [];
    }),
  );
}

const field = (label: string) => page.getByLabel(label, { exact: true });
const bottomBar = () => page.getByRole("navigation", { name: "Main" });

describe("language manager", () => {
  it("downloads a template for a new language filled with the base language's texts", async () => {
    await page.goto("/language-manager");
    await visible(page.getByRole("heading", { level: 1, name: "Language Manager" }));
    await field("Language code").fill("MR");
    expect(await field("Language code").inputValue()).toBe("mr");
    await field("English name").fill("Marathi");
    await field("Native name (optional)").fill("मराठी");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Create Language Template" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("mr-translations.json");
    const saved = path.join(tempDir("language-template-"), download.suggestedFilename());
    await download.saveAs(saved);
    const template = JSON.parse(fs.readFileSync(saved, "utf8")) as {
      languageInfo: unknown;
      translations: Record<string, string>;
    };
    expect(template.languageInfo).toEqual({ code: "mr", name: "Marathi", nativeName: "मराठी" });
    expect(Object.keys(template.translations)).toHaveLength(19);
    expect(template.translations["nav.home"]).toBe("Home");
    expect(template.translations["userType.laborer"]).toBe("Laborer");
  });

  it("shows a quick-editor translation in the bottom bar at once and after a reload", async () => {
    await visible(bottomBar().getByRole("link", { name: "Home" }));
    await field("Translation key").selectOption("nav.home");
    await field("Translation").fill("Ghar");
    await page.getByRole("button", { name: "Add Translation" }).click();
    await visible(bottomBar().getByRole("link", { name: "Ghar" }));
    await page.reload();
    await visible(bottomBar().getByRole("link", { name: "Ghar" }));
  });

  it("lists the problems of a broken translation file", async () => {
    await field("Translation file").setInputFiles({
      name: "broken.json",
      mimeType: "application/json",
      buffer: Buffer.from(
        JSON.stringify({
          languageInfo: { code: "en", name: "English" },
          translations: { "nav.search": "Khoj", "nav.nowhere": "x", "common.save": "" },
        }),
      ),
    });
    const problems = await visible(page.getByRole("list", { name: "Problems in the file" }));
    expect(await problems.getByRole("listitem").allTextContents()).toEqual([
      "Unknown key: nav.nowhere",
      "common.save: the text must be a non-empty string",
    ]);
    await visible(page.getByText("Translations added: 1"));
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, "horizontal scrolling at 360 px on /language-manager").toBeLessThanOrEqual(0);
    expect(await axeViolations()).toEqual([]);
    expect(await smallControls()).toEqual([]);
    expectNoPageErrors(tab);
  });
});
