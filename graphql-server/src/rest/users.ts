import { Hono } from "hono";
import type { Context as HonoContext } from "hono";
import type { GraphQLServer } from "../http/graphql.ts";
import { graphql } from "../generated/graphql/index.ts";
import type { UpdateProfileInput, UserType } from "../generated/graphql/graphql.ts";
import { asString, readJsonBody } from "./body.ts";
import { runOperation } from "./operation.ts";
import { fieldErrors, outcome, restMessage } from "./respond.ts";
import { oneOfMessage } from "./input.ts";
import type { Message } from "../i18n/translate.ts";
import { ACCOUNT_MESSAGES } from "../rules/account.ts";
import { REST_INPUT_MESSAGES } from "../rules/rest-input.ts";
import { toRestUser } from "./user-shape.ts";
import { PROFILE_MESSAGES, ageProblem } from "../rules/profile.ts";

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
    setUserType(userType: $userType) { ...RestUser }
  }
`);

const VERIFY_MOBILE = graphql(`
  mutation RestVerifyMobileNumber($mobileNumber: String!, $otp: String!) {
    verifyMobileNumber(mobileNumber: $mobileNumber, otp: $otp) {
      __typename
      ...RestError
      ... on MutationVerifyMobileNumberSuccess { data { ...RestUser } }
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

const USER_TYPES: readonly UserType[] = ["laborer", "employer", "training_provider"];
const GENDERS = ["male", "female", "other"] as const;
const EDUCATION_LEVELS = [
  "no_formal",
  "primary",
  "secondary",
  "higher_secondary",
  "diploma",
  "undergraduate",
  "postgraduate",
] as const;

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
] as const;

/**
 * The verification form body (PATCH /api/auth/user) as UpdateProfileInput. Fields that are
 * absent stay unchanged; isMobileVerified, isAddressVerified, mobileNumber and unknown keys are ignored
 * (the server computes the first two; the number changes only through POST /api/otp/verify).
 */
function profileInput(body: Record<string, unknown>): { ok: true; input: UpdateProfileInput } | { ok: false; errors: Record<string, Message> } {
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
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, input };
}

/** REST paths for the signed-in user: profile, account type, mobile verification, deletion. */
export function userRoutes(graphql: GraphQLServer) {
  const app = new Hono();

  app.patch("/auth/user", async (c) => {
    const parsed = await readJsonBody(c);
    if (!parsed.ok) return parsed.response;
    const mapped = profileInput(parsed.body);
    if (!mapped.ok) return fieldErrors(c, mapped.errors);
    const saved = outcome(c, await runOperation(c, graphql, UPDATE_PROFILE, { input: mapped.input }), "updateProfile");
    if (!saved.ok) return saved.response;
    return c.json(toRestUser(saved.value));
  });

  app.post("/users/update-type", async (c) => {
    const parsed = await readJsonBody(c);
    if (!parsed.ok) return parsed.response;
    const userType = USER_TYPES.find((type) => type === parsed.body.userType);
    if (!userType) {
      return fieldErrors(c, { userType: oneOfMessage("userType", USER_TYPES) });
    }
    const saved = outcome(c, await runOperation(c, graphql, SET_USER_TYPE, { userType }), "setUserType");
    if (!saved.ok) return saved.response;
    return c.json(toRestUser(saved.value));
  });

  app.post("/otp/verify", async (c) => {
    const parsed = await readJsonBody(c);
    if (!parsed.ok) return parsed.response;
    const result = await runOperation(c, graphql, VERIFY_MOBILE, {
      mobileNumber: asString(parsed.body.mobileNumber),
      otp: asString(parsed.body.otp),
    });
    const verified = outcome(c, result, "verifyMobileNumber");
    if (!verified.ok) return verified.response;
    return c.json({ message: restMessage(c, ACCOUNT_MESSAGES.mobileVerified), user: toRestUser(verified.value) });
  });

  const deleteAccount = async (c: HonoContext) => {
    const deleted = outcome(c, await runOperation(c, graphql, DELETE_ACCOUNT), "deleteAccount");
    if (!deleted.ok) return deleted.response;
    return c.json({ message: deleted.value.message });
  };
  app.delete("/users/delete-account", deleteAccount);
  app.delete("/users/account", deleteAccount);

  app.post("/auth/logout-everywhere", async (c) => {
    const done = outcome(c, await runOperation(c, graphql, LOGOUT_EVERYWHERE), "logoutEverywhere");
    if (!done.ok) return done.response;
    return c.json({ message: restMessage(c, ACCOUNT_MESSAGES.signedOutEverywhere) });
  });

  return app;
}
