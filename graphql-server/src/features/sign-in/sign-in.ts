import { revokeSession, startSession } from "../../session/session-store.ts";
import { builder } from "../../graphql/builder.ts";
import { OtpUsedUpError, RateLimitError, ServiceUnavailableError, ValidationError } from "../../errors/app-errors.ts";
import { UserType } from "../../generated/prisma/enums.ts";
import { translate } from "../../i18n/translate.ts";
import { otpCall } from "./otp-call.ts";
import { otpService } from "./otp-service.ts";

const OtpSent = builder
  .objectRef<{ message: string; expiresInSeconds: number; resendAfterSeconds: number; demo_otp?: string }>("OtpSent")
  .implement({
    description: "A code was sent by SMS.",
    fields: (t) => ({
      message: t.string({
        description: "Confirmation to show the user, in the request's language.",
        resolve: (sent, _args, ctx) => translate(ctx.locale, sent.message),
      }),
      expiresInSeconds: t.exposeInt("expiresInSeconds", { description: "Seconds until the code expires." }),
      resendAfterSeconds: t.exposeInt("resendAfterSeconds", {
        description: "Seconds before a new code may be requested.",
      }),
      demoOtp: t.string({
        nullable: true,
        description: "The code itself, only when the server runs in OTP demo mode (never in production).",
        resolve: (sent) => sent.demo_otp ?? null,
      }),
    }),
  });

builder.mutationFields((t) => ({
  sendOtp: t.field({
    type: OtpSent,
    description:
      "Sends a 6-digit sign-in or verification code by SMS. Works signed out and signed in. " +
      "Limited to 3 per number per 10 minutes and 10 per day.",
    errors: { types: [ValidationError, RateLimitError, ServiceUnavailableError] },
    args: { mobileNumber: t.arg.string({ required: true, description: "10 digits, starting with 6-9." }) },
    resolve: (_root, args, ctx) =>
      otpCall(() => otpService(ctx).send({ mobileNumber: args.mobileNumber, ip: ctx.ip, locale: ctx.locale })),
  }),

  signIn: t.prismaField({
    type: "User",
    description:
      "Verifies an OTP and signs in, setting the session cookie. The first sign-in for a number creates " +
      "the account, with its type taken from `role`.",
    errors: { types: [ValidationError, OtpUsedUpError] },
    args: {
      mobileNumber: t.arg.string({ required: true, description: "The number the code was sent to." }),
      otp: t.arg.string({ required: true, description: "The 6-digit code." }),
      role: t.arg({ type: UserType, required: false, description: "Account type for a new account." }),
    },
    resolve: async (query, _root, args, ctx) => {
      const { mobileNumber } = await otpCall(() =>
        otpService(ctx).verify({ mobileNumber: args.mobileNumber, otp: args.otp }),
      );
      const user = await ctx.prisma.user.upsert({
        ...query,
        where: { mobileNumber },
        update: { isMobileVerified: true },
        create: { mobileNumber, isMobileVerified: true, userType: args.role ?? null },
      });
      const session = await startSession(ctx.prisma, user.id, ctx.userAgent);
      ctx.responseCookies.push(await ctx.sessions.issue({ token: session.token }));
      ctx.viewer = user;
      ctx.sessionId = session.id;
      return user;
    },
  }),

  signOut: t.boolean({
    description: "Signs out of this browser: its session ends on the server and the cookie is cleared. Always true.",
    resolve: async (_root, _args, ctx) => {
      if (ctx.sessionId) await revokeSession(ctx.prisma, ctx.sessionId);
      ctx.responseCookies.push(ctx.sessions.clear());
      ctx.viewer = null;
      ctx.sessionId = null;
      return true;
    },
  }),
}));
