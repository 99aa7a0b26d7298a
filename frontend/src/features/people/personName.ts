/** A person's display name: first and last name, or `fallback` ('Laborer', 'Student') when they gave neither. */
export function personName(
  person: { readonly firstName?: string | null; readonly lastName?: string | null },
  fallback = "",
): string {
  return [person.firstName, person.lastName].filter(Boolean).join(" ") || fallback;
}
