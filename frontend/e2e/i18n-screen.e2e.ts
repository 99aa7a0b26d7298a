// The route × language check's own judgement (i18n-screen.ts), on small pages written here: what counts
// as overflowing or cut-off text, and which Latin-script words count as English left on the screen.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collectUserWords, englishLeft, readScreen, sourceFinder } from "./i18n-screen.ts";
import { PHONE, connectBrowser } from "./support.ts";

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await connectBrowser();
  page = await (await browser.newContext({ viewport: PHONE })).newPage();
});
afterAll(async () => {
  await browser?.close();
});

async function screenOf(body: string) {
  await page.setContent(`<html lang="hi"><body style="margin:0">${body}</body></html>`);
  await page.evaluate("globalThis.__name = (f) => f");
  return page.evaluate(readScreen);
}

describe("overflowing and cut-off text", () => {
  it("finds text cut off, spilling out, clamped, past the screen's edge, and a cut-off placeholder", async () => {
    const facts = await screenOf(`
      <button style="width:80px;white-space:nowrap;overflow:hidden">बहुत लंबा बटन का लेबल यहाँ</button>
      <button style="width:80px;white-space:nowrap">आवेदन करने वाले सभी लोग</button>
      <h2 style="width:400px;margin:0">चालू काम</h2>
      <span class="chakra-badge" style="display:inline-block;width:30px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap">मंज़ूर किया गया</span>
      <input aria-label="खोजें" placeholder="एक बहुत लंबा संकेत जो इस छोटे से डिब्बे में कट जाएगा" style="width:100px">
      <a href="#" style="display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:1;overflow:hidden;width:100px">एक दो तीन चार पाँच छह सात आठ नौ दस</a>`);
    expect(facts.overflows).toEqual([
      expect.stringMatching(/^button "बहुत लंबा बटन का लेबल यहाँ": text cut off/),
      expect.stringMatching(/^button "आवेदन करने वाले सभी लोग": text spills out/),
      expect.stringMatching(/^h2 "चालू काम": reaches past the screen \(0\.\.400 px of 360 px\)/),
      expect.stringMatching(/^span "मंज़ूर किया गया": text cut off/),
      expect.stringMatching(/^input "खोजें": "एक बहुत लंबा संकेत .*" cut off/),
      expect.stringMatching(/^a "एक दो तीन .*": text cut off after 1 line/),
    ]);
    expect(facts.pageOverflow).toBe(40);
  });

  it("passes text that fits, wraps, or scrolls inside a sideways list, and a textarea's placeholder", async () => {
    const facts = await screenOf(`
      <button style="width:120px">मंज़ूर करें</button>
      <button style="width:80px;white-space:normal">आवेदन करने वाले सभी लोग</button>
      <div style="overflow-x:auto;white-space:nowrap;width:300px"><a href="#" style="display:inline-block;width:500px">सभी काम</a></div>
      <textarea placeholder="एक बहुत लंबा संकेत जो कई पंक्तियों में लिपट जाता है" style="width:100px"></textarea>`);
    expect(facts.overflows).toEqual([]);
    expect(facts.pageOverflow).toBe(0);
  });
});

describe("English left on a Hindi screen", () => {
  it("reports English words and labels, but not text marked as another language, allowed words or what people typed", async () => {
    const facts = await screenOf(`
      <p>Apply करें</p>
      <select aria-label="राज्य"><option>Karnataka</option></select>
      <button aria-label="Account menu">☰</button>
      <p lang="en">English</p>
      <p>KhetSetu पर OTP भेजा गया · ₹650 प्रति दिन · 10:30 am</p>
      <h3>Coconut harvesting</h3>`);
    const typed = new Set<string>();
    collectUserWords({ data: { jobs: [{ title: "Coconut harvesting" }] } }, typed);
    expect(englishLeft(facts.texts, typed, "/").map((e) => [e.text, e.where, e.words])).toEqual([
      ["Apply करें", "p", ["apply"]],
      ["Karnataka", 'option of select "राज्य"', ["karnataka"]],
      ["Account menu", "button @aria-label", ["account", "menu"]],
    ]);
  });

  it("takes typed words only from people's fields, never from skills, errors or localized names", () => {
    const typed = new Set<string>();
    collectUserWords(
      {
        data: {
          viewer: { firstName: "Lakshmi", state: "Karnataka", skills: [{ skill: { name: "Pruning" } }] },
          job: { title: "Mango picking", requiredSkills: [{ name: "Grafting" }], category: "horticulture" },
          skill: { name: "Weeding", localizedName: "निराई" },
          result: { __typename: "ValidationError", message: "Title is required", title: "Oops" },
        },
        errors: [{ message: "Unexpected" }],
      },
      typed,
    );
    expect([...typed].sort()).toEqual(["lakshmi", "mango", "picking"]);
  });

  it("says where English comes from: an untranslated message, a translated one shown without Lingui, or none", () => {
    const find = sourceFinder(
      [
        { msgid: "{rate} per day", origin: ["src/a.tsx:1"] },
        { msgid: "Pruning", origin: ["src/b.ts:2"] },
      ],
      (msgid) => msgid === "Pruning",
    );
    expect(find("₹650 per day")).toBe('untranslated message "{rate} per day" (src/a.tsx:1)');
    expect(find("Pruning")).toBe(
      "translated in the catalog but shown in English (not through Lingui here) (src/b.ts:2)",
    );
    expect(find("Kerala")).toMatch(/^in no message/);
    expect(find("Xk4+ab")).toMatch(/^a message id/);
  });
});
