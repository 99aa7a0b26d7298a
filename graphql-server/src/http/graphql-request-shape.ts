/**
 * A GET /graphql whose `variables` or `extensions` parameter is not a JSON object, described for a
 * 400 answer; null when they are well formed (or absent).
 */
export function malformedGetParameters(url: URL): string | null {
  for (const name of ["variables", "extensions"] as const) {
    const values = url.searchParams.getAll(name);
    if (values.length === 0) continue;
    if (values.length > 1) return `The "${name}" parameter must be given once`;
    let parsed: unknown;
    try {
      parsed = JSON.parse(values[0]!);
    } catch {
      return `The "${name}" parameter must be a JSON object`;
    }
    if (parsed !== null && (typeof parsed !== "object" || Array.isArray(parsed)))
      return `The "${name}" parameter must be a JSON object`;
  }
  return null;
}

/** A request body's one JSON object (what a GraphQL POST must send), or null when it is anything else. */
export function jsonObjectOf(text: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === "object" && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
