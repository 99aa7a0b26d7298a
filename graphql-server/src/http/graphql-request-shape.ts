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

/** Whether a request body is one JSON object (what a GraphQL POST must send). */
export function isJsonObject(text: string): boolean {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === "object" && !Array.isArray(parsed);
  } catch {
    return false;
  }
}
