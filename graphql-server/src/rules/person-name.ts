/** A person's name as cards show it: "First Last", or null when they gave neither. */
export function personName(person: { firstName: string | null; lastName: string | null }): string | null {
  const name = [person.firstName, person.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ");
  return name || null;
}
