import { OtpError, SmsDeliveryError } from "./otp.ts";
import { OtpUsedUpError, RateLimitError, ServiceUnavailableError, ValidationError } from "../../errors/app-errors.ts";
import { SMS_UNAVAILABLE_MESSAGE } from "../../rules/otp.ts";

/** Runs an OTP service call, turning its failures into the schema's typed errors. */
export async function otpCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof OtpError) {
      if (error.status === 429) throw new RateLimitError(error.text, error.retryAfterSeconds ?? 60);
      throw error.reason === "usedUp" ? new OtpUsedUpError(error.text) : new ValidationError(error.text);
    }
    if (error instanceof SmsDeliveryError) {
      throw new ServiceUnavailableError(SMS_UNAVAILABLE_MESSAGE);
    }
    throw error;
  }
}
