import { describe, expect, it } from "vitest";
import { JobCategory } from "../generated/prisma/enums.ts";
import { JOB_CATEGORIES } from "./job-categories.ts";
import { MOBILE_NUMBER_PATTERN, parseMobileNumber } from "./mobile-number.ts";
import { PROFILE_LIMITS, PROFILE_MESSAGES, ageProblem, fullAddressProblem } from "./profile.ts";
import { SKILL_EXPERIENCE_YEARS, SKILL_MESSAGES } from "./skills.ts";
import { WAGE_BANDS, WAGE_BAND_NAMES, inWageBand } from "./wage-bands.ts";

describe("shared rules", () => {
  it("list exactly the database's job categories", () => {
    expect([...JOB_CATEGORIES].sort()).toEqual(Object.values(JobCategory).sort());
  });

  it("put every daily rate from 300 up in exactly one wage band", () => {
    for (const rate of [299, 300, 499, 500, 699, 700, 999, 1000, 5000]) {
      const bands = WAGE_BAND_NAMES.filter((band) => inWageBand(band, rate));
      expect(bands.length, `rate ${rate}`).toBe(rate < WAGE_BANDS.R300_500.min ? 0 : 1);
    }
  });

  it("accept 10-digit numbers starting 6-9 only", () => {
    expect(MOBILE_NUMBER_PATTERN.test("9876543210")).toBe(true);
    expect(parseMobileNumber(" 6000000000 ")).toBe("6000000000");
    for (const bad of ["5876543210", "987654321", "98765432100", "98765-4321"])
      expect(parseMobileNumber(bad)).toBeNull();
  });

  it("take an empty age as no age, and check a given one against 16-80", () => {
    expect(ageProblem("")).toBeNull();
    expect(ageProblem(null)).toBeNull();
    expect(ageProblem(PROFILE_LIMITS.ageMin)).toBeNull();
    expect(ageProblem(PROFILE_LIMITS.ageMax)).toBeNull();
    expect(ageProblem(PROFILE_LIMITS.ageMin - 1)).toBe(PROFILE_MESSAGES.ageMin);
    expect(ageProblem(String(PROFILE_LIMITS.ageMax + 1))).toBe(PROFILE_MESSAGES.ageMax);
    expect(ageProblem("ten")).toBe(PROFILE_MESSAGES.ageWhole);
    expect(ageProblem(99999999999)).toBe(PROFILE_MESSAGES.ageMax);
  });

  it("take a detailed address as optional, but at least 10 characters when given", () => {
    expect(fullAddressProblem("  ")).toBeNull();
    expect(fullAddressProblem("Near temple")).toBeNull();
    expect(fullAddressProblem("Temple")).toBe(PROFILE_MESSAGES.fullAddress);
    expect(fullAddressProblem("x".repeat(501))).toBe(PROFILE_MESSAGES.fullAddressLength);
  });

  it("give a skill's years of experience a default within its range, and name the most in the message", () => {
    const { min, max, default: fallback } = SKILL_EXPERIENCE_YEARS;
    expect(min <= fallback && fallback <= max).toBe(true);
    expect(SKILL_MESSAGES.experienceMax).toMatch(new RegExp(`\\b${max}\\b`));
  });
});
