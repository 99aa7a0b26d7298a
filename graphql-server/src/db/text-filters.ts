/** Filter text longer than this is cut (a filter, not stored data: no need to reject it). */
export const MAX_FILTER_CHARACTERS = 100;

/**
 * Text a LIKE pattern matches literally: PostgreSQL's ILIKE (behind Prisma's `contains`) reads `%` and
 * `_` as wildcards and `\` as their escape, so a search for "50%" must not match everything.
 */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** A case-insensitive "contains this text" filter, with the text taken literally. */
export const contains = (text: string) => ({ contains: likeLiteral(text), mode: "insensitive" as const });

/**
 * A case-insensitive "equals this text" filter, with the text taken literally. Prisma compiles a
 * case-insensitive `equals` to ILIKE too, so without escaping "paddy_harvesting" would match
 * "Paddy Harvesting" and a trailing `\` would be a malformed pattern (a database error).
 */
export const equalsIgnoringCase = (text: string) => ({ equals: likeLiteral(text), mode: "insensitive" as const });

/** The words of a free-text search: trimmed, cut to MAX_FILTER_CHARACTERS, at most `maxWords`. */
export function searchWords(search: string | null | undefined, maxWords: number): string[] {
  const text = (search ?? "").trim().slice(0, MAX_FILTER_CHARACTERS);
  return text === "" ? [] : text.split(/\s+/).slice(0, maxWords);
}

/**
 * One condition per word: the word appears (any case, anywhere) in at least one of the columns.
 * Put them in an AND so every word must match. `Where` is the model's Prisma where-input.
 */
export function eachWordInSomeColumn<Where>(columns: readonly string[], words: readonly string[]): Where[] {
  return words.map((word) => ({ OR: columns.map((column) => ({ [column]: contains(word) })) }) as Where);
}

/**
 * A filter value as given, trimmed; blank and the word `all` (what "All …" pickers send) mean
 * "no filter" and give null.
 */
export function filterText(value: string | null | undefined): string | null {
  const text = (value ?? "").trim();
  return text === "" || text.toLowerCase() === "all" ? null : text;
}
