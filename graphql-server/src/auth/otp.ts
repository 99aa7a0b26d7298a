// One-time passwords for sign-in by mobile number. Every rule lives in the database (OtpChallenge
// rows), so it holds across several server processes: only an HMAC of each code is stored, codes
// expire and are single-use, wrong guesses are counted atomically, and sends are rate limited
// per number and per IP under advisory locks so concurrent requests cannot slip past a limit.
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import type { Prisma } from "../db/client.ts";
import type { Prisma as PrismaTypes } from "../generated/prisma/client.ts";
import {
  INVALID_OTP_MESSAGE,
  MOBILE_NUMBER_MESSAGE,
  OTP_RULES,
  maskMobileNumber,
  parseMobileNumber,
} from "./otp-rules.ts";
import type { SmsLogger, SmsProvider } from "./sms/provider.ts";

/** A refusal to show the client: 400 for bad input or a bad code, 429 when over a send limit. */
export class OtpError extends Error {
  override name = "OtpError";
  readonly status: 400 | 429;
  readonly retryAfterSeconds?: number;

  constructor(status: 400 | 429, message: string, retryAfterSeconds?: number) {
    super(message);
    this.status = status;
    if (retryAfterSeconds !== undefined) this.retryAfterSeconds = retryAfterSeconds;
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
  message: string;
  expiresInSeconds: number;
  resendAfterSeconds: number;
  demo_otp?: string;
}

export interface OtpService {
  send(input: { mobileNumber: unknown; ip?: string | null }): Promise<OtpSendResult>;
  verify(input: { mobileNumber: unknown; otp: unknown }): Promise<{ mobileNumber: string }>;
  purgeExpired(): Promise<number>;
}

/** Rows older than this no longer matter to any limit, and their codes are long expired. */
const RETENTION_SECONDS = Math.max(OTP_RULES.perIp.windowSeconds, ...OTP_RULES.perNumber.map((w) => w.windowSeconds));
const CODE_PATTERN = new RegExp(`^\\d{${OTP_RULES.codeLength}}$`);
/** Advisory-lock classes (two-key form), so a number and an IP address never share a lock. */
const LOCK_CLASS_NUMBER = 0x4f54_5001;
const LOCK_CLASS_IP = 0x4f54_5002;

export function createOtpService(opts: OtpServiceOptions): OtpService {
  const { prisma, sms, demoMode, logger } = opts;
  const now = opts.now ?? (() => new Date());
  if (!opts.pepper) throw new Error("OTP service needs a non-empty pepper");
  const pepper = opts.pepper;

  const hashCode = (mobileNumber: string, code: string): Buffer =>
    createHmac("sha256", pepper).update(`${mobileNumber}:${code}`).digest();

  return {
    async send({ mobileNumber: rawNumber, ip: rawIp }) {
      const mobileNumber = parseMobileNumber(rawNumber);
      if (!mobileNumber) throw new OtpError(400, MOBILE_NUMBER_MESSAGE);
      const ip = rawIp?.trim() || null;
      const code = randomInt(0, 10 ** OTP_RULES.codeLength)
        .toString()
        .padStart(OTP_RULES.codeLength, "0");
      const codeHash = hashCode(mobileNumber, code).toString("hex");

      const challengeId = await prisma.$transaction(
        async (tx) => {
          // Lock order is always number, then IP, so two sends can never wait on each other in a cycle.
          await tx.$executeRaw`SELECT pg_advisory_xact_lock(${LOCK_CLASS_NUMBER}::int4, hashtext(${mobileNumber}))`;
          if (ip) await tx.$executeRaw`SELECT pg_advisory_xact_lock(${LOCK_CLASS_IP}::int4, hashtext(${ip}))`;
          // Read the clock once the locks are held, so it is never older than a send committed before.
          const at = now();
          const retryAfter = await secondsUntilSendAllowed(tx, mobileNumber, ip, at);
          if (retryAfter > 0) {
            logger?.warn({ to: maskMobileNumber(mobileNumber), ip, retryAfterSeconds: retryAfter }, "OTP send refused: rate limit");
            throw new OtpError(429, rateLimitMessage(retryAfter), retryAfter);
          }
          // A resend replaces every earlier code for the number.
          await tx.otpChallenge.updateMany({
            where: { mobileNumber, consumedAt: null },
            data: { consumedAt: at },
          });
          const row = await tx.otpChallenge.create({
            data: {
              mobileNumber,
              codeHash,
              ip,
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
        await sms.sendOtp(mobileNumber, code, OTP_RULES.ttlSeconds);
      } catch (err) {
        // Delivery failed: the code must not be usable, so the challenge is marked consumed. It is
        // kept (not deleted) so it still counts towards the send limits: a gateway that times out
        // may have delivered the SMS anyway, and retries must not become a way to flood a number.
        await prisma.otpChallenge.updateMany({
          where: { id: challengeId, consumedAt: null },
          data: { consumedAt: now() },
        });
        logger?.warn(
          { to: maskMobileNumber(mobileNumber), provider: sms.name, error: err instanceof Error ? err.message : String(err) },
          "OTP SMS delivery failed",
        );
        throw new SmsDeliveryError("SMS delivery failed", { cause: err });
      }
      logger?.info({ to: maskMobileNumber(mobileNumber), provider: sms.name }, "OTP sent");

      const reply: OtpSendResult = {
        message: "OTP sent successfully",
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
      if (!CODE_PATTERN.test(code)) throw new OtpError(400, INVALID_OTP_MESSAGE);

      const at = now();
      const live = {
        consumedAt: null,
        expiresAt: { gt: at },
        attempts: { lt: OTP_RULES.maxVerifyAttempts },
      };
      const challenge = await prisma.otpChallenge.findFirst({
        where: { mobileNumber, ...live },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        select: { id: true, codeHash: true },
      });
      const given = hashCode(mobileNumber, code);
      if (!challenge) throw new OtpError(400, INVALID_OTP_MESSAGE);
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
      await prisma.otpChallenge.updateMany({
        where: { id: challenge.id, attempts: { lt: OTP_RULES.maxVerifyAttempts } },
        data: { attempts: { increment: 1 } },
      });
      // Out of attempts: retire the code (lookups also skip it by its attempts alone).
      await prisma.otpChallenge.updateMany({
        where: { id: challenge.id, consumedAt: null, attempts: { gte: OTP_RULES.maxVerifyAttempts } },
        data: { consumedAt: at },
      });
      throw new OtpError(400, INVALID_OTP_MESSAGE);
    },

    async purgeExpired() {
      const cutoff = new Date(now().getTime() - RETENTION_SECONDS * 1000);
      const { count } = await prisma.otpChallenge.deleteMany({ where: { createdAt: { lt: cutoff } } });
      return count;
    },
  };
}

/** 0 when a send is allowed now; otherwise whole seconds until every exceeded limit clears. */
async function secondsUntilSendAllowed(tx: PrismaTypes.TransactionClient, mobileNumber: string, ip: string | null, at: Date): Promise<number> {
  const nowMs = at.getTime();
  const secondsUntil = (ms: number) => Math.max(1, Math.ceil((ms - nowMs) / 1000));
  let wait = 0;

  // Sends for the number within the longest window, oldest first.
  const longest = Math.max(...OTP_RULES.perNumber.map((w) => w.windowSeconds));
  const sends = (
    await tx.otpChallenge.findMany({
      where: { mobileNumber, createdAt: { gt: new Date(nowMs - longest * 1000) } },
      orderBy: { createdAt: "asc" },
      select: { createdAt: true },
    })
  ).map((r) => r.createdAt.getTime());

  const latest = sends.at(-1);
  if (latest !== undefined && nowMs - latest < OTP_RULES.resendAfterSeconds * 1000) {
    wait = Math.max(wait, secondsUntil(latest + OTP_RULES.resendAfterSeconds * 1000));
  }
  for (const { windowSeconds, max } of OTP_RULES.perNumber) {
    const inWindow = sends.filter((t) => t > nowMs - windowSeconds * 1000);
    if (inWindow.length >= max) {
      // A send is allowed once enough of the oldest ones have left the window.
      wait = Math.max(wait, secondsUntil(inWindow[inWindow.length - max]! + windowSeconds * 1000));
    }
  }

  if (ip) {
    const { windowSeconds, max } = OTP_RULES.perIp;
    const since = new Date(nowMs - windowSeconds * 1000);
    const count = await tx.otpChallenge.count({ where: { ip, createdAt: { gt: since } } });
    if (count >= max) {
      const blocking = await tx.otpChallenge.findFirst({
        where: { ip, createdAt: { gt: since } },
        orderBy: { createdAt: "asc" },
        skip: count - max,
        select: { createdAt: true },
      });
      if (blocking) wait = Math.max(wait, secondsUntil(blocking.createdAt.getTime() + windowSeconds * 1000));
    }
  }
  return wait;
}

/** "Too many OTP requests. Please try again in 7 minutes." */
export function rateLimitMessage(retryAfterSeconds: number): string {
  return `Too many OTP requests. Please try again in ${describeDuration(retryAfterSeconds)}.`;
}

function describeDuration(seconds: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;
  if (seconds < 60) return plural(seconds, "second");
  if (seconds < 3600) return plural(Math.ceil(seconds / 60), "minute");
  return plural(Math.ceil(seconds / 3600), "hour");
}
