/**
 * The server's own message inside a failed Relay request (a GraphQL error such as a refused mutation), or
 * undefined for transport failures, whose text ('500: ...') is not meant for users; callers then show
 * the spec's fallback text.
 */
export function relayErrorMessage(error: unknown): string | undefined {
  const source = (error as { source?: { errors?: ReadonlyArray<{ message?: unknown }> } } | null)?.source;
  const message = source?.errors?.find((e) => typeof e.message === "string" && e.message.trim())?.message;
  return typeof message === "string" ? message : undefined;
}

/** 10 digits starting with 6, 7, 8 or 9 (spec §5). */
export const MOBILE_NUMBER_PATTERN = /^[6-9]\d{9}$/;

/** Keeps digits only, at most `max` of them (mobile number 10, OTP 6). */
export function digitsOnly(value: string, max: number): string {
  return value.replace(/\D/g, "").slice(0, max);
}
