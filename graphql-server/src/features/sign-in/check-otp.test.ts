import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp } from "../../test/app.ts";

const SEND = `mutation ($n: String!) { sendOtp(mobileNumber: $n) { __typename ... on MutationSendOtpSuccess { data { demoOtp } } } }`;
const CHECK = `mutation ($n: String!, $otp: String!) {
  checkOtp(mobileNumber: $n, otp: $otp) { __typename ... on MutationCheckOtpSuccess { data } ... on Error { message } }
}`;

describe("checkOtp: the OTP test page's check, which changes nothing in the account", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const send = async (n: string, cookie?: string) =>
    (await t.graphql(SEND, { n }, cookie)).data!.sendOtp.data.demoOtp as string;

  it("accepts the right code for another number and leaves the number, verification and sessions as they were", async () => {
    const own = "9812300001";
    const other = "9812300002";
    const cookie = await t.signIn(own, "laborer");
    await t.prisma.user.update({ where: { mobileNumber: own }, data: { isMobileVerified: false } });
    const before = await t.prisma.user.findUniqueOrThrow({ where: { mobileNumber: own } });
    const sessionsBefore = await t.prisma.session.findMany({ where: { userId: before.id } });

    const code = await send(other, cookie);
    const res = await t.request("/graphql", {
      method: "POST",
      json: { query: CHECK, variables: { n: other, otp: code } },
      cookie,
    });
    const body = await res.json();
    expect(body.data.checkOtp).toEqual({ __typename: "MutationCheckOtpSuccess", data: true });
    expect(res.headers.getSetCookie()).toEqual([]);

    const after = await t.prisma.user.findUniqueOrThrow({ where: { id: before.id } });
    expect(after).toEqual(before);
    expect(await t.prisma.user.findUnique({ where: { mobileNumber: other } })).toBeNull();
    expect(await t.prisma.session.findMany({ where: { userId: before.id } })).toEqual(sessionsBefore);
    expect((await t.graphql("{ viewer { mobileNumber } }", {}, cookie)).data!.viewer.mobileNumber).toBe(own);
  });

  it("refuses a wrong code, and uses a right one up", async () => {
    const n = "9812300003";
    const code = await send(n);
    const wrong = code === "000000" ? "111111" : "000000";
    expect((await t.graphql(CHECK, { n, otp: wrong })).data!.checkOtp.__typename).toBe("ValidationError");
    expect((await t.graphql(CHECK, { n, otp: code })).data!.checkOtp.data).toBe(true);
    expect((await t.graphql(CHECK, { n, otp: code })).data!.checkOtp.__typename).toBe("ValidationError");
    expect(await t.prisma.user.findUnique({ where: { mobileNumber: n } })).toBeNull();
  });
});
