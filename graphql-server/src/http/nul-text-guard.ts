import { GraphQLError, Kind, visit, type DocumentNode } from "graphql";
import type { Plugin } from "graphql-yoga";

/**
 * PostgreSQL cannot store the NUL character in text, so a string holding one would fail deep inside a
 * search or a write. Every string input — literals in the query and every variable, at any depth
 * (the REST shim's inputs arrive as variables too) — is checked here, once, and refused with 400.
 */
export const NUL_TEXT_MESSAGE = "Text must not contain the NUL character (\\u0000).";

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 64 || value === null || typeof value !== "object") return false;
  if (Array.isArray(value)) return value.some((item) => hasNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes("\u0000") || hasNul(item, depth + 1));
}

/** Each document's answer: the parser's cache hands every request of one operation the same document. */
const documentsChecked = new WeakMap<DocumentNode, boolean>();

function documentHasNul(document: DocumentNode): boolean {
  const known = documentsChecked.get(document);
  if (known !== undefined) return known;
  const found = literalHasNul(document);
  documentsChecked.set(document, found);
  return found;
}

function literalHasNul(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    [Kind.STRING]: (node) => {
      if (node.value.includes("\u0000")) found = true;
    },
  });
  return found;
}

export function nulTextGuard(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      if (hasNul(args.variableValues) || documentHasNul(args.document)) {
        setResultAndStopExecution({
          errors: [
            new GraphQLError(NUL_TEXT_MESSAGE, { extensions: { code: "BAD_USER_INPUT", http: { status: 400 } } }),
          ],
        });
      }
    },
  };
}
