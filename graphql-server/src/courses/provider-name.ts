/** A course's provider as a course card names it: the organisation, else the person's name. */
export function providerName(
  provider: { firstName: string | null; lastName: string | null; businessName: string | null } | null,
): string | null {
  if (!provider) return null;
  const person = [provider.firstName, provider.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ");
  return provider.businessName?.trim() || person || null;
}
