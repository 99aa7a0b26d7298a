// The accounts feature's REST paths: the signed-in user's profile and account type, signing out everywhere,
// and deleting the account.
import { graphql } from "../../generated/graphql/index.ts";
import type { UpdateProfileInput } from "../../generated/graphql/graphql.ts";
import { EducationLevel, Gender, UserType } from "../../generated/prisma/enums.ts";
import { asString } from "../../http/rest/body.ts";
import { oneOfMessage } from "../../http/rest/input.ts";
import { refuse } from "../../http/rest/refuse.ts";
import { RestReply, restRow } from "../../http/rest/rest-row.ts";
import type { Message } from "../../i18n/translate.ts";
import { ACCOUNT_MESSAGES } from "../../rules/account.ts";
import { PROFILE_MESSAGES, ageProblem } from "../../rules/profile.ts";
import { REST_INPUT_MESSAGES } from "../../rules/rest-input.ts";
import { toRestUser } from "./rest-user-shape.ts";
import { parseCalendarDate } from "../../graphql/calendar-date.ts";
import { AVAILABILITY_MESSAGES } from "../../rules/availability.ts";
import { isSearchableRadius as isTravelKm } from "../../rules/distance.ts";

const VIEWER = graphql(`
  query RestViewer {
    viewer { ...RestUser }
  }
`);

const UPDATE_PROFILE = graphql(`
  mutation RestUpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      __typename
      ...RestError
      ... on MutationUpdateProfileSuccess { data { ...RestUser } }
    }
  }
`);

const SET_USER_TYPE = graphql(`
  mutation RestSetUserType($userType: UserType!) {
    setUserType(userType: $userType) {
      __typename
      ...RestError
      ... on MutationSetUserTypeSuccess { data { ...RestUser } }
    }
  }
`);

const DELETE_ACCOUNT = graphql(`
  mutation RestDeleteAccount {
    deleteAccount { message }
  }
`);

const LOGOUT_EVERYWHERE = graphql(`
  mutation RestLogoutEverywhere {
    logoutEverywhere
  }
`);

const USER_TYPES = Object.values(UserType);
const GENDERS = Object.values(Gender);
const EDUCATION_LEVELS = Object.values(EducationLevel);

type Field<T> = { ok: true; value: T | null | undefined } | { ok: false; message: Message };

/** A body value for an enum input: absent stays absent, null or '' is null, anything else must be a value. */
function enumField<T extends string>(value: unknown, allowed: readonly T[], message: Message): Field<T> {
  if (value === undefined) return { ok: true, value: undefined };
  if (value === null || value === "") return { ok: true, value: null };
  const found = allowed.find((v) => v === value);
  return found ? { ok: true, value: found } : { ok: false, message };
}

/** The age as a whole number (a number or a string of digits) within the profile rule, or its message. */
function ageField(value: unknown): Field<number> {
  if (value === undefined) return { ok: true, value: undefined };
  if (value === null || value === "") return { ok: true, value: null };
  if (typeof value !== "number" && typeof value !== "string") return { ok: false, message: PROFILE_MESSAGES.ageWhole };
  const problem = ageProblem(value);
  return problem ? { ok: false, message: problem } : { ok: true, value: Number(value) };
}

const TEXT_FIELDS = [
  "firstName",
  "lastName",
  "country",
  "state",
  "district",
  "block",
  "cityVillage",
  "pincode",
  "fullAddress",
  "upiId",
] as const;

/**
 * The verification form body (PATCH /api/auth/user) as UpdateProfileInput. Fields that are
 * absent stay unchanged; isMobileVerified, isAddressVerified, mobileNumber and unknown keys are ignored
 * (the server computes the first two; the number changes only through POST /api/otp/verify).
 */
function profileInput(body: Readonly<Record<string, unknown>>): UpdateProfileInput {
  const input: UpdateProfileInput = {};
  for (const key of TEXT_FIELDS) {
    if (body[key] !== undefined) input[key] = body[key] === null ? null : asString(body[key]);
  }
  const errors: Record<string, Message> = {};
  const gender = enumField(body.gender, GENDERS, REST_INPUT_MESSAGES.gender);
  const educationLevel = enumField(body.educationLevel, EDUCATION_LEVELS, {
    id: REST_INPUT_MESSAGES.educationLevel,
    values: { values: EDUCATION_LEVELS.join(", ") },
  });
  const age = ageField(body.age);
  if (gender.ok) {
    if (gender.value !== undefined) input.gender = gender.value;
  } else errors.gender = gender.message;
  if (educationLevel.ok) {
    if (educationLevel.value !== undefined) input.educationLevel = educationLevel.value;
  } else errors.educationLevel = educationLevel.message;
  if (age.ok) {
    if (age.value !== undefined) input.age = age.value;
  } else errors.age = age.message;
  availabilityFields(body, input, errors);
  if (Object.keys(errors).length > 0) refuse(errors);
  return input;
}

/** A laborer's `available` (true/false), `availableFrom` (YYYY-MM-DD or null) and `travelKm` (1-100). */
function availabilityFields(
  body: Readonly<Record<string, unknown>>,
  input: UpdateProfileInput,
  errors: Record<string, Message>,
): void {
  if (body.available !== undefined) {
    if (typeof body.available === "boolean") input.available = body.available;
    else errors.available = { id: REST_INPUT_MESSAGES.trueOrFalse, values: { field: "available" } };
  }
  if (body.availableFrom !== undefined) {
    const day = body.availableFrom === null || body.availableFrom === "" ? null : parseCalendarDate(body.availableFrom);
    if (day === null && body.availableFrom !== null && body.availableFrom !== "")
      errors.availableFrom = { id: REST_INPUT_MESSAGES.calendarDate, values: { field: "availableFrom" } };
    else input.availableFrom = day === null ? null : day.toISOString().slice(0, 10);
  }
  if (body.travelKm !== undefined) {
    const km = typeof body.travelKm === "string" && body.travelKm.trim() !== "" ? Number(body.travelKm) : body.travelKm;
    if (typeof km === "number" && isTravelKm(km)) input.travelKm = km;
    else errors.travelKm = AVAILABILITY_MESSAGES.travelKm;
  }
}

export const ACCOUNT_ROWS = [
  restRow({
    method: "GET",
    path: "/auth/user",
    who: "signed in",
    operation: VIEWER,
    answer: (viewer) => (viewer ? toRestUser(viewer) : RestReply.unauthorized),
  }),
  restRow({
    method: "PATCH",
    path: "/auth/user",
    who: "signed in",
    operation: UPDATE_PROFILE,
    variables: ({ body }) => ({ input: profileInput(body.all()) }),
    answer: toRestUser,
  }),
  restRow({
    method: "POST",
    path: "/auth/logout-everywhere",
    who: "signed in",
    operation: LOGOUT_EVERYWHERE,
    answer: (_done, { message }) => ({ message: message(ACCOUNT_MESSAGES.signedOutEverywhere) }),
  }),
  restRow({
    method: "POST",
    path: "/users/update-type",
    who: "signed in",
    operation: SET_USER_TYPE,
    variables: ({ body }) => {
      const userType = USER_TYPES.find((type) => type === body.raw("userType"));
      if (!userType) refuse({ userType: oneOfMessage("userType", USER_TYPES) });
      return { userType };
    },
    answer: toRestUser,
  }),
  restRow({
    method: "DELETE",
    path: ["/users/delete-account", "/users/account"],
    who: "signed in",
    operation: DELETE_ACCOUNT,
    answer: ({ message }) => ({ message }),
  }),
];
