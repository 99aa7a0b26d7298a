import { GraphQLError } from "graphql";
import type { Plugin } from "graphql-yoga";

/**
 * Brackets ({ [ ( ) nested deeper than this are refused before the query is parsed. The parser is
 * recursive, so a document nested thousands of levels deep would exhaust the stack (a 500) before the
 * depth and token limits could answer; real operations stay far below this.
 */
export const MAX_QUERY_NESTING = 64;

/** How deeply brackets nest in a GraphQL document, outside strings and comments. */
export function queryNesting(query: string): number {
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < query.length; i++) {
    const character = query[i]!;
    if (character === "#") {
      while (i < query.length && query[i] !== "\n") i++;
    } else if (character === '"') {
      const block = query.startsWith('"""', i);
      const end = block ? '"""' : '"';
      i += end.length;
      while (i < query.length && !query.startsWith(end, i)) i += query[i] === "\\" ? 2 : 1;
      i += end.length - 1;
    } else if (character === "{" || character === "[" || character === "(") {
      depth++;
      if (depth > deepest) deepest = depth;
    } else if (character === "}" || character === "]" || character === ")") {
      depth--;
    }
  }
  return deepest;
}

export function queryNestingGuard(): Plugin {
  return {
    onParams({ params, setResult }) {
      if (typeof params.query === "string" && queryNesting(params.query) > MAX_QUERY_NESTING) {
        setResult({
          errors: [
            new GraphQLError(`The query is nested too deeply (more than ${MAX_QUERY_NESTING} levels of brackets).`, {
              extensions: { code: "BAD_REQUEST", http: { status: 400 } },
            }),
          ],
        });
      }
    },
  };
}
