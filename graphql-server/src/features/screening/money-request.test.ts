import { describe, expect, it } from "vitest";
import { DEMO_CONVERSATIONS } from "../../db/seed/demo-conversations.ts";
import { DEMO_COURSES } from "../../db/seed/demo-courses.ts";
import { DEMO_JOBS } from "../../db/seed/demo-jobs.ts";
import { LABELLED_TEXTS } from "./labelled-texts.ts";
import { findMoneyRequest, findMoneyRequestIn } from "./money-request.ts";
import { SCREENING_TARGETS, figuresByLanguage, screeningFigures } from "./screening-figures.ts";

const asksForMoney = (text: string, kind: "job" | "course" | "message" = "job") =>
  findMoneyRequest(text, kind) !== null;

describe("findMoneyRequest", () => {
  it.each([
    "registration fee ₹500",
    "पंजीकरण शुल्क 500 रुपये",
    "ನೋಂದಣಿ ಶುಲ್ಕ ₹500",
    "registration fees dena hoga",
    "రిజిస్ట్రేషన్ ఫీజు ₹500 చెల్లించాలి.",
  ])("holds a job that says %s", (text) => {
    expect(asksForMoney(text)).toBe(true);
  });

  it.each([
    "wage ₹500 per day",
    "food provided, no fee",
    "no registration fee",
    "we pay ₹600 daily",
    "Arabica coffee picking season",
  ])("leaves a job that says %s public", (text) => {
    expect(asksForMoney(text)).toBe(false);
  });

  it("names the words that ask for money, as written", () => {
    expect(findMoneyRequest("Good work. Registration fee ₹500 before joining.", "job")?.excerpt).toBe(
      "Registration fee ₹500 before joining",
    );
    expect(findMoneyRequest("Kaam pakka hai, bas registration fees dena hoga", "job")?.excerpt).toBe(
      "registration fees dena hoga",
    );
  });

  it("reads Indian digits and 'Rs.' amounts", () => {
    expect(asksForMoney("फीस ५०० रुपये")).toBe(true);
    expect(asksForMoney("Fee Rs. 500")).toBe(true);
    expect(asksForMoney("ಶುಲ್ಕ ೫೦೦ ರೂಪಾಯಿ")).toBe(true);
  });

  it("lets a course name its own price, but not a job", () => {
    expect(asksForMoney("Training fee ₹500, lunch provided.", "course")).toBe(false);
    expect(asksForMoney("Training fee ₹500, lunch provided.", "job")).toBe(true);
    expect(asksForMoney("Placement fee ₹5000 payable after the training.", "course")).toBe(true);
  });

  it("does not let a denial in one clause clear another", () => {
    expect(asksForMoney("No experience needed, registration fee ₹300")).toBe(true);
    expect(asksForMoney("We give work but you must pay a ₹500 fee")).toBe(true);
  });

  it("screens each field of a text", () => {
    expect(findMoneyRequestIn(["Paddy harvesting", null, "Deposit ₹1000 first"], "job")?.excerpt).toBe(
      "Deposit ₹1000 first",
    );
    expect(findMoneyRequestIn(["Paddy harvesting", "", undefined], "job")).toBeNull();
  });
});

describe("the labelled texts", () => {
  it("are at least 200, in every language, money requests and ordinary texts, of every kind", () => {
    expect(LABELLED_TEXTS.length).toBeGreaterThanOrEqual(200);
    for (const language of ["en", "hi", "hi-Latn", "kn", "te"] as const) {
      const texts = LABELLED_TEXTS.filter((text) => text.language === language);
      expect(texts.some((text) => text.asksForMoney)).toBe(true);
      expect(texts.some((text) => !text.asksForMoney)).toBe(true);
    }
    for (const kind of ["job", "course", "message"] as const) {
      expect(LABELLED_TEXTS.some((text) => text.kind === kind && text.asksForMoney)).toBe(true);
      expect(LABELLED_TEXTS.some((text) => text.kind === kind && !text.asksForMoney)).toBe(true);
    }
    expect(new Set(LABELLED_TEXTS.map((text) => text.text)).size).toBe(LABELLED_TEXTS.length);
  });

  it("has at least 95% of money requests caught and at most 2% of ordinary texts held", () => {
    const figures = screeningFigures();
    expect(figures.recall, `missed: ${figures.missed.map((text) => text.text).join(" | ")}`).toBeGreaterThanOrEqual(
      SCREENING_TARGETS.minRecall,
    );
    expect(
      figures.falsePositiveRate,
      `wrongly held: ${figures.wronglyHeld.map((text) => text.text).join(" | ")}`,
    ).toBeLessThanOrEqual(SCREENING_TARGETS.maxFalsePositiveRate);
  });

  it("counts what it is given", () => {
    const figures = screeningFigures([
      { text: "Registration fee ₹500", language: "en", kind: "job", asksForMoney: true },
      { text: "Wage ₹500 per day", language: "en", kind: "job", asksForMoney: true },
      { text: "Deposit ₹1000 first", language: "en", kind: "job", asksForMoney: false },
      { text: "Food provided, no fee", language: "en", kind: "job", asksForMoney: false },
    ]);
    expect(figures).toMatchObject({ requests: 2, caught: 1, ordinary: 2, held: 1, recall: 0.5, precision: 0.5 });
    expect(figures.falsePositiveRate).toBe(0.5);
  });

  it("gives each language its own figures", () => {
    expect(figuresByLanguage().map((row) => row.language)).toEqual(["en", "hi", "hi-Latn", "kn", "te"]);
  });
});

describe("the demo data", () => {
  it("holds none of its jobs, courses or messages", () => {
    const held = [
      ...DEMO_JOBS.filter((job) => findMoneyRequestIn([job.title, job.description], "job")),
      ...DEMO_COURSES.filter((course) => findMoneyRequestIn([course.title, course.description], "course")),
      ...DEMO_CONVERSATIONS.flatMap((conversation) => conversation.messages).filter((message) =>
        findMoneyRequest(message.content, "message"),
      ),
    ];
    expect(held).toEqual([]);
  });
});
