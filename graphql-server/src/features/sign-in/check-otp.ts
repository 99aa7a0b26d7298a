// The OTP test page: a code sent by sendOtp is checked (and used up, like any code), and nothing else
// happens: no account is created or changed, no number is verified, and no one is signed in.
import { builder } from "../../graphql/builder.ts";
import { OtpUsedUpError, ValidationError } from "../../errors/app-errors.ts";
import { otpCall } from "./otp-call.ts";
import { otpService } from "./otp-service.ts";

builder.mutationFields((t) => ({
  checkOtp: t.boolean({
    description:
      "Checks a code sent by sendOtp to `mobileNumber`, for the OTP test page: true when it is right. The code is " +
      "used up (and wrong tries count) as for signing in, but nothing else changes: no account is created or " +
      "changed, no number is verified and no one is signed in. Works signed out and signed in.",
    errors: { types: [ValidationError, OtpUsedUpError] },
    args: {
      mobileNumber: t.arg.string({ required: true, description: "The number the code was sent to." }),
      otp: t.arg.string({ required: true, description: "The 6-digit code." }),
    },
    resolve: async (_root, args, ctx) => {
      await otpCall(() => otpService(ctx).verify({ mobileNumber: args.mobileNumber, otp: args.otp }));
      return true;
    },
  }),
}));
