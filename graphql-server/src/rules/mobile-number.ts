/** A 10-digit Indian mobile number (without +91); these start with 6, 7, 8 or 9. */
export const MOBILE_NUMBER_PATTERN = /^[6-9]\d{9}$/;

export const MOBILE_NUMBER_MESSAGE = /*i18n*/ "Mobile number must be a valid 10-digit Indian number";

/** The trimmed number if `value` is a string holding a valid mobile number, else null. */
export function parseMobileNumber(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  return MOBILE_NUMBER_PATTERN.test(trimmed) ? trimmed : null;
}
