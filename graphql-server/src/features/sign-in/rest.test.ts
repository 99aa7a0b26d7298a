import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVALID_OTP_MESSAGE, OTP_RULES, OTP_USED_UP_MESSAGE } from "../../rules/otp.ts";
import { MOBILE_NUMBER_MESSAGE } from "../../rules/mobile-number.ts";
import { type TestApp, createTestApp, sessionCookieFrom } from "../../test/app.ts";

describe("sign-in by mobile OTP (REST contract)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const send = (mobileNumber: unknown) => t.request("/api/otp/send", { method: "POST", json: { mobileNumber } });

  it("rejects numbers that are not 10 digits starting 6-9 with the validation message", async () => {
    for (const bad of ["12345", "5123456789", "98765432101", "", null, "98765abcde"]) {
      const res = await send(bad);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: MOBILE_NUMBER_MESSAGE });
    }
  });

  it("sends a code and, in demo mode, returns it as demo_otp", async () => {
    const res = await send("9876500101");
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      expiresInSeconds: OTP_RULES.ttlSeconds,
      resendAfterSeconds: OTP_RULES.resendAfterSeconds,
    });
    expect(typeof body.message).toBe("string");
    expect(body.demo_otp).toMatch(/^\d{6}$/);
  });

  it("creates the account on first sign-in with the role, sets an HttpOnly SameSite=Lax cookie, and knows the user", async () => {
    const mobileNumber = "9876500102";
    const { demo_otp } = await (await send(mobileNumber)).json();

    const wrong = await t.request("/api/login", {
      method: "POST",
      json: { mobileNumber, otp: demo_otp === "000000" ? "111111" : "000000", role: "employer" },
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ message: INVALID_OTP_MESSAGE });
    expect(wrong.headers.getSetCookie()).toEqual([]);

    const login = await t.request("/api/login", {
      method: "POST",
      json: { mobileNumber, otp: demo_otp, role: "employer" },
    });
    expect(login.status).toBe(200);
    const { user } = await login.json();
    expect(user).toMatchObject({ mobileNumber, isMobileVerified: true, userType: "employer" });
    expect(typeof user.id).toBe("number");
    const setCookie = login.headers.getSetCookie().join("\n");
    expect(setCookie).toMatch(/ks_session=[^;]+;.*HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).not.toMatch(/Secure/);

    const me = await t.request("/api/auth/user", { cookie: sessionCookieFrom(login) });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ id: user.id, mobileNumber, userType: "employer" });

    const again = await t.request("/api/login", { method: "POST", json: { mobileNumber, otp: demo_otp } });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ message: INVALID_OTP_MESSAGE });
  });

  it("ignores a role that is not one of the three, and keeps the account's role on later sign-ins", async () => {
    const cookie = await t.signIn("9876500103", "admin");
    const me = await (await t.request("/api/auth/user", { cookie })).json();
    expect(me.userType).toBeNull();

    await t.signIn("9876500104", "laborer");
    const later = await t.prisma.user.findUniqueOrThrow({ where: { mobileNumber: "9876500104" } });
    expect(later.userType).toBe("laborer");
  });

  it("answers 401 {message: Unauthorized} when signed out", async () => {
    const res = await t.request("/api/auth/user");
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: "Unauthorized" });
  });

  it("GET /api/login redirects to the sign-in screen keeping a valid role", async () => {
    const res = await t.request("/api/login?role=training_provider");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/sign-in?role=training_provider");
    const bad = await t.request("/api/login?role=root");
    expect(bad.headers.get("location")).toBe("/sign-in");
  });

  it("GET /api/logout from the app's own pages clears the cookie and redirects to /", async () => {
    const cookie = await t.signIn("9876500105");
    const res = await t.request("/api/logout", { cookie, headers: { "sec-fetch-site": "same-origin" } });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/");
    expect(res.headers.getSetCookie().join("\n")).toMatch(/ks_session=;.*Max-Age=0/);
  });

  it("refuses a cookie whose server-side session was revoked", async () => {
    const cookie = await t.signIn("9876500106");
    expect((await t.request("/api/auth/user", { cookie })).status).toBe(200);
    const user = await t.prisma.user.findUniqueOrThrow({ where: { mobileNumber: "9876500106" } });
    await t.prisma.session.updateMany({ where: { userId: user.id }, data: { revokedAt: new Date() } });
    expect((await t.request("/api/auth/user", { cookie })).status).toBe(401);
  });

  it("rejects a tampered cookie", async () => {
    const cookie = await t.signIn("9876500107");
    const tampered = `${cookie.slice(0, -4)}AAAA`;
    expect((await t.request("/api/auth/user", { cookie: tampered })).status).toBe(401);
  });

  it("says the code is used up after 5 wrong tries, even for the right code", async () => {
    const mobileNumber = "9876500109";
    const { demo_otp } = await (await send(mobileNumber)).json();
    const wrong = String((Number(demo_otp) + 1) % 1_000_000).padStart(6, "0");
    const login = (otp: string) => t.request("/api/login", { method: "POST", json: { mobileNumber, otp } });
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) messages.push((await (await login(wrong)).json()).message);
    expect(messages.slice(0, 4)).toEqual(Array(4).fill(INVALID_OTP_MESSAGE));
    expect(messages[4]).toBe(OTP_USED_UP_MESSAGE);
    const right = await login(demo_otp);
    expect(right.status).toBe(400);
    expect(await right.json()).toEqual({ message: OTP_USED_UP_MESSAGE });
    const graphql = await t.graphql(
      `mutation ($n: String!, $o: String!) { signIn(mobileNumber: $n, otp: $o) { __typename ... on Error { message } } }`,
      {
        n: mobileNumber,
        o: demo_otp,
      },
    );
    expect(graphql.data!.signIn).toEqual({ __typename: "OtpUsedUpError", message: OTP_USED_UP_MESSAGE });
  });

  it("answers 429 with a clear message and Retry-After over the send limit", async () => {
    const mobileNumber = "9876500108";
    expect((await send(mobileNumber)).status).toBe(200);
    const res = await send(mobileNumber); // a resend within 60 s
    expect(res.status).toBe(429);
    const body = await res.json();
    expect(body.message).toMatch(/try again/i);
    expect(body.retryAfterSeconds).toBeGreaterThan(0);
    expect(Number(res.headers.get("retry-after"))).toBe(body.retryAfterSeconds);
  });
});

describe("sign-in outside demo mode", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ otpDemo: false, production: true });
  });
  afterAll(() => t.close());

  it("never returns the code", async () => {
    const res = await t.request("/api/otp/send", { method: "POST", json: { mobileNumber: "9876500201" } });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).not.toHaveProperty("demo_otp");
    expect(JSON.stringify(body)).not.toMatch(/\d{6}/);
  });
});

describe("sign-in when SMS delivery fails", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ sms: { name: "broken", sendOtp: () => Promise.reject(new Error("gateway down")) } });
  });
  afterAll(() => t.close());

  it("answers 503 with a clear message, not 500, and leaves no usable code", async () => {
    const res = await t.request("/api/otp/send", { method: "POST", json: { mobileNumber: "9876500301" } });
    expect(res.status).toBe(503);
    expect((await res.json()).message).toMatch(/Could not send the SMS/);
    expect(await t.prisma.otpChallenge.count({ where: { consumedAt: null } })).toBe(0);
  });
});
