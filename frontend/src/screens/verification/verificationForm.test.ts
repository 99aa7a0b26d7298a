import { i18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { initialValues, toProfileInput, validateVerification, type VerificationValues } from "./verificationForm.ts";

i18n.loadAndActivate({ locale: "en", messages: {} });

const VALID: VerificationValues = {
  country: "India",
  state: "Karnataka",
  district: "Mandya",
  block: "Maddur",
  cityVillage: "Maddur",
  pincode: "571428",
  fullAddress: "",
  educationLevel: "",
  gender: "female",
  age: "34",
};

/** The English text of each field's error. */
function messages(values: Partial<VerificationValues>): Record<string, string> {
  const errors = validateVerification({ ...VALID, ...values });
  return Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, i18n._(error!)]));
}

describe("validateVerification", () => {
  it("accepts a complete form", () => {
    expect(messages({})).toEqual({});
  });

  it.each<[Partial<VerificationValues>, string, string]>([
    [{ country: "" }, "country", "Country is required"],
    [{ state: "" }, "state", "State is required"],
    [{ district: " " }, "district", "District is required"],
    [{ block: "" }, "block", "Block is required"],
    [{ cityVillage: "" }, "cityVillage", "City/Village is required"],
    [{ pincode: "57142" }, "pincode", "Pincode must be 6 digits"],
    [{ pincode: "57142a" }, "pincode", "Pincode must be 6 digits"],
    [{ fullAddress: "Near tank" }, "fullAddress", "Please provide detailed address"],
    [{ gender: "" }, "gender", "Gender is required"],
    [{ age: "15" }, "age", "Age must be at least 16"],
    [{ age: "81" }, "age", "Age must be less than 80"],
    [{ age: "1.5" }, "age", "Age must be a whole number"],
    [{ cityVillage: "x".repeat(101) }, "cityVillage", "Must be at most 100 characters"],
    [{ fullAddress: "x".repeat(501) }, "fullAddress", "Address must be at most 500 characters"],
  ])("%o gives %s: %s", (values, field, message) => {
    expect(messages(values)).toEqual({ [field]: message });
  });

  it("accepts the edges: age 16 and 80, a 10-character address", () => {
    expect(messages({ age: "16" })).toEqual({});
    expect(messages({ age: "80" })).toEqual({});
    expect(messages({ fullAddress: "House 12 A" })).toEqual({});
  });

  it("takes age as optional: an empty age is no problem", () => {
    expect(messages({ age: "" })).toEqual({});
    expect(messages({ age: "  " })).toEqual({});
  });
});

describe("toProfileInput", () => {
  it("trims, fixes the country to India and clears blank optional fields", () => {
    expect(toProfileInput({ ...VALID, cityVillage: "  Maddur ", fullAddress: "  " })).toEqual({
      country: "India",
      state: "Karnataka",
      district: "Mandya",
      block: "Maddur",
      cityVillage: "Maddur",
      pincode: "571428",
      fullAddress: null,
      educationLevel: null,
      gender: "female",
      age: 34,
    });
  });

  it("sends no age (null) when none was given", () => {
    expect(toProfileInput({ ...VALID, age: "" }).age).toBeNull();
  });
});

describe("initialValues", () => {
  it("prefills from the saved profile, India as the country", () => {
    const values = initialValues({
      state: "Karnataka",
      district: null,
      block: null,
      cityVillage: "Hunsur",
      pincode: null,
      fullAddress: null,
      educationLevel: "higher_secondary",
      gender: null,
      age: 40,
    });
    expect(values).toEqual({
      ...VALID,
      district: "",
      block: "",
      cityVillage: "Hunsur",
      pincode: "",
      educationLevel: "higher_secondary",
      gender: "",
      age: "40",
    });
  });
});
