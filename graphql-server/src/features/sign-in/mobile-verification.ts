// Verification step 2 (the OTP panel): a signed-in user proves a mobile number
// with the OTP sent by `sendOtp`; only this sets isMobileVerified.
import { revokeUserSessions, startSession } from "../../session/session-store.ts";
import { builder } from "../../graphql/builder.ts";
import { ConflictError, OtpUsedUpError, ValidationError } from "../../errors/app-errors.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import { ACCOUNT_MESSAGES } from "../../rules/account.ts";
import { otpCall } from "./otp-call.ts";
import { otpService } from "./otp-service.ts";

builder.mutationFields((t) => ({
  verifyMobileNumber: t.prismaField({
    type: "User",
    description:
      "Checks the OTP sent to `mobileNumber` (by sendOtp) and makes it the signed-in user's verified number. " +
      "A number that belongs to another account is a conflict. Changing the number signs out every other " +
      "session; this device continues on a fresh session cookie.",
    authScopes: { signedIn: true },
    errors: { types: [ValidationError, OtpUsedUpError, ConflictError] },
    args: {
      mobileNumber: t.arg.string({
        required: true,
        description: "The number the code was sent to (10 digits, 6-9 first).",
      }),
      otp: t.arg.string({ required: true, description: "The 6-digit code." }),
    },
    resolve: async (query, _root, args, ctx) => {
      const viewer = ctx.viewer!;
      // The code is checked first, so only the number's owner learns whether it is registered elsewhere.
      const { mobileNumber } = await otpCall(() =>
        otpService(ctx).verify({ mobileNumber: args.mobileNumber, otp: args.otp }),
      );
      const changed = mobileNumber !== viewer.mobileNumber;
      try {
        const { user, session } = await ctx.prisma.$transaction(async (tx) => {
          const user = await tx.user.update({
            ...query,
            where: { id: viewer.id },
            data: { mobileNumber, isMobileVerified: true },
          });
          if (!changed) return { user, session: null };
          // A new number ends every session, this one included; this device continues on a fresh one.
          await revokeUserSessions(tx, viewer.id);
          return { user, session: await startSession(tx, viewer.id, ctx.userAgent) };
        });
        if (session) {
          ctx.responseCookies.push(await ctx.sessions.issue({ token: session.token }));
          ctx.sessionId = session.id;
        }
        return user;
      } catch (error) {
        if (isUniqueViolation(error)) throw new ConflictError(ACCOUNT_MESSAGES.numberTaken);
        throw error;
      }
    },
  }),
}));
