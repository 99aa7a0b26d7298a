import type { AppServices } from "../../graphql/context.ts";
import { type OtpService, createOtpService } from "./otp.ts";

/** The one-time code service over the request's services: their database, SMS provider, demo mode and secret. */
export function otpService(services: AppServices): OtpService {
  return createOtpService({
    prisma: services.prisma,
    sms: services.sms,
    demoMode: services.otpDemo,
    pepper: services.secret,
    logger: services.logger,
  });
}
