import { COURSE_MESSAGES } from "@rules/course.ts";
import { describe, expect, it } from "vitest";
import {
  type CourseValues,
  newCourseValues,
  savedCourseValues,
  toCreateInput,
  toUpdateInput,
  validateCourse,
} from "./courseForm.ts";

const TODAY = "2026-11-23";
const PROVIDER = { state: "Karnataka", district: "Mandya", cityVillage: "Maddur", language: "kn" };
const VALID: CourseValues = { ...newCourseValues(PROVIDER), title: " Organic farming ", duration: "5" };
const SAVED = {
  title: "Drip irrigation",
  description: "Hands-on",
  skillCategory: "horticulture",
  duration: 3,
  price: 500,
  isGovernmentProgram: false,
  certificateProvided: true,
  isOnline: false,
  state: "Karnataka",
  district: "Mysuru",
  cityVillage: "Hunsur",
  startDate: "2026-11-01",
  maxEnrollments: 20,
  language: "te",
  status: "active",
};

describe("the course form's rules", () => {
  it("starts a new course free, active, at the provider's place, in their language", () => {
    expect(newCourseValues(PROVIDER)).toMatchObject({
      isFree: true,
      status: "active",
      state: "Karnataka",
      district: "Mandya",
      cityVillage: "Maddur",
      language: "kn",
    });
    // A language courses are not taught in is not picked for them.
    expect(newCourseValues({ ...PROVIDER, language: "fr" }).language).toBe("");
  });

  it("finds nothing wrong with a complete course", () => {
    expect(validateCourse(VALID, TODAY)).toEqual({});
  });

  it("gives the shared rules' message for each field", () => {
    const errors = validateCourse(
      {
        ...VALID,
        title: " ",
        duration: "0",
        isFree: false,
        price: "-5",
        startDate: "2026-11-22",
        maxEnrollments: "0",
        language: "",
        state: "x".repeat(201),
      },
      TODAY,
    );
    expect(errors).toEqual({
      title: COURSE_MESSAGES.title,
      duration: COURSE_MESSAGES.duration,
      price: COURSE_MESSAGES.price,
      startDate: COURSE_MESSAGES.startDate,
      maxEnrollments: COURSE_MESSAGES.maxEnrollments,
      language: COURSE_MESSAGES.language,
      state: COURSE_MESSAGES.placeLength,
    });
    expect(validateCourse({ ...VALID, isFree: false, price: "" }, TODAY).price).toBe(COURSE_MESSAGES.priceWhole);
    expect(validateCourse({ ...VALID, isFree: false, price: "12.5" }, TODAY).price).toBe(COURSE_MESSAGES.priceWhole);
    // Free ignores whatever was typed as a price; online ignores the place.
    expect(validateCourse({ ...VALID, isFree: true, price: "-5" }, TODAY).price).toBeUndefined();
    expect(validateCourse({ ...VALID, isOnline: true, state: "x".repeat(201) }, TODAY).state).toBeUndefined();
  });

  it("on edit, leaves a saved start date alone and keeps the seats at or above the students enrolled", () => {
    const saved = { startDate: "2026-11-01", currentEnrollments: 4 };
    expect(validateCourse({ ...VALID, startDate: "2026-11-01" }, TODAY, saved)).toEqual({});
    expect(validateCourse({ ...VALID, startDate: "2026-11-02" }, TODAY, saved).startDate).toBe(
      COURSE_MESSAGES.startDate,
    );
    expect(validateCourse({ ...VALID, maxEnrollments: "3" }, TODAY, saved).maxEnrollments).toBe(
      COURSE_MESSAGES.maxBelowCurrent,
    );
    expect(validateCourse({ ...VALID, maxEnrollments: "4" }, TODAY, saved).maxEnrollments).toBeUndefined();
  });

  it("sends a free course with price 0, trimmed text, numbers as numbers and blanks as null", () => {
    expect(toCreateInput({ ...VALID, price: "300", startDate: "2026-12-01", maxEnrollments: "1" })).toEqual({
      title: "Organic farming",
      description: null,
      skillCategory: null,
      duration: 5,
      price: 0,
      isGovernmentProgram: false,
      certificateProvided: false,
      isOnline: false,
      state: "Karnataka",
      district: "Mandya",
      cityVillage: "Maddur",
      startDate: "2026-12-01",
      maxEnrollments: 1,
      language: "kn",
      status: "active",
    });
    const paidOnline = toCreateInput({ ...VALID, isFree: false, price: "750", isOnline: true });
    expect(paidOnline).toMatchObject({
      price: 750,
      isOnline: true,
      state: null,
      district: null,
      cityVillage: null,
      maxEnrollments: null,
    });
  });

  it("fills the edit form from a saved course, and sends an unchanged place and start date only when changed", () => {
    const values = savedCourseValues(SAVED);
    expect(values).toMatchObject({
      isFree: false,
      price: "500",
      duration: "3",
      maxEnrollments: "20",
      startDate: "2026-11-01",
      language: "te",
      skillCategory: "horticulture",
    });
    const unchanged = toUpdateInput({ ...values, title: "Drip irrigation II" }, values);
    expect(unchanged).toMatchObject({ title: "Drip irrigation II", price: 500, maxEnrollments: 20 });
    for (const key of ["startDate", "state", "district", "cityVillage", "isOnline"])
      expect(key in unchanged).toBe(false);
    const moved = toUpdateInput({ ...values, cityVillage: "Periyapatna", startDate: "", maxEnrollments: "" }, values);
    expect(moved).toMatchObject({
      state: "Karnataka",
      district: "Mysuru",
      cityVillage: "Periyapatna",
      isOnline: false,
      startDate: null,
      maxEnrollments: null,
    });
    expect(toUpdateInput({ ...values, isOnline: true }, values)).toMatchObject({
      isOnline: true,
      state: null,
      district: null,
      cityVillage: null,
    });
    expect(savedCourseValues({ ...SAVED, price: 0 })).toMatchObject({ isFree: true, price: "" });
  });
});
