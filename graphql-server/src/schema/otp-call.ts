import { OtpError, SmsDeliveryError } from "../auth/otp.ts";
import { RateLimitError, ServiceUnavailableError, ValidationError } from "../errors.ts";

/** Runs an OTP service call, turning its failures into the schema's typed errors. */
export async function otpCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof OtpError) {
      throw error.status === 429
        ? new RateLimitError(error.message, error.retryAfterSeconds ?? 60)
        : new ValidationError(error.message);
    }
    if (error instanceof SmsDeliveryError) {
      throw new ServiceUnavailableError("Could not send the SMS right now. Please try again in a minute.");
    }
    throw error;
  }
}
