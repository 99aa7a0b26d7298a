// Verification step 2 (spec §2 Verification, §4 OTP panel): a signed-in user proves a mobile number
// with the OTP sent by `sendOtp`; only this sets isMobileVerified.
import { builder } from "../builder.ts";
import { ConflictError, ValidationError } from "../errors.ts";
import { isUniqueViolation } from "../db/unique-violation.ts";
import { otpCall } from "./otp-call.ts";

export const NUMBER_TAKEN_MESSAGE = "This mobile number is already registered to another account";

builder.mutationFields((t) => ({
  verifyMobileNumber: t.prismaField({
    type: "User",
    description:
      "Checks the OTP sent to `mobileNumber` (by sendOtp) and makes it the signed-in user's verified number. " +
      "A number that belongs to another account is a conflict. Changing the number signs out every other " +
      "session (this one gets a fresh cookie).",
    authScopes: { signedIn: true },
    errors: { types: [ValidationError, ConflictError] },
    args: {
      mobileNumber: t.arg.string({ required: true, description: "The number the code was sent to (10 digits, 6-9 first)." }),
      otp: t.arg.string({ required: true, description: "The 6-digit code." }),
    },
    resolve: async (query, _root, args, ctx) => {
      const viewer = ctx.viewer!;
      // The code is checked first, so only the number's owner learns whether it is registered elsewhere.
      const { mobileNumber } = await otpCall(() => ctx.otp.verify({ mobileNumber: args.mobileNumber, otp: args.otp }));
      const changed = mobileNumber !== viewer.mobileNumber;
      let updated;
      try {
        updated = await ctx.prisma.user.update({
          where: { id: viewer.id },
          data: { mobileNumber, isMobileVerified: true, ...(changed ? { sessionVersion: { increment: 1 } } : {}) },
          select: { id: true, sessionVersion: true },
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new ConflictError(NUMBER_TAKEN_MESSAGE);
        throw error;
      }
      if (changed) {
        ctx.responseCookies.push(await ctx.sessions.issue({ userId: updated.id, version: updated.sessionVersion }));
        ctx.viewer = { ...viewer, mobileNumber, isMobileVerified: true, sessionVersion: updated.sessionVersion };
      }
      return ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: viewer.id } });
    },
  }),
}));
