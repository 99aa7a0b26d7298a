// One-time passwords for sign-in by mobile number. Every rule lives in the database, so it holds
// across several server processes: a challenge row keeps only HMACs of the number and the code,
// codes expire and are single-use, wrong guesses are counted atomically, and sends are limited per
// number and per client address by the shared rate limits (limits/).
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import type { Prisma } from "../../db/client.ts";
import type { Locale } from "../../i18n/locale.ts";
import { type Message, english } from "../../i18n/translate.ts";
import { RATE_LIMITS, RATE_LIMIT_MESSAGES } from "../../limits/limits.ts";
import { type RateLimitCheck, rateLimitKeys, takeRateLimits } from "../../limits/rate-limit.ts";
import {
  INVALID_OTP_MESSAGE,
  OTP_CODE_PATTERN,
  OTP_RULES,
  OTP_SENT_MESSAGE,
  OTP_USED_UP_MESSAGE,
} from "../../rules/otp.ts";
import { MOBILE_NUMBER_MESSAGE, parseMobileNumber } from "../../rules/mobile-number.ts";
import { maskMobileNumber } from "../../sms/mask-mobile-number.ts";
import type { SmsLogger, SmsProvider } from "../../sms/sms-provider.ts";

/**
 * A refusal to show the client: 400 for bad input or a bad code, 429 when over a send limit. `text` is
 * the catalog message to translate for the user; `message` its English text.
 */
export class OtpError extends Error {
  override name = "OtpError";
  readonly status: 400 | 429;
  readonly text: Message;
  readonly retryAfterSeconds?: number;
  /** "usedUp": the code ran out of attempts, so only a new code can help. */
  readonly reason?: "usedUp";

  constructor(status: 400 | 429, text: Message, retryAfterSeconds?: number, reason?: "usedUp") {
    super(english(text));
    this.status = status;
    this.text = text;
    if (retryAfterSeconds !== undefined) this.retryAfterSeconds = retryAfterSeconds;
    if (reason) this.reason = reason;
  }
}

/** The SMS provider failed; the code was retired and the send still counts towards the limits. */
export class SmsDeliveryError extends Error {
  override name = "SmsDeliveryError";
}

export interface OtpServiceOptions {
  prisma: Prisma;
  sms: SmsProvider;
  /** Secret mixed into every code hash (the server passes its session secret). */
  pepper: string;
  /** Clock; tests move it instead of sleeping. */
  now?: () => Date;
  /** Demo mode returns the code in the send reply (as `demo_otp`). */
  demoMode: boolean;
  logger?: SmsLogger;
}

export interface OtpSendResult {
  /** The confirmation's catalog message (its English text). */
  message: string;
  expiresInSeconds: number;
  resendAfterSeconds: number;
  demo_otp?: string;
}

export interface OtpService {
  /** Sends a code by SMS, worded in `locale` (English when not given). */
  send(input: { mobileNumber: unknown; ip?: string | null; locale?: Locale }): Promise<OtpSendResult>;
  verify(input: { mobileNumber: unknown; otp: unknown }): Promise<{ mobileNumber: string }>;
}

export function createOtpService(opts: OtpServiceOptions): OtpService {
  const { prisma, sms, demoMode, logger } = opts;
  const now = opts.now ?? (() => new Date());
  if (!opts.pepper) throw new Error("OTP service needs a non-empty pepper");
  const pepper = opts.pepper;
  const keys = rateLimitKeys(pepper);
  const hashCode = (mobileNumber: string, code: string): Buffer =>
    createHmac("sha256", pepper).update(`${mobileNumber}:${code}`).digest();

  return {
    async send({ mobileNumber: rawNumber, ip: rawIp, locale = "en" }) {
      const mobileNumber = parseMobileNumber(rawNumber);
      if (!mobileNumber) throw new OtpError(400, MOBILE_NUMBER_MESSAGE);
      const ip = rawIp?.trim() || null;
      const numberHash = keys.mobileNumber(mobileNumber);
      const code = randomInt(0, 10 ** OTP_RULES.codeLength)
        .toString()
        .padStart(OTP_RULES.codeLength, "0");
      const codeHash = hashCode(mobileNumber, code).toString("hex");
      const challengeId = await prisma.$transaction(
        async (tx) => {
          const checks: RateLimitCheck[] = [{ limit: RATE_LIMITS.otpPerNumber, key: numberHash }];
          if (ip) checks.push({ limit: RATE_LIMITS.otpPerAddress, key: keys.address(ip) });
          // The clock is read inside the transaction, so it is never older than a send committed before.
          const at = now();
          const retryAfter = await takeRateLimits(tx, checks, at);
          if (retryAfter > 0) {
            logger?.warn(
              { to: maskMobileNumber(mobileNumber), retryAfterSeconds: retryAfter },
              "OTP send refused: rate limit",
            );
            throw new OtpError(429, RATE_LIMIT_MESSAGES.otp(retryAfter), retryAfter);
          }
          // A resend replaces every earlier code for the number.
          await tx.otpChallenge.updateMany({ where: { numberHash, consumedAt: null }, data: { consumedAt: at } });
          const row = await tx.otpChallenge.create({
            data: {
              numberHash,
              codeHash,
              expiresAt: new Date(at.getTime() + OTP_RULES.ttlSeconds * 1000),
              createdAt: at,
            },
            select: { id: true },
          });
          return row.id;
        },
        { maxWait: 10_000, timeout: 15_000 },
      );
      try {
        await sms.sendOtp(mobileNumber, code, OTP_RULES.ttlSeconds, locale);
      } catch (err) {
        // Delivery failed: the code must not be usable. The send still counts towards the limits: a
        // gateway that times out may have delivered the SMS anyway, and retries must not flood a number.
        await prisma.otpChallenge.updateMany({
          where: { id: challengeId, consumedAt: null },
          data: { consumedAt: now() },
        });
        logger?.warn(
          {
            to: maskMobileNumber(mobileNumber),
            provider: sms.name,
            error: err instanceof Error ? err.message : String(err),
          },
          "OTP SMS delivery failed",
        );
        throw new SmsDeliveryError("SMS delivery failed", { cause: err });
      }
      logger?.info({ to: maskMobileNumber(mobileNumber), provider: sms.name }, "OTP sent");
      const reply: OtpSendResult = {
        message: OTP_SENT_MESSAGE,
        expiresInSeconds: OTP_RULES.ttlSeconds,
        resendAfterSeconds: OTP_RULES.resendAfterSeconds,
      };
      if (demoMode) reply.demo_otp = code;
      return reply;
    },

    async verify({ mobileNumber: rawNumber, otp }) {
      const mobileNumber = parseMobileNumber(rawNumber);
      if (!mobileNumber) throw new OtpError(400, MOBILE_NUMBER_MESSAGE);
      const code = typeof otp === "string" ? otp.trim() : "";
      if (!OTP_CODE_PATTERN.test(code)) throw new OtpError(400, INVALID_OTP_MESSAGE);
      const numberHash = keys.mobileNumber(mobileNumber);
      const at = now();
      const live = { consumedAt: null, expiresAt: { gt: at }, attempts: { lt: OTP_RULES.maxVerifyAttempts } };
      // The newest code for the number that has not expired: live, used, replaced or out of attempts.
      const challenge = await prisma.otpChallenge.findFirst({
        where: { numberHash, expiresAt: { gt: at } },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        select: { id: true, codeHash: true, consumedAt: true, attempts: true },
      });
      if (!challenge) throw new OtpError(400, INVALID_OTP_MESSAGE);
      if (challenge.attempts >= OTP_RULES.maxVerifyAttempts)
        throw new OtpError(400, OTP_USED_UP_MESSAGE, undefined, "usedUp");
      if (challenge.consumedAt) throw new OtpError(400, INVALID_OTP_MESSAGE);
      const given = hashCode(mobileNumber, code);
      const stored = Buffer.from(challenge.codeHash, "hex");
      if (stored.length === given.length && timingSafeEqual(stored, given)) {
        // Conditional on still being live, so of two concurrent right answers only one wins, and
        // a code that ran out of attempts meanwhile stays dead.
        const { count } = await prisma.otpChallenge.updateMany({
          where: { id: challenge.id, ...live },
          data: { consumedAt: at },
        });
        if (count === 1) return { mobileNumber };
        throw new OtpError(400, INVALID_OTP_MESSAGE);
      }
      // Wrong code: count the attempt; the condition keeps concurrent guesses from passing the maximum.
      const counted = await prisma.otpChallenge.updateManyAndReturn({
        where: { id: challenge.id, consumedAt: null, attempts: { lt: OTP_RULES.maxVerifyAttempts } },
        data: { attempts: { increment: 1 } },
        select: { attempts: true },
      });
      const attempts = counted[0]?.attempts ?? OTP_RULES.maxVerifyAttempts;
      if (attempts >= OTP_RULES.maxVerifyAttempts) {
        // That was the last try: the code is dead, and the user must ask for a new one.
        await prisma.otpChallenge.updateMany({
          where: { id: challenge.id, consumedAt: null },
          data: { consumedAt: at },
        });
        throw new OtpError(400, OTP_USED_UP_MESSAGE, undefined, "usedUp");
      }
      throw new OtpError(400, INVALID_OTP_MESSAGE);
    },
  };
}
