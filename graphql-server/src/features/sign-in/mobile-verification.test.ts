import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVALID_OTP_MESSAGE } from "../../rules/otp.ts";
import { DEMO_ACCOUNTS } from "../../db/seed/demo-accounts.ts";
import { type TestApp, createTestApp, sessionCookieFrom } from "../../test/app.ts";
import { ACCOUNT_MESSAGES } from "../../rules/account.ts";

const NUMBER_TAKEN_MESSAGE = ACCOUNT_MESSAGES.numberTaken;

const SEND = `mutation ($n: String!) { sendOtp(mobileNumber: $n) { ... on MutationSendOtpSuccess { data { demoOtp } } } }`;
const VERIFY = `
  mutation ($n: String!, $otp: String!) {
    verifyMobileNumber(mobileNumber: $n, otp: $otp) {
      __typename
      ... on Error { message }
      ... on MutationVerifyMobileNumberSuccess { data { databaseId mobileNumber isMobileVerified } }
    }
  }
`;
const VIEWER = `query { viewer { databaseId mobileNumber } }`;

describe("verifyMobileNumber (GraphQL)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
  });
  afterAll(() => t.close());

  const codeFor = async (mobileNumber: string) =>
    (await t.graphql(SEND, { n: mobileNumber })).data!.sendOtp.data.demoOtp as string;
  const wrong = (code: string) => (code === "000000" ? "111111" : "000000");

  it("verifies the user's own number without touching their sessions", async () => {
    const user = await t.prisma.user.create({ data: { mobileNumber: "7000000301" } });
    const cookie = await t.cookieFor(user.mobileNumber);
    const res = await t.request("/graphql", {
      method: "POST",
      json: { query: VERIFY, variables: { n: user.mobileNumber, otp: await codeFor(user.mobileNumber) } },
      cookie,
    });
    expect((await res.json()).data.verifyMobileNumber.data).toEqual({
      databaseId: user.id,
      mobileNumber: user.mobileNumber,
      isMobileVerified: true,
    });
    expect(res.headers.getSetCookie()).toEqual([]);
    expect((await t.graphql(VIEWER, {}, cookie)).data!.viewer).toEqual({
      databaseId: user.id,
      mobileNumber: user.mobileNumber,
    });
  });

  it("moves the account to a new number: other sessions end, this one gets a fresh cookie", async () => {
    const user = await t.prisma.user.create({ data: { mobileNumber: "7000000302" } });
    const otherDevice = await t.cookieFor(user.mobileNumber);
    const cookie = await t.cookieFor(user.mobileNumber);
    const newNumber = "7000000303";
    const res = await t.request("/graphql", {
      method: "POST",
      json: { query: VERIFY, variables: { n: newNumber, otp: await codeFor(newNumber) } },
      cookie,
    });
    expect((await res.json()).data.verifyMobileNumber.data).toEqual({
      databaseId: user.id,
      mobileNumber: newNumber,
      isMobileVerified: true,
    });
    const fresh = sessionCookieFrom(res);
    expect((await t.graphql(VIEWER, {}, fresh)).data!.viewer).toEqual({ databaseId: user.id, mobileNumber: newNumber });
    expect((await t.graphql(VIEWER, {}, otherDevice)).data!.viewer).toBeNull();
    expect((await t.graphql(VIEWER, {}, cookie)).data!.viewer).toBeNull();
  });

  it("refuses a wrong code with the OTP service's message and changes nothing", async () => {
    const user = await t.prisma.user.create({ data: { mobileNumber: "7000000304" } });
    const cookie = await t.cookieFor(user.mobileNumber);
    const res = await t.graphql(VERIFY, { n: "7000000305", otp: wrong(await codeFor("7000000305")) }, cookie);
    expect(res.data!.verifyMobileNumber).toEqual({ __typename: "ValidationError", message: INVALID_OTP_MESSAGE });
    expect(await t.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({
      mobileNumber: "7000000304",
      isMobileVerified: false,
    });
  });

  it("refuses a number that belongs to another account, even with the right code", async () => {
    const user = await t.prisma.user.create({ data: { mobileNumber: "7000000306" } });
    const cookie = await t.cookieFor(user.mobileNumber);
    const taken = DEMO_ACCOUNTS.employer;
    const res = await t.graphql(VERIFY, { n: taken, otp: await codeFor(taken) }, cookie);
    expect(res.data!.verifyMobileNumber).toEqual({ __typename: "ConflictError", message: NUMBER_TAKEN_MESSAGE });
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).mobileNumber).toBe("7000000306");
    expect((await t.graphql(VIEWER, {}, cookie)).data!.viewer.databaseId).toBe(user.id);
  });

  it("needs a signed-in user", async () => {
    const res = await t.graphql(VERIFY, { n: "7000000307", otp: "123456" });
    expect(res.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});
