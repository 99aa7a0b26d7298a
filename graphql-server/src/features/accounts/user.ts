import { builder } from "../../graphql/builder.ts";
import { ValidationError } from "../../errors/app-errors.ts";
import { EducationLevel, Gender, UserType } from "../../generated/prisma/enums.ts";
import { UpdateProfileInput, isAddressComplete, profileData, type ProfileUpdate } from "./profile-input.ts";
import { coordinatesOf } from "../places/index.ts";
import { AVAILABILITY_MESSAGES } from "../../rules/availability.ts";

/** The profile fields only a laborer has. */
const AVAILABILITY_FIELDS = ["available", "availableFrom", "travelKm"] as const;

/** The profile fields that name the person's place. */
const PLACE_FIELDS = ["state", "district", "block", "cityVillage", "pincode"] as const;

builder.enumType(UserType, { name: "UserType", description: "The three account types." });
builder.enumType(EducationLevel, { name: "EducationLevel", description: "Highest education completed." });
builder.enumType(Gender, { name: "Gender", description: "Gender, as the user gave it." });

const signedIn = { authScopes: { signedIn: true } } as const;

export const UserNode = builder.prismaNode("User", {
  description:
    "A person with an account: laborer, employer (farm owner) or training provider. Profiles are for signed-in " +
    "viewers only: signed out, no User can be read (public lists carry names such as Job.employerName instead).",
  id: { field: "id" },
  // Checked on every User object, including through node(id:), so no path shows a profile signed out.
  runScopesOnType: true,
  authScopes: { signedIn: true },
  fields: (t) => ({
    databaseId: t.exposeInt("id", { description: "The plain numeric id (the REST shim's `id`)." }),
    firstName: t.exposeString("firstName", { nullable: true, description: "First name." }),
    lastName: t.exposeString("lastName", { nullable: true, description: "Last name." }),
    email: t.exposeString("email", {
      nullable: true,
      description: "E-mail address; only for signed-in viewers.",
      ...signedIn,
    }),
    mobileNumber: t.exposeString("mobileNumber", {
      nullable: true,
      description: "10-digit Indian mobile number; only for signed-in viewers.",
      ...signedIn,
    }),
    userType: t.expose("userType", { type: UserType, nullable: true, description: "Account type; null until chosen." }),
    isMobileVerified: t.exposeBoolean("isMobileVerified", {
      description: "Whether the mobile number was verified by OTP.",
    }),
    isAddressVerified: t.exposeBoolean("isAddressVerified", {
      description: "True when country, state, district, city/village and pincode are all present.",
    }),
    isVerified: t.exposeBoolean("isVerified", { description: "Whether KhetSetu has verified this account." }),
    educationLevel: t.expose("educationLevel", {
      type: EducationLevel,
      nullable: true,
      description: "Highest education; only for signed-in viewers.",
      ...signedIn,
    }),
    gender: t.expose("gender", {
      type: Gender,
      nullable: true,
      description: "Gender; only for signed-in viewers.",
      ...signedIn,
    }),
    age: t.exposeInt("age", {
      nullable: true,
      description: "Age in years (16-80); only for signed-in viewers.",
      ...signedIn,
    }),
    country: t.exposeString("country", { nullable: true, description: "Country (India)." }),
    state: t.exposeString("state", { nullable: true, description: "State or union territory." }),
    district: t.exposeString("district", { nullable: true, description: "District." }),
    block: t.exposeString("block", {
      nullable: true,
      description: "Block / taluk / mandal; only for signed-in viewers.",
      ...signedIn,
    }),
    cityVillage: t.exposeString("cityVillage", { nullable: true, description: "City or village." }),
    pincode: t.exposeString("pincode", {
      nullable: true,
      description: "6-digit PIN code; only for signed-in viewers.",
      ...signedIn,
    }),
    fullAddress: t.exposeString("fullAddress", {
      nullable: true,
      description: "Detailed address; only the user themself sees it (null for everyone else).",
      authScopes: (user, _args, ctx) => ctx.viewer?.id === user.id,
      unauthorizedResolver: () => null,
    }),
    phoneVisibleToPartners: t.exposeBoolean("phoneVisibleToPartners", {
      nullable: true,
      description:
        "Laborers: whether partner organisations (NGOs with an API key) may see this mobile number as a public " +
        "contact (off unless the laborer turns it on). Only the user themself sees it (null for everyone else).",
      authScopes: (user, _args, ctx) => ctx.viewer?.id === user.id,
      unauthorizedResolver: () => null,
    }),
    businessName: t.exposeString("businessName", {
      nullable: true,
      description: "Employers: business name; training providers: organisation name.",
    }),
    farmName: t.exposeString("farmName", { nullable: true, description: "Employers: the farm's name." }),
    rating: t.exposeFloat("rating", { nullable: true, description: "Average rating out of 5, if rated." }),
    reviewCount: t.exposeInt("reviewCount", { description: "Number of reviews behind the rating." }),
    experienceYears: t.exposeInt("experienceYears", { description: "Years of farm work experience." }),
    profileImageUrl: t.exposeString("profileImageUrl", { nullable: true, description: "Profile photo URL, if any." }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When the account was created." }),
    completedJobs: t.relationCount("applications", {
      description: "Laborers: accepted applications on jobs that have closed.",
      where: { status: "accepted", job: { status: "closed" } },
    }),
    jobsPosted: t.relationCount("jobs", { description: "Employers: jobs they have posted." }),
    skills: t.relation("skills", {
      description: "The user's skills (laborers), with proficiency, experience and progress; oldest first.",
      query: { orderBy: { id: "asc" } },
    }),
  }),
});

builder.queryFields((t) => ({
  viewer: t.prismaField({
    type: "User",
    nullable: true,
    description: "The signed-in user, or null when signed out.",
    resolve: (query, _root, _args, ctx) =>
      ctx.viewer ? ctx.prisma.user.findUnique({ ...query, where: { id: ctx.viewer.id } }) : null,
  }),
}));

builder.mutationFields((t) => ({
  updateProfile: t.prismaField({
    type: "User",
    description:
      "Saves the verification form and/or first and last name for the signed-in user. Only the " +
      "fields sent change. isAddressVerified is recomputed: true when country, state, district, city/village " +
      "and pincode are all present afterwards.",
    authScopes: { signedIn: true },
    errors: { types: [ValidationError] },
    args: { input: t.arg({ type: UpdateProfileInput, required: true, description: "The fields to change." }) },
    resolve: (query, _root, { input }, ctx) => {
      const userId = ctx.viewer!.id;
      const data = profileData(input as ProfileUpdate);
      if (ctx.viewer!.userType !== "laborer" && AVAILABILITY_FIELDS.some((field) => field in data)) {
        const message = AVAILABILITY_MESSAGES.laborersOnly;
        throw new ValidationError(message, { available: message });
      }
      return ctx.prisma.$transaction(async (tx) => {
        // The row lock taken by this update makes the recomputation below see the row as committed.
        const updated = await tx.user.update({
          where: { id: userId },
          data,
          select: { country: true, state: true, district: true, block: true, cityVillage: true, pincode: true },
        });
        // The person's coordinates follow their place: the finest of pincode, village, block, district, state.
        const placeChanged = PLACE_FIELDS.some((field) => field in data);
        return tx.user.update({
          ...query,
          where: { id: userId },
          data: { isAddressVerified: isAddressComplete(updated), ...(placeChanged && coordinatesOf(updated)) },
        });
      });
    },
  }),
}));
