// The input of `updateProfile`: the verification form plus first and last name, business and farm names and bio, with the rules and
// messages of rules/profile.ts (shared with the web app). Every field is optional so a partial update
// (e.g. only the name after the first sign-in) works; a field that is sent is validated, and a
// required field cannot be cleared (null or blank gives its message).
import { z } from "zod";
import { builder } from "../../graphql/builder.ts";
import { EducationLevel, Gender } from "../../generated/prisma/enums.ts";
import {
  COUNTRY,
  PINCODE_PATTERN,
  PROFILE_LIMITS as L,
  PROFILE_MESSAGES,
  ageProblem,
  fullAddressProblem,
} from "../../rules/profile.ts";
import { AVAILABILITY_MESSAGES } from "../../rules/availability.ts";
import { UPI_ID_PATTERN, WAGE_MESSAGES } from "../../rules/wages.ts";
import { isSearchableRadius as isTravelKm } from "../../rules/distance.ts";

const M = PROFILE_MESSAGES;

/** A required text: blank or null fails with the given message; trimmed. */
const requiredText = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(L.placeMax, M.placeLength).optional();

/** An optional text: blank or null clears it; trimmed. */
const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .transform((value) => (value === "" ? null : value))
    .nullish();

/** A rule from rules/profile.ts as a zod refinement with its message. */
const problem =
  <T>(check: (value: T) => string | null) =>
  (value: T, ctx: z.RefinementCtx) => {
    const message = check(value);
    if (message) ctx.addIssue({ code: "custom", message });
  };

export const profileUpdateRules = z.object({
  firstName: z.string({ error: M.firstName }).trim().min(1, M.firstName).max(L.nameMax, M.firstNameLength).optional(),
  lastName: optionalText(L.nameMax, M.lastNameLength),
  businessName: optionalText(L.businessNameMax, M.businessNameLength),
  farmName: optionalText(L.businessNameMax, M.farmNameLength),
  bio: optionalText(L.bioMax, M.bioLength),
  country: z
    .string({ error: M.country })
    .trim()
    .min(1, M.country)
    .refine((value) => value.toLowerCase() === COUNTRY.toLowerCase(), M.countryIndia)
    .transform(() => COUNTRY)
    .optional(),
  state: requiredText(M.state),
  district: requiredText(M.district),
  block: requiredText(M.block),
  cityVillage: requiredText(M.cityVillage),
  pincode: z.string({ error: M.pincode }).trim().regex(PINCODE_PATTERN, M.pincode).optional(),
  fullAddress: z
    .string()
    .superRefine(problem(fullAddressProblem))
    .transform((value) => value.trim() || null)
    .nullish(),
  educationLevel: z.enum(EducationLevel).nullish(),
  gender: z.enum(Gender, { error: M.gender }).optional(),
  age: z.number().superRefine(problem(ageProblem)).nullish(),
  available: z.boolean().optional(),
  availableFrom: z.date().nullish(),
  travelKm: z.number().refine(isTravelKm, AVAILABILITY_MESSAGES.travelKm).optional(),
  upiId: z
    .string()
    .trim()
    .refine((value) => value === "" || UPI_ID_PATTERN.test(value), WAGE_MESSAGES.upiId)
    .transform((value) => (value === "" ? null : value))
    .nullish(),
});

export type ProfileUpdate = z.output<typeof profileUpdateRules>;

export const UpdateProfileInput = builder.inputType("UpdateProfileInput", {
  description:
    "Profile and verification-form fields. Send only what changes; every field that is sent is " +
    "validated. isAddressVerified is computed by the server and the mobile number changes only by OTP " +
    "(verifyMobileNumber).",
  fields: (t) => ({
    firstName: t.string({ required: false, description: "First name (1-50 characters); cannot be cleared." }),
    lastName: t.string({ required: false, description: "Last name (up to 50 characters); null or blank clears it." }),
    businessName: t.string({
      required: false,
      description:
        "Business name (employers; organisation for training providers), up to 100 characters; null or blank clears it.",
    }),
    farmName: t.string({
      required: false,
      description: "Employers: the farm's name, up to 100 characters; null or blank clears it.",
    }),
    bio: t.string({
      required: false,
      description:
        "A few words about the user (training providers: the organisation's description), up to 500 characters; null or blank clears it.",
    }),
    country: t.string({ required: false, description: "Must be India ('Country is required')." }),
    state: t.string({ required: false, description: "State or union territory ('State is required')." }),
    district: t.string({ required: false, description: "District ('District is required')." }),
    block: t.string({ required: false, description: "Block / taluk / mandal ('Block is required')." }),
    cityVillage: t.string({ required: false, description: "City or village ('City/Village is required')." }),
    pincode: t.string({ required: false, description: "Exactly 6 digits ('Pincode must be 6 digits')." }),
    fullAddress: t.string({
      required: false,
      description: "Optional detailed address, at least 10 characters when given; null or blank clears it.",
    }),
    educationLevel: t.field({ type: EducationLevel, required: false, description: "Optional; null clears it." }),
    gender: t.field({
      type: Gender,
      required: false,
      description: "Gender ('Gender is required'); cannot be cleared.",
    }),
    age: t.int({ required: false, description: "Age in years, 16 to 80; null clears it." }),
    available: t.boolean({
      required: false,
      description: "Laborers: looking for work (from `availableFrom` when set); worker search lists them first.",
    }),
    availableFrom: t.field({
      type: "Date",
      required: false,
      description: "Laborers: available from this day (busy until then); null means from today.",
    }),
    travelKm: t.int({ required: false, description: "Laborers: how far they will travel for work, 1-100 km." }),
    upiId: t.string({
      required: false,
      description:
        "Laborers: the UPI id wages can be paid to (name@bank); only the employers who hired them see it, in the " +
        "Pay with UPI link. Null or blank clears it.",
    }),
  }),
  validate: profileUpdateRules,
});

/** The address fields that make an address verified. */
const ADDRESS_FIELDS = ["country", "state", "district", "cityVillage", "pincode"] as const;

/** True when country, state, district, cityVillage and pincode are all present. */
export function isAddressComplete(user: Partial<Record<(typeof ADDRESS_FIELDS)[number], string | null>>): boolean {
  return ADDRESS_FIELDS.every((field) => (user[field] ?? "").trim() !== "");
}

/** The update with the fields that were not sent left out (Prisma leaves undefined alone). */
export function profileData(update: ProfileUpdate) {
  return Object.fromEntries(Object.entries(update).filter(([, value]) => value !== undefined)) as {
    [K in keyof ProfileUpdate]?: Exclude<ProfileUpdate[K], undefined>;
  };
}
