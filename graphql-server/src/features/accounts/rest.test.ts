import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVALID_OTP_MESSAGE } from "../../rules/otp.ts";
import { DEMO_ACCOUNTS } from "../../db/seed/demo-accounts.ts";
import { type TestApp, createTestApp, sessionCookieFrom } from "../../test/app.ts";

const FORM = {
  mobileNumber: "9999999999",
  country: "India",
  state: "Karnataka",
  district: "Mandya",
  block: "Maddur",
  cityVillage: "Kestur",
  pincode: "571428",
  fullAddress: "",
  educationLevel: "higher_secondary",
  gender: "male",
  age: "29",
  isMobileVerified: true,
  isAddressVerified: false,
};

describe("user REST paths (contract)", () => {
  let t: TestApp;
  let seq = 0;
  async function newUser(data: Record<string, unknown> = {}) {
    seq += 1;
    const mobileNumber = `70000005${String(seq).padStart(2, "0")}`;
    const user = await t.prisma.user.create({ data: { mobileNumber, userType: "laborer", ...data } });
    return { user, cookie: await t.cookieFor(mobileNumber) };
  }
  const json = (method: string, json: unknown, cookie?: string) => ({ method, json, cookie });

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
  });
  afterAll(() => t.close());

  describe("PATCH /api/auth/user", () => {
    it("saves the verification form; isMobileVerified, isAddressVerified and mobileNumber in the body are ignored", async () => {
      const { user, cookie } = await newUser();
      const res = await t.request("/api/auth/user", json("PATCH", FORM, cookie));
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body).toMatchObject({
        id: user.id,
        mobileNumber: user.mobileNumber,
        isMobileVerified: false,
        isAddressVerified: true,
        state: "Karnataka",
        pincode: "571428",
        fullAddress: null,
        educationLevel: "higher_secondary",
        gender: "male",
        age: 29,
        skills: [],
      });
      expect(body).not.toHaveProperty("databaseId");
      expect(body).not.toHaveProperty("__typename");
      expect(await t.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({
        isMobileVerified: false,
        age: 29,
      });
    });

    it("answers 400 with the validation message and per-field errors", async () => {
      const { cookie } = await newUser();
      const res = await t.request("/api/auth/user", json("PATCH", { ...FORM, pincode: "5714", block: "" }, cookie));
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        message: "Block is required",
        errors: { block: "Block is required", pincode: "Pincode must be 6 digits" },
      });
      const gender = await t.request("/api/auth/user", json("PATCH", { gender: "unknown" }, cookie));
      expect(gender.status).toBe(400);
      expect((await gender.json()).errors).toEqual({ gender: "Gender must be male, female or other" });
      const age = await t.request("/api/auth/user", json("PATCH", { age: "twenty" }, cookie));
      expect(age.status).toBe(400);
      const young = await t.request("/api/auth/user", json("PATCH", { age: 12 }, cookie));
      expect(await young.json()).toEqual({
        message: "Age must be at least 16",
        errors: { age: "Age must be at least 16" },
      });
      // A number too large for any age gets the age rule's message, not a GraphQL coercion text.
      const huge = await t.request("/api/auth/user", json("PATCH", { age: 99999999999 }, cookie));
      expect(huge.status).toBe(400);
      expect(await huge.json()).toEqual({
        message: "Age must be less than 80",
        errors: { age: "Age must be less than 80" },
      });
    });

    it("is 401 when signed out", async () => {
      const res = await t.request("/api/auth/user", json("PATCH", { state: "Karnataka" }));
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: "Unauthorized" });
    });
  });

  describe("GET /api/auth/user", () => {
    it("includes fullAddress and the skills as {id, name}", async () => {
      const laborer = await t.prisma.user.findUniqueOrThrow({
        where: { mobileNumber: DEMO_ACCOUNTS.laborer },
        include: { skills: { include: { skill: true }, orderBy: { id: "asc" } } },
      });
      const res = await t.request("/api/auth/user", { cookie: await t.cookieFor(DEMO_ACCOUNTS.laborer) });
      const body = await res.json();
      expect(body.skills).toEqual(laborer.skills.map((s) => ({ id: s.skill.id, name: s.skill.name })));
      expect(body).toHaveProperty("fullAddress", laborer.fullAddress);
    });
  });

  describe("POST /api/users/update-type", () => {
    it("sets the role and returns the user", async () => {
      const { user, cookie } = await newUser({ userType: null });
      const res = await t.request("/api/users/update-type", json("POST", { userType: "training_provider" }, cookie));
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ id: user.id, userType: "training_provider" });
      expect((await t.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).userType).toBe("training_provider");
    });

    it("answers 400 for anything but the three roles, and changes nothing", async () => {
      const { user, cookie } = await newUser({ userType: "laborer" });
      for (const userType of ["admin", "", null, 3]) {
        const res = await t.request("/api/users/update-type", json("POST", { userType }, cookie));
        expect(res.status).toBe(400);
        expect((await res.json()).message).toBe("userType must be one of: laborer, employer, training_provider");
      }
      expect((await t.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).userType).toBe("laborer");
    });

    it("is 401 when signed out", async () => {
      const res = await t.request("/api/users/update-type", json("POST", { userType: "employer" }));
      expect(res.status).toBe(401);
    });
  });

  describe("POST /api/otp/verify", () => {
    const sendCode = async (mobileNumber: string) =>
      (await (await t.request("/api/otp/send", json("POST", { mobileNumber }))).json()).demo_otp as string;

    it("verifies the signed-in user's number", async () => {
      const { user, cookie } = await newUser();
      const otp = await sendCode(user.mobileNumber);
      const res = await t.request("/api/otp/verify", json("POST", { mobileNumber: user.mobileNumber, otp }, cookie));
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body).toMatchObject({ message: "Mobile number verified", user: { id: user.id, isMobileVerified: true } });
      expect((await t.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).isMobileVerified).toBe(true);
    });

    it("changing the number hands back a fresh session cookie", async () => {
      const { user, cookie } = await newUser();
      const newNumber = "7000000599";
      const otp = await sendCode(newNumber);
      const res = await t.request("/api/otp/verify", json("POST", { mobileNumber: newNumber, otp }, cookie));
      expect((await res.json()).user.mobileNumber).toBe(newNumber);
      const me = await t.request("/api/auth/user", { cookie: sessionCookieFrom(res) });
      expect((await me.json()).id).toBe(user.id);
      expect((await t.request("/api/auth/user", { cookie })).status).toBe(401);
    });

    it("answers 400 with the OTP service's message for a wrong code", async () => {
      const { user, cookie } = await newUser();
      const otp = await sendCode(user.mobileNumber);
      const res = await t.request(
        "/api/otp/verify",
        json("POST", { mobileNumber: user.mobileNumber, otp: otp === "000000" ? "111111" : "000000" }, cookie),
      );
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: INVALID_OTP_MESSAGE });
    });

    it("answers 409 for a number of another account", async () => {
      const { cookie } = await newUser();
      const otp = await sendCode(DEMO_ACCOUNTS.training_provider);
      const res = await t.request(
        "/api/otp/verify",
        json("POST", { mobileNumber: DEMO_ACCOUNTS.training_provider, otp }, cookie),
      );
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ message: "This mobile number is already registered to another account" });
    });

    it("is 401 when signed out", async () => {
      const res = await t.request("/api/otp/verify", json("POST", { mobileNumber: "7000000598", otp: "123456" }));
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: "Unauthorized" });
    });
  });

  for (const path of ["/api/users/delete-account", "/api/users/account"]) {
    describe(`DELETE ${path}`, () => {
      it("deletes the signed-in account and signs it out", async () => {
        const { user, cookie } = await newUser();
        const res = await t.request(path, { method: "DELETE", cookie });
        expect(res.status).toBe(200);
        expect(await res.json()).toEqual({ message: "Your account has been permanently deleted." });
        expect(res.headers.getSetCookie().join("\n")).toMatch(/ks_session=;/);
        expect(await t.prisma.user.findUnique({ where: { id: user.id } })).toBeNull();
        expect((await t.request("/api/auth/user", { cookie })).status).toBe(401);
      });

      it("refuses a cross-site request (403) and deletes nothing", async () => {
        const { user, cookie } = await newUser();
        const res = await t.request(path, { method: "DELETE", cookie, headers: { origin: "https://evil.example" } });
        expect(res.status).toBe(403);
        expect(await t.prisma.user.findUnique({ where: { id: user.id } })).not.toBeNull();
      });

      it("is 401 when signed out", async () => {
        const before = await t.prisma.user.count();
        const res = await t.request(path, { method: "DELETE" });
        expect(res.status).toBe(401);
        expect(await res.json()).toEqual({ message: "Unauthorized" });
        expect(await t.prisma.user.count()).toBe(before);
      });
    });
  }

  describe("POST /api/auth/logout-everywhere", () => {
    it("revokes every session of the user", async () => {
      const { user, cookie } = await newUser();
      const other = await t.cookieFor(user.mobileNumber);
      expect((await t.request("/api/auth/user", { cookie: other })).status).toBe(200);
      const res = await t.request("/api/auth/logout-everywhere", {
        method: "POST",
        cookie,
        headers: { "x-requested-with": "fetch" },
      });
      expect(res.status).toBe(200);
      expect(res.headers.getSetCookie().join("\n")).toMatch(/ks_session=;/);
      expect((await t.request("/api/auth/user", { cookie: other })).status).toBe(401);
    });

    it("refuses a POST without body or X-Requested-With (403)", async () => {
      const { cookie } = await newUser();
      const res = await t.request("/api/auth/logout-everywhere", { method: "POST", cookie });
      expect(res.status).toBe(403);
      expect((await t.request("/api/auth/user", { cookie })).status).toBe(200);
    });

    it("is 401 when signed out", async () => {
      const res = await t.request("/api/auth/logout-everywhere", { method: "POST", json: {} });
      expect(res.status).toBe(401);
    });
  });
});
