import { i18n } from "@lingui/core";
import { JOB_MESSAGES } from "@rules/job.ts";
import { beforeAll, describe, expect, it } from "vitest";
import {
  jobLocation,
  newJobValues,
  type PostJobValues,
  savedJobValues,
  toCreateInput,
  toUpdateInput,
  validatePostJob,
  villageOf,
} from "./postJobForm.ts";

beforeAll(() => i18n.loadAndActivate({ locale: "en", messages: {} }));

const TODAY = "2026-11-23";
const VALID: PostJobValues = {
  ...newJobValues({ state: "Karnataka", district: "Mandya", cityVillage: "Maddur" }),
  title: " Paddy transplanting ",
  category: "field_activities",
  dailyRate: "650",
  duration: "10",
};

describe("the Post Job form's rules", () => {
  it("starts a new job at the employer's place, with one worker", () => {
    const values = newJobValues({ state: "Karnataka", district: "Mandya", cityVillage: "Maddur" });
    expect(values).toMatchObject({
      state: "Karnataka",
      district: "Mandya",
      village: "Maddur",
      workersNeeded: "1",
      title: "",
      category: "",
    });
  });

  it("finds nothing wrong with a complete job", () => {
    expect(validatePostJob(VALID, TODAY)).toEqual({});
  });

  it("gives the server's messages for each field", () => {
    const errors = validatePostJob(
      {
        ...VALID,
        title: "  ",
        category: "",
        village: "",
        dailyRate: "0",
        duration: "400",
        workersNeeded: "",
        startDate: "2026-11-22",
        workingHours: "x".repeat(101),
      },
      TODAY,
    );
    expect(errors).toEqual({
      title: JOB_MESSAGES.title,
      category: JOB_MESSAGES.category,
      location: JOB_MESSAGES.location,
      dailyRate: JOB_MESSAGES.dailyRate,
      duration: JOB_MESSAGES.duration,
      workersNeeded: JOB_MESSAGES.workersNeeded,
      startDate: JOB_MESSAGES.startDate,
      workingHours: JOB_MESSAGES.workingHoursLength,
    });
    expect(validatePostJob({ ...VALID, dailyRate: "650.5" }, TODAY).dailyRate).toBe(JOB_MESSAGES.dailyRate);
    expect(validatePostJob({ ...VALID, dailyRate: "100001" }, TODAY).dailyRate).toBe(JOB_MESSAGES.dailyRateMax);
  });

  it("does not check again a start date that was saved before (it may have passed)", () => {
    expect(validatePostJob({ ...VALID, startDate: "2026-11-01" }, TODAY, "2026-11-01")).toEqual({});
    expect(validatePostJob({ ...VALID, startDate: "2026-11-02" }, TODAY, "2026-11-01").startDate).toBe(
      JOB_MESSAGES.startDate,
    );
  });

  it("writes the location as 'Village, State', and reads the village back", () => {
    expect(jobLocation({ village: " Maddur ", state: "Karnataka" })).toBe("Maddur, Karnataka");
    expect(jobLocation({ village: "Maddur", state: "" })).toBe("Maddur");
    expect(villageOf("Maddur, Karnataka", "Karnataka")).toBe("Maddur");
    expect(villageOf("Near Maddur", "Kerala")).toBe("Near Maddur");
  });

  it("sends trimmed values, numbers as numbers and blank optional fields as null", () => {
    const input = toCreateInput({ ...VALID, mealsProvided: true, requiredSkillIds: ["s1", "s2"] });
    expect(input).toEqual({
      title: "Paddy transplanting",
      description: null,
      category: "field_activities",
      location: "Maddur, Karnataka",
      state: "Karnataka",
      district: "Mandya",
      dailyRate: 650,
      duration: 10,
      startDate: null,
      workersNeeded: 1,
      workingHours: null,
      isRateNegotiable: false,
      isUrgent: false,
      accommodationProvided: false,
      mealsProvided: true,
      equipmentProvided: false,
      transportationProvided: false,
      requiredSkillIds: ["s1", "s2"],
    });
  });

  it("fills the edit form from a saved job, and leaves an unchanged start date out of the update", () => {
    const values = savedJobValues({
      title: "Mango picking",
      description: "Ladders given",
      category: "horticulture",
      location: "Srirangapatna, Karnataka",
      state: "Karnataka",
      district: "Mandya",
      dailyRate: 800,
      duration: 5,
      startDate: "2026-11-01",
      workersNeeded: 4,
      workingHours: "7 AM - 3 PM",
      requiredSkills: [{ id: "s9" }],
      isRateNegotiable: true,
      isUrgent: false,
      accommodationProvided: true,
      mealsProvided: false,
      equipmentProvided: true,
      transportationProvided: false,
    });
    expect(values).toMatchObject({
      village: "Srirangapatna",
      dailyRate: "800",
      duration: "5",
      workersNeeded: "4",
      isRateNegotiable: true,
      requiredSkillIds: ["s9"],
    });
    expect("startDate" in toUpdateInput(values, "2026-11-01")).toBe(false);
    expect(toUpdateInput({ ...values, startDate: "" }, "2026-11-01").startDate).toBeNull();
    expect(toUpdateInput({ ...values, startDate: "2026-12-01" }, "2026-11-01").startDate).toBe("2026-12-01");
  });
});
