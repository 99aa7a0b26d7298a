// How much one GraphQL operation may ask for. Depth, aliases, directives and tokens are checked
// before execution (graphql-armor); cost by the complexity plugin, from each field's cost: a field
// counts 1 per parent row, a connection multiplies its children by its page size (first or last, as
// a literal or a variable), `nodes` by its number of ids, other lists by LIST_MULTIPLIER.
export const QUERY_LIMITS = {
  maxDepth: 12,
  maxAliases: 15,
  maxDirectives: 10,
  maxTokens: 2000,
  /** Roughly the values an operation may return: `first: 100` inside `first: 100` is over. */
  maxCost: 50_000,
  /** Ids one `nodes` query may ask for. */
  maxNodeIds: 100,
} as const;

/** The page size of a connection asked for without `first` or `last`. */
export const DEFAULT_PAGE_SIZE = 20;
/** Assumed length of a plain list field (skills of a job, field errors). */
export const LIST_MULTIPLIER = 10;

/** A connection's cost: its children once per row of the page asked for. */
export function pageCost(args: { first?: number | null; last?: number | null }) {
  return { field: 1, multiplier: Math.max(1, args.first ?? args.last ?? DEFAULT_PAGE_SIZE) };
}

/** `nodes(ids:)`: its children once per id (any length counts, so a flood of ids is refused before it runs). */
export function idListCost(args: { ids: readonly unknown[] }) {
  return { field: 1, multiplier: Math.max(1, args.ids.length) };
}
