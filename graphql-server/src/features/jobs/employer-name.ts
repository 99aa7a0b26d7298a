import { personName } from "../../rules/person-name.ts";

/** The employer's name on a job card: "First Last" when they gave a name, else their business name. */
export function employerName(
  employer: { firstName: string | null; lastName: string | null; businessName: string | null } | null,
): string | null {
  if (!employer) return null;
  return personName(employer) ?? (employer.businessName?.trim() || null);
}
