import { describe, expect, it } from "vitest";
import { wholeNumber } from "../../http/rest/input.ts";
import { parseLimit } from "../../http/rest/list-limit.ts";
import { parseJobCategory } from "./rest-job-params.ts";
import { parseFlag } from "../../http/rest/input.ts";
import { parseWageBand } from "../../rules/wage-bands.ts";

describe("REST query values", () => {
  it("reads the wage bands (300-500, 500-700, 700-1000, 1000+ rupees a day) in the forms a browser sends", () => {
    expect(parseWageBand("300-500")).toBe("R300_500");
    expect(parseWageBand("1000+")).toBe("R1000_PLUS");
    expect(parseWageBand("1000 ")).toBe("R1000_PLUS"); // ?wage=1000+ decoded from a form URL
    expect(parseWageBand("r700_1000")).toBe("R700_1000");
    expect(parseWageBand("")).toBeNull();
    expect(parseWageBand("all")).toBeNull();
    expect(parseWageBand("100-200")).toBeUndefined();
  });

  it("reads categories as values, labels and Find Jobs chip names", () => {
    expect(parseJobCategory("horticulture")).toBe("horticulture");
    expect(parseJobCategory("Field Activities")).toBe("field_activities");
    expect(parseJobCategory("field_work")).toBe("field_activities");
    expect(parseJobCategory("Animal Care")).toBe("animal_husbandry");
    expect(parseJobCategory("all")).toBeNull();
    expect(parseJobCategory(undefined)).toBeNull();
    expect(parseJobCategory("mining")).toBeUndefined();
  });

  it("limits, flags and whole numbers", () => {
    expect(parseLimit(undefined)).toBe(100);
    expect(parseLimit("5")).toBe(5);
    expect(parseLimit("500")).toBe(100);
    expect(parseLimit("0")).toBeUndefined();
    expect(parseLimit("ten")).toBeUndefined();
    expect(parseFlag("true")).toBe(true);
    expect(parseFlag("1")).toBe(true);
    expect(parseFlag("false")).toBe(false);
    expect(parseFlag(undefined)).toBe(false);
    expect(wholeNumber(650)).toBe(650);
    expect(wholeNumber("650")).toBe(650);
    expect(wholeNumber(650.5)).toBeUndefined();
    expect(wholeNumber("abc")).toBeUndefined();
    expect(wholeNumber(2 ** 40)).toBeUndefined();
  });
});
