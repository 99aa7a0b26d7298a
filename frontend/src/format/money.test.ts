import { i18n } from "@lingui/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatRupees } from "./money.ts";

function activate(locale: string) {
  i18n.loadAndActivate({ locale, messages: {} });
}

beforeAll(() => activate("en"));
afterAll(() => activate("en"));

describe("formatRupees", () => {
  it("uses the rupee sign and Indian digit grouping in English", () => {
    expect(formatRupees(850)).toBe("₹850");
    expect(formatRupees(150000)).toBe("₹1,50,000");
  });

  it.each([
    ["hi", "hi-IN"],
    ["kn", "kn-IN"],
    ["te", "te-IN"],
  ])("follows the active language (%s)", (locale, intl) => {
    activate(locale);
    const expected = new Intl.NumberFormat(intl, { style: "currency", currency: "INR", maximumFractionDigits: 0 });
    expect(formatRupees(150000)).toBe(expected.format(150000));
    expect(formatRupees(850)).toContain("₹");
    activate("en");
  });
});
