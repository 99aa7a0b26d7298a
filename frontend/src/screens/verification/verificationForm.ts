import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { EducationLevel, Gender } from "../../__generated__/AddressForm_viewer.graphql.ts";

/** The verification form's address and profile step (spec §3), as the inputs hold it. */
export type VerificationValues = {
  country: string;
  state: string;
  district: string;
  block: string;
  cityVillage: string;
  pincode: string;
  fullAddress: string;
  educationLevel: EducationLevel | "";
  gender: Gender | "";
  age: string;
};

export type VerificationField = keyof VerificationValues;
export type VerificationErrors = Partial<Record<VerificationField, MessageDescriptor | string>>;

export const COUNTRY = "India";

export const EDUCATION_LEVELS = [
  "no_formal",
  "primary",
  "secondary",
  "higher_secondary",
  "diploma",
  "undergraduate",
  "postgraduate",
] as const satisfies readonly EducationLevel[];

/** Spec §3: each value shown with its underscores as spaces, translated. */
export const EDUCATION_LABELS: Record<(typeof EDUCATION_LEVELS)[number], MessageDescriptor> = {
  no_formal: msg`No Formal`,
  primary: msg`Primary`,
  secondary: msg`Secondary`,
  higher_secondary: msg`Higher Secondary`,
  diploma: msg`Diploma`,
  undergraduate: msg`Undergraduate`,
  postgraduate: msg`Postgraduate`,
};

export const GENDERS = ["male", "female", "other"] as const satisfies readonly Gender[];

export const GENDER_LABELS: Record<(typeof GENDERS)[number], MessageDescriptor> = {
  male: msg`Male`,
  female: msg`Female`,
  other: msg`Other`,
};

/** Spec §5's messages, word for word. */
export const MESSAGES = {
  country: msg`Country is required`,
  state: msg`State is required`,
  district: msg`District is required`,
  block: msg`Block is required`,
  cityVillage: msg`City/Village is required`,
  pincode: msg`Pincode must be 6 digits`,
  fullAddress: msg`Please provide detailed address`,
  gender: msg`Gender is required`,
  ageMin: msg`Age must be at least 16`,
  ageMax: msg`Age must be less than 80`,
} as const;

export const MIN_AGE = 16;
export const MAX_AGE = 80;
export const PINCODE_PATTERN = /^\d{6}$/;
export const FULL_ADDRESS_MIN = 10;

/** Every problem with the values (spec §5); an empty object when the form can be sent. */
export function validateVerification(values: VerificationValues): VerificationErrors {
  const errors: VerificationErrors = {};
  const blank = (text: string) => text.trim() === "";
  if (blank(values.country)) errors.country = MESSAGES.country;
  if (blank(values.state)) errors.state = MESSAGES.state;
  if (blank(values.district)) errors.district = MESSAGES.district;
  if (blank(values.block)) errors.block = MESSAGES.block;
  if (blank(values.cityVillage)) errors.cityVillage = MESSAGES.cityVillage;
  if (!PINCODE_PATTERN.test(values.pincode.trim())) errors.pincode = MESSAGES.pincode;
  const address = values.fullAddress.trim();
  if (address !== "" && address.length < FULL_ADDRESS_MIN) errors.fullAddress = MESSAGES.fullAddress;
  if (values.gender === "") errors.gender = MESSAGES.gender;
  // A missing age counts as below the minimum: the form needs an age from 16 to 80.
  const age = Number(values.age);
  if (values.age.trim() === "" || !Number.isInteger(age) || age < MIN_AGE) errors.age = MESSAGES.ageMin;
  else if (age > MAX_AGE) errors.age = MESSAGES.ageMax;
  return errors;
}

/** The profile as saved values, for prefilling (null → empty). */
export type SavedProfile = {
  readonly state: string | null | undefined;
  readonly district: string | null | undefined;
  readonly block: string | null | undefined;
  readonly cityVillage: string | null | undefined;
  readonly pincode: string | null | undefined;
  readonly fullAddress: string | null | undefined;
  readonly educationLevel: EducationLevel | null | undefined;
  readonly gender: Gender | null | undefined;
  readonly age: number | null | undefined;
};

export function initialValues(saved: SavedProfile): VerificationValues {
  const known = <T extends string>(value: T | null | undefined, allowed: readonly string[]): T | "" =>
    value && allowed.includes(value) ? value : "";
  return {
    country: COUNTRY,
    state: saved.state ?? "",
    district: saved.district ?? "",
    block: saved.block ?? "",
    cityVillage: saved.cityVillage ?? "",
    pincode: saved.pincode ?? "",
    fullAddress: saved.fullAddress ?? "",
    educationLevel: known(saved.educationLevel, EDUCATION_LEVELS),
    gender: known(saved.gender, GENDERS),
    age: saved.age == null ? "" : String(saved.age),
  };
}

/** The `updateProfile` input for valid values: trimmed; blank optional fields are cleared (null). */
export function toProfileInput(values: VerificationValues) {
  const address = values.fullAddress.trim();
  return {
    country: COUNTRY,
    state: values.state.trim(),
    district: values.district.trim(),
    block: values.block.trim(),
    cityVillage: values.cityVillage.trim(),
    pincode: values.pincode.trim(),
    fullAddress: address === "" ? null : address,
    educationLevel: values.educationLevel === "" ? null : values.educationLevel,
    gender: values.gender === "" ? null : values.gender,
    age: Number(values.age),
  };
}
