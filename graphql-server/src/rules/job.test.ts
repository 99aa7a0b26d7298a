import { describe, expect, it } from "vitest";
import {
  JOB_LIMITS,
  JOB_MESSAGES,
  dailyRateProblem,
  descriptionProblem,
  durationProblem,
  invalidSkillsMessage,
  locationProblem,
  placeProblem,
  startDateProblem,
  titleProblem,
  workersNeededProblem,
  workingHoursProblem,
} from "./job.ts";

describe("job posting rules", () => {
  it("require a title and a location, trimmed, within their lengths", () => {
    expect(titleProblem("   ")).toBe(JOB_MESSAGES.title);
    expect(titleProblem(" Paddy transplanting ")).toBeNull();
    expect(titleProblem("x".repeat(JOB_LIMITS.titleMax))).toBeNull();
    expect(titleProblem("x".repeat(JOB_LIMITS.titleMax + 1))).toBe(JOB_MESSAGES.titleLength);
    expect(locationProblem("")).toBe(JOB_MESSAGES.location);
    expect(locationProblem("Maddur, Karnataka")).toBeNull();
    expect(locationProblem("x".repeat(JOB_LIMITS.placeMax + 1))).toBe(JOB_MESSAGES.placeLength);
  });

  it("take description, district, state and working hours as optional, within their lengths", () => {
    for (const blank of ["", null, undefined]) {
      expect(descriptionProblem(blank)).toBeNull();
      expect(placeProblem(blank)).toBeNull();
      expect(workingHoursProblem(blank)).toBeNull();
    }
    expect(descriptionProblem("x".repeat(JOB_LIMITS.descriptionMax + 1))).toBe(JOB_MESSAGES.descriptionLength);
    expect(placeProblem("x".repeat(JOB_LIMITS.placeMax + 1))).toBe(JOB_MESSAGES.placeLength);
    expect(workingHoursProblem("x".repeat(JOB_LIMITS.workingHoursMax + 1))).toBe(JOB_MESSAGES.workingHoursLength);
  });

  it("accept whole daily rates from 1 to the maximum", () => {
    for (const bad of [0, -5, 650.5, Number.NaN]) expect(dailyRateProblem(bad)).toBe(JOB_MESSAGES.dailyRate);
    expect(dailyRateProblem(1)).toBeNull();
    expect(dailyRateProblem(JOB_LIMITS.dailyRateMax)).toBeNull();
    expect(dailyRateProblem(JOB_LIMITS.dailyRateMax + 1)).toBe(JOB_MESSAGES.dailyRateMax);
  });

  it("accept durations of 1 to 365 whole days and 1 to 10000 workers", () => {
    for (const bad of [0, 366, 2.5, Number.NaN]) expect(durationProblem(bad)).toBe(JOB_MESSAGES.duration);
    expect(durationProblem(1)).toBeNull();
    expect(durationProblem(365)).toBeNull();
    for (const bad of [0, -1, 1.5, Number.NaN]) expect(workersNeededProblem(bad)).toBe(JOB_MESSAGES.workersNeeded);
    expect(workersNeededProblem(1)).toBeNull();
    expect(workersNeededProblem(JOB_LIMITS.workersNeededMax + 1)).toBe(JOB_MESSAGES.workersNeededMax);
  });

  it("accept a start date of today or later, written as a real YYYY-MM-DD day", () => {
    const today = "2026-11-23";
    expect(startDateProblem("2026-11-23", today)).toBeNull();
    expect(startDateProblem("2026-12-01", today)).toBeNull();
    expect(startDateProblem("2026-11-22", today)).toBe(JOB_MESSAGES.startDate);
    for (const bad of ["2027-02-30", "23/11/2026", "", "2026-1-5"])
      expect(startDateProblem(bad, today)).toBe(JOB_MESSAGES.startDateFormat);
  });

  it("word unknown skill ids for one id and for several", () => {
    expect(invalidSkillsMessage(1)).toBe(JOB_MESSAGES.invalidSkill);
    expect(invalidSkillsMessage(2)).toBe(JOB_MESSAGES.invalidSkills);
  });
});
