import { personName } from "../../rules/person-name.ts";

/** A course's provider as a course card names it: the organisation, else the person's name. */
export function providerName(
  provider: { firstName: string | null; lastName: string | null; businessName: string | null } | null,
): string | null {
  if (!provider) return null;
  return provider.businessName?.trim() || personName(provider);
}
