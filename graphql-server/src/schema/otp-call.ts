import { OtpError, SmsDeliveryError } from "../auth/otp.ts";
import { OtpUsedUpError, RateLimitError, ServiceUnavailableError, ValidationError } from "../errors.ts";

/** Runs an OTP service call, turning its failures into the schema's typed errors. */
export async function otpCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof OtpError) {
      if (error.status === 429) throw new RateLimitError(error.message, error.retryAfterSeconds ?? 60);
      throw error.reason === "usedUp" ? new OtpUsedUpError(error.message) : new ValidationError(error.message);
    }
    if (error instanceof SmsDeliveryError) {
      throw new ServiceUnavailableError("Could not send the SMS right now. Please try again in a minute.");
    }
    throw error;
  }
}
