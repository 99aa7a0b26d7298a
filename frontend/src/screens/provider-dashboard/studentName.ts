/** A student's name: first and last name, or `fallback` ('Student') when they gave none. */
export function studentName(laborer: { readonly firstName: string | null | undefined; readonly lastName: string | null | undefined }, fallback: string): string {
  return [laborer.firstName, laborer.lastName].filter(Boolean).join(" ") || fallback;
}
