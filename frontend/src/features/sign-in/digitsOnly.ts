/** Keeps digits only, at most `max` of them (mobile number 10, OTP 6). */
export function digitsOnly(value: string, max: number): string {
  return value.replace(/\D/g, "").slice(0, max);
}
