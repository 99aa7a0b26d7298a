import { describe, expect, it } from "vitest";
import { formatRupees } from "./money.ts";

describe("formatRupees", () => {
  it("uses the rupee sign and Indian digit grouping", () => {
    expect(formatRupees(850)).toBe("₹850");
    expect(formatRupees(150000)).toBe("₹1,50,000");
  });
});
