import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import {
  ageProblem,
  COUNTRY,
  EDUCATION_LEVELS,
  fullAddressProblem,
  PINCODE_PATTERN,
  PROFILE_LIMITS,
  PROFILE_MESSAGES,
  type ProfileMessage,
} from "@rules/profile.ts";
import type { EducationLevel, Gender } from "../../__generated__/AddressForm_viewer.graphql.ts";

/** The verification form's address and profile step, as the inputs hold it. */
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
/** Each field's problem as a shared rule's message (English; the form shows it with `i18n._`). */
export type VerificationErrors = Partial<Record<VerificationField, ProfileMessage>>;

// The shared rules' education levels are the schema's EducationLevel values.
EDUCATION_LEVELS satisfies readonly EducationLevel[];

/** Education levels: each value shown with its underscores as spaces, translated. */
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

/**
 * Every problem with the values, by the rules the server applies to `updateProfile` (rules/profile.ts); an
 * empty object when the form can be sent. Age and detailed address are optional; when given, age is a whole
 * number from 16 to 80 and the address at least 10 characters.
 */
export function validateVerification(values: VerificationValues): VerificationErrors {
  const M = PROFILE_MESSAGES;
  const place = (text: string, required: ProfileMessage): ProfileMessage | undefined => {
    const trimmed = text.trim();
    if (trimmed === "") return required;
    return trimmed.length > PROFILE_LIMITS.placeMax ? M.placeLength : undefined;
  };
  const found: VerificationErrors = {
    country: values.country.trim() === "" ? M.country : undefined,
    state: place(values.state, M.state),
    district: place(values.district, M.district),
    block: place(values.block, M.block),
    cityVillage: place(values.cityVillage, M.cityVillage),
    pincode: PINCODE_PATTERN.test(values.pincode.trim()) ? undefined : M.pincode,
    fullAddress: fullAddressProblem(values.fullAddress) ?? undefined,
    gender: values.gender === "" ? M.gender : undefined,
    age: ageProblem(values.age) ?? undefined,
  };
  return Object.fromEntries(Object.entries(found).filter(([, message]) => message)) as VerificationErrors;
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
  const age = values.age.trim();
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
    age: age === "" ? null : Number(age),
  };
}
