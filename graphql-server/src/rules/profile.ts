// The profile and verification form: which fields are required, their limits and messages. The server
// checks every update against these; the verification form checks them as the user types.

export const PROFILE_LIMITS = {
  nameMax: 50,
  placeMax: 100,
  /** Employers' business and farm names (optional). */
  businessNameMax: 100,
  /** A few words about the user (training providers: their organisation's description), optional. */
  bioMax: 500,
  fullAddressMin: 10,
  fullAddressMax: 500,
  /** Age is optional; when given it is a whole number from ageMin to ageMax. */
  ageMin: 16,
  ageMax: 80,
} as const;

/** Highest education completed, lowest first (the schema's EducationLevel values). */
export const EDUCATION_LEVELS = [
  "no_formal",
  "primary",
  "secondary",
  "higher_secondary",
  "diploma",
  "undergraduate",
  "postgraduate",
] as const;

export type EducationLevelValue = (typeof EDUCATION_LEVELS)[number];

export const PINCODE_PATTERN = /^\d{6}$/;
/** The only country served. */
export const COUNTRY = "India";

export const PROFILE_MESSAGES = {
  firstName: /*i18n*/ "First name is required",
  firstNameLength: /*i18n*/ "First name must be at most 50 characters",
  lastNameLength: /*i18n*/ "Last name must be at most 50 characters",
  country: /*i18n*/ "Country is required",
  countryIndia: /*i18n*/ "Country must be India",
  state: /*i18n*/ "State is required",
  district: /*i18n*/ "District is required",
  block: /*i18n*/ "Block is required",
  cityVillage: /*i18n*/ "City/Village is required",
  pincode: /*i18n*/ "Pincode must be 6 digits",
  fullAddress: /*i18n*/ "Please provide detailed address",
  fullAddressLength: /*i18n*/ "Address must be at most 500 characters",
  gender: /*i18n*/ "Gender is required",
  ageMin: /*i18n*/ "Age must be at least 16",
  ageMax: /*i18n*/ "Age must be less than 80",
  ageWhole: /*i18n*/ "Age must be a whole number",
  placeLength: /*i18n*/ "Must be at most 100 characters",
  businessNameLength: /*i18n*/ "Business name must be at most 100 characters",
  farmNameLength: /*i18n*/ "Farm name must be at most 100 characters",
  bioLength: /*i18n*/ "Description must be at most 500 characters",
} as const;

export type ProfileMessage = (typeof PROFILE_MESSAGES)[keyof typeof PROFILE_MESSAGES];

/** The message for an age value (a number, or text as typed), or null when it is fine or empty. */
export function ageProblem(value: number | string | null | undefined): ProfileMessage | null {
  if (value === null || value === undefined || (typeof value === "string" && value.trim() === "")) return null;
  const age = typeof value === "number" ? value : /^\s*-?\d+\s*$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isInteger(age)) return PROFILE_MESSAGES.ageWhole;
  if (age < PROFILE_LIMITS.ageMin) return PROFILE_MESSAGES.ageMin;
  if (age > PROFILE_LIMITS.ageMax) return PROFILE_MESSAGES.ageMax;
  return null;
}

/** The message for a detailed address, or null: optional, but at least 10 characters when given. */
export function fullAddressProblem(value: string | null | undefined): ProfileMessage | null {
  const text = (value ?? "").trim();
  if (text === "") return null;
  if (text.length < PROFILE_LIMITS.fullAddressMin) return PROFILE_MESSAGES.fullAddress;
  if (text.length > PROFILE_LIMITS.fullAddressMax) return PROFILE_MESSAGES.fullAddressLength;
  return null;
}
