import { i18n } from "@lingui/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatPaise, formatRupees } from "./money.ts";

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

describe("formatPaise", () => {
  it("shows rupees, with paise only when there are some", () => {
    expect(formatPaise(90000)).toBe("₹900");
    expect(formatPaise(90050)).toBe("₹900.50");
    expect(formatPaise(15000000)).toBe("₹1,50,000");
    expect(formatPaise(-5000)).toBe("-₹50");
  });
});
