// Statements PostgreSQL keeps prepared, by name, on each connection. A statement the server sends again is then
// parsed once per connection instead of on every request, and PostgreSQL plans it once as well when one plan
// serves every value (its own choice, made after five executions: plan_cache_mode auto).
// A statement that matches text by a pattern (LIKE, ILIKE) is never named: its best plan depends on the pattern
// (a rare word is found through a trigram index, a common one by walking an ordered index), so it is planned for
// its own pattern on every execution.
// A text is named the second time it is seen, so a statement sent once never is, and at most `max` texts are named
// in the life of the process: a connection keeps every statement it prepared until it closes, so statements whose
// text carries values (an id written into the SQL) cannot make that grow without bound.

/** Texts named in the life of a process; later texts are sent unnamed. */
export const PREPARED_STATEMENTS_MAX = 200;

/** Texts remembered as seen once (each kept whole: a few KB); past it the memory starts again. */
export const SEEN_ONCE_MAX = 500;

/** A text pattern match in SQL. */
const TEXT_PATTERN = /\bI?LIKE\b/i;

/** The statement's name, or "" for the unnamed statement (parsed and planned each time). */
export type StatementNamer = (query: { sql: string }) => string;

export function statementNamer(max = PREPARED_STATEMENTS_MAX): StatementNamer {
  const names = new Map<string, string>();
  const seenOnce = new Set<string>();
  return ({ sql }) => {
    const name = names.get(sql);
    if (name !== undefined) return name;
    if (names.size >= max || TEXT_PATTERN.test(sql)) return "";
    if (!seenOnce.delete(sql)) {
      if (seenOnce.size >= SEEN_ONCE_MAX) seenOnce.clear();
      seenOnce.add(sql);
      return "";
    }
    const fresh = `khetsetu_${names.size + 1}`;
    names.set(sql, fresh);
    return fresh;
  };
}
