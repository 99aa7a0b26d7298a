import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type TestDatabase, createTestDatabase } from "../../test/database.ts";
import { OtpError, SmsDeliveryError, createOtpService } from "./otp.ts";
import { rateLimitKeys } from "../../limits/rate-limit.ts";
import { INVALID_OTP_MESSAGE, OTP_RULES, OTP_USED_UP_MESSAGE } from "../../rules/otp.ts";
import { MOBILE_NUMBER_MESSAGE } from "../../rules/mobile-number.ts";
import type { Locale } from "../../i18n/locale.ts";
import type { SmsProvider } from "../../sms/sms-provider.ts";

const START = new Date("2026-03-02T06:00:00.000Z");
const NUMBER = "9876543210";
const PEPPER = "test-pepper-0123456789";

/** An SMS provider that records what it was asked to deliver (or fails, when told to). */
class RecordingSms implements SmsProvider {
  name = "recording";
  sent: { mobileNumber: string; code: string; ttlSeconds: number; locale: Locale }[] = [];
  fail = false;
  async sendOtp(mobileNumber: string, code: string, ttlSeconds: number, locale: Locale) {
    this.sent.push({ mobileNumber, code, ttlSeconds, locale });
    if (this.fail) throw new Error("gateway down");
  }
  lastCode(): string {
    const last = this.sent.at(-1);
    if (!last) throw new Error("no SMS sent");
    return last.code;
  }
}

interface LogEntry {
  level: "info" | "warn";
  obj: object;
  msg?: string;
}

describe("OTP service", () => {
  let t: TestDatabase;
  let clock: Date;
  let sms: RecordingSms;
  let logs: LogEntry[];

  const advance = (seconds: number) => {
    clock = new Date(clock.getTime() + seconds * 1000);
  };
  const service = (demoMode = false) =>
    createOtpService({
      prisma: t.prisma,
      sms,
      pepper: PEPPER,
      now: () => clock,
      demoMode,
      logger: {
        info: (obj, msg) => logs.push({ level: "info", obj, msg }),
        warn: (obj, msg) => logs.push({ level: "warn", obj, msg }),
      },
    });
  /** The OtpError a promise rejects with (fails the test if it resolves or rejects otherwise). */
  const otpError = async (promise: Promise<unknown>): Promise<OtpError> => {
    const err = await promise.then(
      () => {
        throw new Error("expected an OtpError, but the call succeeded");
      },
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(OtpError);
    return err as OtpError;
  };
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.prisma.otpChallenge.deleteMany();
    await t.prisma.rateLimitHit.deleteMany();
    clock = START;
    sms = new RecordingSms();
    logs = [];
  });

  describe("send", () => {
    it("returns demo_otp only in demo mode, and always hands the code to the SMS provider", async () => {
      const demo = await service(true).send({ mobileNumber: NUMBER });
      expect(demo).toEqual({
        message: "OTP sent successfully",
        expiresInSeconds: 300,
        resendAfterSeconds: 60,
        demo_otp: sms.lastCode(),
      });
      expect(demo.demo_otp).toMatch(/^\d{6}$/);

      advance(61);
      const real = await service(false).send({ mobileNumber: NUMBER });
      expect(real).toEqual({ message: "OTP sent successfully", expiresInSeconds: 300, resendAfterSeconds: 60 });
      expect("demo_otp" in real).toBe(false);
      expect(sms.sent).toHaveLength(2);
      expect(sms.sent[1]).toMatchObject({ mobileNumber: NUMBER, ttlSeconds: 300, locale: "en" });
    });

    it("hands the SMS provider the requester's language", async () => {
      await service().send({ mobileNumber: NUMBER, locale: "te" });
      expect(sms.sent).toEqual([expect.objectContaining({ mobileNumber: NUMBER, locale: "te" })]);
    });

    it("stores only hashes of the code and the number, and never logs either", async () => {
      await service(true).send({ mobileNumber: ` ${NUMBER} `, ip: "203.0.113.7" });
      const code = sms.lastCode();
      const rows = await t.prisma.otpChallenge.findMany();
      expect(rows).toHaveLength(1);
      const row = rows[0]!;
      expect(row.numberHash).toBe(rateLimitKeys(PEPPER).mobileNumber(NUMBER));
      const hits = await t.prisma.rateLimitHit.findMany({ select: { bucket: true, key: true } });
      expect(hits.map((hit) => hit.bucket).sort()).toEqual(["otp-address", "otp-number"]);
      expect(JSON.stringify(hits)).not.toMatch(/9876543210|203\.0\.113\.7/);
      expect(row.codeHash).not.toBe(code);
      expect(row.codeHash).not.toContain(code);
      expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.attempts).toBe(0);
      expect(row.consumedAt).toBeNull();
      expect(row.createdAt.toISOString()).toBe(START.toISOString());
      expect(row.expiresAt.getTime() - START.getTime()).toBe(300_000);

      await service().verify({ mobileNumber: NUMBER, otp: code });
      expect(logs.length).toBeGreaterThan(0);
      const logged = JSON.stringify(logs);
      expect(logged).not.toContain(code);
      expect(logged).not.toContain(NUMBER);
      expect(logged).toContain("98******10");
    });

    it("produces different codes and different hashes for different sends", async () => {
      const codes = new Set<string>();
      for (let i = 0; i < 8; i++) {
        await service().send({ mobileNumber: `90000000${String(i).padStart(2, "0")}` });
        codes.add(sms.lastCode());
      }
      const hashes = new Set((await t.prisma.otpChallenge.findMany()).map((r) => r.codeHash));
      expect(hashes.size).toBe(8);
      // 8 independent 6-digit codes being all equal is a one-in-10^35 event.
      expect(codes.size).toBeGreaterThan(1);
    });

    it.each([
      ["too short", "12345"],
      ["starts with 5", "5123456789"],
      ["a number, not a string", 9876543210],
      ["11 digits", "98765432101"],
      ["with +91", "+919876543210"],
      ["with letters", "98765abcde"],
      ["empty", ""],
      ["null", null],
      ["undefined", undefined],
    ])("rejects an invalid mobile number (%s) with 400", async (_label, mobileNumber) => {
      const err = await otpError(service(true).send({ mobileNumber }));
      expect(err.status).toBe(400);
      expect(err.message).toBe(MOBILE_NUMBER_MESSAGE);
      expect(sms.sent).toHaveLength(0);
      expect(await t.prisma.otpChallenge.count()).toBe(0);
    });

    it("refuses a resend within 60 seconds with 429", async () => {
      await service().send({ mobileNumber: NUMBER });
      advance(45);
      const err = await otpError(service().send({ mobileNumber: NUMBER }));
      expect(err.status).toBe(429);
      expect(err.retryAfterSeconds).toBe(15);
      expect(err.message).toBe("Too many OTP requests. Please try again in 15 seconds.");
      expect(sms.sent).toHaveLength(1);
      advance(15);
      await expect(service().send({ mobileNumber: NUMBER })).resolves.toMatchObject({
        message: "OTP sent successfully",
      });
    });

    it("allows 3 sends per number per 10 minutes; the 4th gets 429 with a retry time", async () => {
      for (let i = 0; i < 3; i++) {
        await service().send({ mobileNumber: NUMBER });
        advance(61);
      }
      // Now 183 s after the first send: it leaves the 10-minute window in 417 s.
      const err = await otpError(service().send({ mobileNumber: NUMBER }));
      expect(err.status).toBe(429);
      expect(err.retryAfterSeconds).toBe(417);
      expect(err.message).toBe("Too many OTP requests. Please try again in 7 minutes.");
      // Another number is unaffected.
      await expect(service().send({ mobileNumber: "9123456789" })).resolves.toBeDefined();

      advance(416);
      const lastSecond = await otpError(service().send({ mobileNumber: NUMBER }));
      expect(lastSecond.retryAfterSeconds).toBe(1);
      expect(lastSecond.message).toBe("Too many OTP requests. Please try again in 1 second.");
      advance(1);
      await expect(service().send({ mobileNumber: NUMBER })).resolves.toMatchObject({
        message: "OTP sent successfully",
      });
      expect(sms.sent.filter((s) => s.mobileNumber === NUMBER)).toHaveLength(4);
    });

    it("allows 10 sends per number per day; the 11th gets 429", async () => {
      for (let i = 0; i < 10; i++) {
        await service().send({ mobileNumber: NUMBER });
        advance(601);
      }
      const err = await otpError(service().send({ mobileNumber: NUMBER }));
      expect(err.status).toBe(429);
      // The first send leaves the day window 86400 s after it was made.
      expect(err.retryAfterSeconds).toBe(86400 - 10 * 601);
      expect(err.message).toBe("Too many OTP requests. Please try again in 23 hours.");

      advance(86400 - 10 * 601);
      await expect(service().send({ mobileNumber: NUMBER })).resolves.toBeDefined();
    });

    it("allows at least 30 numbers from one IP in 10 minutes, and stops at the per-IP limit", async () => {
      const ip = "203.0.113.50";
      const numberFor = (i: number) => String(9_000_000_000 + i);
      for (let i = 0; i < 30; i++) {
        await service().send({ mobileNumber: numberFor(i), ip });
        advance(5);
      }
      expect(sms.sent).toHaveLength(30);
      let refused: OtpError | undefined;
      let sent = 30;
      for (let i = 30; i < 200 && !refused; i++) {
        try {
          await service().send({ mobileNumber: numberFor(i), ip });
          sent++;
        } catch (e) {
          expect(e).toBeInstanceOf(OtpError);
          refused = e as OtpError;
        }
        advance(1);
      }
      expect(refused).toBeDefined();
      expect(sent).toBe(OTP_RULES.perIp.max);
      expect(refused!.status).toBe(429);
      expect(refused!.retryAfterSeconds).toBeGreaterThan(0);
      expect(refused!.message).toMatch(/^Too many OTP requests\. Please try again in \d+ (seconds?|minutes?)\.$/);
      // The same number from another address is fine.
      await expect(service().send({ mobileNumber: numberFor(500), ip: "198.51.100.1" })).resolves.toBeDefined();
      // Once the window has moved on, the address may send again.
      advance(refused!.retryAfterSeconds!);
      await expect(service().send({ mobileNumber: numberFor(501), ip })).resolves.toBeDefined();
    });

    it("lets only one of several concurrent sends for a number through", async () => {
      const results = await Promise.allSettled(
        Array.from({ length: 6 }, () => service().send({ mobileNumber: NUMBER, ip: "203.0.113.9" })),
      );
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      for (const r of results) {
        if (r.status === "rejected") expect((r.reason as OtpError).status).toBe(429);
      }
      expect(await t.prisma.otpChallenge.count()).toBe(1);
    });

    it("does not leave a usable code when SMS delivery fails, and throws SmsDeliveryError", async () => {
      sms.fail = true;
      const err = await service(true)
        .send({ mobileNumber: NUMBER })
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(SmsDeliveryError);
      expect(err).not.toBeInstanceOf(OtpError);
      expect((err as Error).message).toBe("SMS delivery failed");
      const code = sms.lastCode();
      const row = await t.prisma.otpChallenge.findFirstOrThrow();
      expect(row.consumedAt).not.toBeNull();
      expect(JSON.stringify(logs)).not.toContain(code);

      const verifyErr = await otpError(service().verify({ mobileNumber: NUMBER, otp: code }));
      expect(verifyErr.message).toBe(INVALID_OTP_MESSAGE);
    });
  });

  describe("verify", () => {
    it("accepts the right code once, then refuses it", async () => {
      await service().send({ mobileNumber: NUMBER });
      const code = sms.lastCode();
      await expect(service().verify({ mobileNumber: ` ${NUMBER}`, otp: code })).resolves.toEqual({
        mobileNumber: NUMBER,
      });
      const again = await otpError(service().verify({ mobileNumber: NUMBER, otp: code }));
      expect(again.status).toBe(400);
      expect(again.message).toBe(INVALID_OTP_MESSAGE);
    });

    it("kills the code after 5 wrong attempts, even for the right code", async () => {
      await service().send({ mobileNumber: NUMBER });
      const code = sms.lastCode();
      for (let i = 0; i < 4; i++) {
        const err = await otpError(service().verify({ mobileNumber: NUMBER, otp: wrongCode(code) }));
        expect(err.status).toBe(400);
        expect(err.message).toBe(INVALID_OTP_MESSAGE);
      }
      // The last allowed wrong try says the code is used up, not merely invalid.
      const last = await otpError(service().verify({ mobileNumber: NUMBER, otp: wrongCode(code) }));
      expect(last.message).toBe(OTP_USED_UP_MESSAGE);
      const row = await t.prisma.otpChallenge.findFirstOrThrow();
      expect(row.attempts).toBe(5);
      expect(row.consumedAt).not.toBeNull();
      const err = await otpError(service().verify({ mobileNumber: NUMBER, otp: code }));
      expect(err.message).toBe(OTP_USED_UP_MESSAGE);
      expect(err.reason).toBe("usedUp");
    });

    it("still accepts the right code after 4 wrong attempts", async () => {
      await service().send({ mobileNumber: NUMBER });
      const code = sms.lastCode();
      for (let i = 0; i < 4; i++) {
        await otpError(service().verify({ mobileNumber: NUMBER, otp: wrongCode(code) }));
      }
      await expect(service().verify({ mobileNumber: NUMBER, otp: code })).resolves.toEqual({ mobileNumber: NUMBER });
    });

    it("counts concurrent wrong guesses without passing the maximum", async () => {
      await service().send({ mobileNumber: NUMBER });
      const code = sms.lastCode();
      const results = await Promise.allSettled(
        Array.from({ length: 12 }, () => service().verify({ mobileNumber: NUMBER, otp: wrongCode(code) })),
      );
      expect(results.every((r) => r.status === "rejected")).toBe(true);
      const row = await t.prisma.otpChallenge.findFirstOrThrow();
      expect(row.attempts).toBe(OTP_RULES.maxVerifyAttempts);
      await otpError(service().verify({ mobileNumber: NUMBER, otp: code }));
    });

    it("expires the code after 300 seconds", async () => {
      await service().send({ mobileNumber: NUMBER });
      const code = sms.lastCode();
      advance(300);
      const err = await otpError(service().verify({ mobileNumber: NUMBER, otp: code }));
      expect(err.message).toBe(INVALID_OTP_MESSAGE);
    });

    it("accepts the code just before it expires", async () => {
      await service().send({ mobileNumber: NUMBER });
      advance(299);
      await expect(service().verify({ mobileNumber: NUMBER, otp: sms.lastCode() })).resolves.toEqual({
        mobileNumber: NUMBER,
      });
    });

    it("invalidates the earlier code when a new one is sent", async () => {
      await service().send({ mobileNumber: NUMBER });
      const first = sms.lastCode();
      advance(61);
      await service().send({ mobileNumber: NUMBER });
      const second = sms.lastCode();
      if (first !== second) {
        await otpError(service().verify({ mobileNumber: NUMBER, otp: first }));
      }
      const rows = await t.prisma.otpChallenge.findMany({ orderBy: { id: "asc" } });
      expect(rows.map((r) => r.consumedAt !== null)).toEqual([true, false]);
      await expect(service().verify({ mobileNumber: NUMBER, otp: second })).resolves.toEqual({ mobileNumber: NUMBER });
    });

    it("does not accept one number's code for another number", async () => {
      await service().send({ mobileNumber: NUMBER });
      const code = sms.lastCode();
      await service().send({ mobileNumber: "9123456789" });
      const err = await otpError(
        service().verify({ mobileNumber: "9123456789", otp: code === sms.lastCode() ? wrongCode(code) : code }),
      );
      expect(err.message).toBe(INVALID_OTP_MESSAGE);
    });

    it("lets exactly one of several concurrent right answers succeed", async () => {
      await service().send({ mobileNumber: NUMBER });
      const code = sms.lastCode();
      const results = await Promise.allSettled(
        Array.from({ length: 8 }, () => service().verify({ mobileNumber: NUMBER, otp: code })),
      );
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      for (const r of results) {
        if (r.status === "rejected") expect((r.reason as OtpError).message).toBe(INVALID_OTP_MESSAGE);
      }
    });

    it.each([
      ["absent", undefined],
      ["a number", 123456],
      ["too short", "12345"],
      ["letters", "12a456"],
      ["empty", ""],
    ])("refuses a malformed code (%s) with 400", async (_label, otp) => {
      await service().send({ mobileNumber: NUMBER });
      const err = await otpError(service().verify({ mobileNumber: NUMBER, otp }));
      expect(err.status).toBe(400);
      expect(err.message).toBe(INVALID_OTP_MESSAGE);
    });

    it("refuses a code when none was sent", async () => {
      const err = await otpError(service().verify({ mobileNumber: NUMBER, otp: "123456" }));
      expect(err.status).toBe(400);
      expect(err.message).toBe(INVALID_OTP_MESSAGE);
    });

    it("refuses a malformed number with 400", async () => {
      const err = await otpError(service().verify({ mobileNumber: 9876543210, otp: "123456" }));
      expect(err.status).toBe(400);
      expect(err.message).toBe(MOBILE_NUMBER_MESSAGE);
    });
  });

  it("needs a pepper", () => {
    expect(() => createOtpService({ prisma: t.prisma, sms, pepper: "", demoMode: false })).toThrow(/pepper/);
  });
});
