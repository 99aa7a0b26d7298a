// Every message the server shows a user comes in the request's language: X-Language, else the best of
// Accept-Language, else English. Expected texts are read from the app's catalogs through `translate`, so
// these tests hold before and after the catalogs are next translated; the "differs from English" checks
// use messages the catalogs already translate.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../db/seed/demo-accounts.ts";
import { RATE_LIMIT_MESSAGES } from "../limits/limits.ts";
import { APPLICATION_MESSAGES } from "../rules/applications.ts";
import { ERROR_MESSAGES } from "../rules/errors.ts";
import { SKILL_MESSAGES } from "../rules/skills.ts";
import { INVALID_OTP_MESSAGE, OTP_SENT_MESSAGE } from "../rules/otp.ts";
import { PROFILE_MESSAGES } from "../rules/profile.ts";
import { REST_INPUT_MESSAGES } from "../rules/rest-input.ts";
import { globalIdOf } from "../graphql/global-id.ts";
import { type TestApp, createTestApp } from "../test/app.ts";
import { LOCALES, type Locale } from "./locale.ts";
import { translate } from "./translate.ts";

let t: TestApp;
let laborerCookie: string;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  laborerCookie = await t.cookieFor(DEMO_ACCOUNTS.laborer);
});
afterAll(() => t.close());

/** POST /graphql with the given language headers (and session). */
async function graphql(
  query: string,
  variables: Record<string, unknown>,
  headers: Record<string, string>,
  cookie?: string,
) {
  const res = await t.request("/graphql", { method: "POST", json: { query, variables }, headers, cookie });
  return (await res.json()) as {
    data?: Record<string, any> | null;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
}

/** `message` in `locale`, checked to differ from English (for messages the catalogs already translate). */
function translated(locale: Locale, message: string): string {
  const text = translate(locale, message);
  if (locale === "en") expect(text).toBe(message);
  else expect(text).not.toBe(message);
  return text;
}

const SIGN_IN = `mutation ($n: String!, $otp: String!) {
  signIn(mobileNumber: $n, otp: $otp) { __typename ... on Error { message } }
}`;
const SEND_OTP = `mutation ($n: String!) {
  sendOtp(mobileNumber: $n) {
    __typename
    ... on Error { message }
    ... on RateLimitError { retryAfterSeconds }
    ... on MutationSendOtpSuccess { data { message } }
  }
}`;

describe("GraphQL answers in the request's language", () => {
  it.each(LOCALES)("X-Language: %s words a typed error from that language's catalog", async (locale) => {
    const res = await graphql(SIGN_IN, { n: "9876512301", otp: "000000" }, { "x-language": locale });
    expect(res.data!.signIn).toEqual({
      __typename: "ValidationError",
      message: translated(locale, INVALID_OTP_MESSAGE),
    });
  });

  it("takes the best Accept-Language match when there is no X-Language, and X-Language over it", async () => {
    const kn = await graphql(SIGN_IN, { n: "9876512302", otp: "000000" }, { "accept-language": "kn,en;q=0.5" });
    expect(kn.data!.signIn.message).toBe(translated("kn", INVALID_OTP_MESSAGE));
    const te = await graphql(
      SIGN_IN,
      { n: "9876512302", otp: "000000" },
      { "accept-language": "fr, te;q=0.8, hi;q=0.3" },
    );
    expect(te.data!.signIn.message).toBe(translated("te", INVALID_OTP_MESSAGE));
    const hi = await graphql(
      SIGN_IN,
      { n: "9876512302", otp: "000000" },
      { "x-language": "hi", "accept-language": "kn" },
    );
    expect(hi.data!.signIn.message).toBe(translated("hi", INVALID_OTP_MESSAGE));
    const none = await graphql(SIGN_IN, { n: "9876512302", otp: "000000" }, { "accept-language": "fr" });
    expect(none.data!.signIn.message).toBe(INVALID_OTP_MESSAGE);
  });

  it("words the OTP confirmation and the rate limit, with its plural, in the language", async () => {
    const sent = await graphql(SEND_OTP, { n: "9876512303" }, { "x-language": "hi" });
    expect(sent.data!.sendOtp.data.message).toBe(translate("hi", OTP_SENT_MESSAGE));
    for (const [headers, locale] of [
      [{ "x-language": "hi" }, "hi"],
      [{ "accept-language": "kn,en;q=0.5" }, "kn"],
      [{}, "en"],
    ] as const) {
      const refused = (await graphql(SEND_OTP, { n: "9876512303" }, headers)).data!.sendOtp;
      expect(refused.__typename).toBe("RateLimitError");
      expect(refused.message).toBe(translate(locale, RATE_LIMIT_MESSAGES.otp(refused.retryAfterSeconds)));
      if (locale === "en")
        expect(refused.message).toMatch(/^Too many OTP requests\. Please try again in (1 minute|\d+ seconds?)\.$/);
    }
  });

  it("words a conflict and a field's validation message", async () => {
    const job = await t.prisma.job.findFirstOrThrow({ where: { status: "active" } });
    const apply = `mutation ($id: ID!) { applyToJob(jobId: $id) { __typename ... on Error { message } } }`;
    await graphql(apply, { id: globalIdOf("Job", job.id) }, {}, laborerCookie);
    const again = await graphql(apply, { id: globalIdOf("Job", job.id) }, { "x-language": "te" }, laborerCookie);
    expect(again.data!.applyToJob).toEqual({
      __typename: "ConflictError",
      message: translated("te", APPLICATION_MESSAGES.alreadyApplied),
    });

    const update = `mutation ($input: UpdateProfileInput!) {
      updateProfile(input: $input) { __typename ... on ValidationError { message fieldErrors { field message } } }
    }`;
    const invalid = await graphql(update, { input: { pincode: "12" } }, { "x-language": "kn" }, laborerCookie);
    const pincode = translated("kn", PROFILE_MESSAGES.pincode);
    expect(invalid.data!.updateProfile).toEqual({
      __typename: "ValidationError",
      message: pincode,
      fieldErrors: [{ field: "pincode", message: pincode }],
    });
  });

  it("words refusals that are GraphQL errors, keeping their codes", async () => {
    const signedOut = await graphql(`mutation { logoutEverywhere }`, {}, { "x-language": "hi" });
    expect(signedOut.errors).toEqual([
      expect.objectContaining({ message: translated("hi", ERROR_MESSAGES.unauthorized) }),
    ]);
    expect(signedOut.errors![0]!.extensions?.code).toBe("UNAUTHENTICATED");

    const badSkill = await graphql(
      `{ laborers(skill: "nonsense") { totalCount } }`,
      {},
      { "x-language": "te" },
      laborerCookie,
    );
    expect(badSkill.errors![0]!.message).toBe(translated("te", SKILL_MESSAGES.invalidOne));
    expect(badSkill.errors![0]!.extensions?.code).toBe("BAD_USER_INPUT");

    const english = await graphql(`mutation { logoutEverywhere }`, {}, {});
    expect(english.errors![0]!.message).toBe("Unauthorized");
  });
});

describe("the REST API answers in the request's language", () => {
  const post = (path: string, json: unknown, headers: Record<string, string>, cookie?: string) =>
    t.request(path, { method: "POST", json, headers, cookie });

  it("passes the language on to the GraphQL operation it runs", async () => {
    const wrong = await post("/api/login", { mobileNumber: "9876512304", otp: "000000" }, { "x-language": "te" });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ message: translated("te", INVALID_OTP_MESSAGE) });

    expect((await post("/api/otp/send", { mobileNumber: "9876512304" }, {})).status).toBe(200);
    const limited = await post("/api/otp/send", { mobileNumber: "9876512304" }, { "accept-language": "kn,en;q=0.5" });
    expect(limited.status).toBe(429);
    const body = await limited.json();
    expect(body.message).toBe(translate("kn", RATE_LIMIT_MESSAGES.otp(body.retryAfterSeconds)));

    const job = await t.prisma.job.findFirstOrThrow({ where: { status: "active" }, orderBy: { id: "desc" } });
    await post(`/api/jobs/${job.id}/apply`, {}, {}, laborerCookie);
    const again = await post(`/api/jobs/${job.id}/apply`, {}, { "x-language": "hi" }, laborerCookie);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: translated("hi", APPLICATION_MESSAGES.alreadyApplied) });
  });

  it("words its own refusals in the language too", async () => {
    const application = await t.prisma.application.findFirstOrThrow({
      where: { job: { employer: { mobileNumber: DEMO_ACCOUNTS.employer } } },
    });
    const employer = await t.cookieFor(DEMO_ACCOUNTS.employer);
    const status = await t.request(`/api/applications/${application.id}/status`, {
      method: "PATCH",
      json: { status: "maybe" },
      headers: { "x-language": "kn" },
      cookie: employer,
    });
    const statusTarget = translated("kn", APPLICATION_MESSAGES.statusTarget);
    expect(await status.json()).toEqual({ message: statusTarget, errors: { status: statusTarget } });

    const signedOut = await t.request("/api/auth/user", { headers: { "accept-language": "te" } });
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toEqual({ message: translated("te", ERROR_MESSAGES.unauthorized) });

    const notObject = await t.request("/api/login", {
      method: "POST",
      body: "[1]",
      headers: { "content-type": "application/json", "x-language": "hi" },
    });
    expect(await notObject.json()).toEqual({ message: translate("hi", REST_INPUT_MESSAGES.bodyNotObject) });

    const badLimit = await t.request("/api/laborers?limit=abc", {
      headers: { "x-language": "te" },
      cookie: laborerCookie,
    });
    expect((await badLimit.json()).errors).toEqual({ limit: translate("te", REST_INPUT_MESSAGES.limit) });
  });
});
