// The schema's description is large (about 160 KB), and anyone may ask for it, signed out and in production
// (GraphiQL's Docs pane). So one operation may ask for it at most once: more than one `__schema` or `__type`
// selection (aliases, repeated fragments) is refused before anything runs.
import { type ASTVisitor, Kind, type SelectionSetNode, type ValidationContext } from "graphql";
import type { Plugin } from "graphql-yoga";
import { localizedGraphQLError } from "../i18n/graphql-errors.ts";
import { ERROR_MESSAGES } from "../rules/errors.ts";

/** `__schema` and `__type` selections one operation may hold, each. */
export const MAX_INTROSPECTION_SELECTIONS = 1;

const LIMITED = ["__schema", "__type"] as const;

/** How many times each of `__schema` and `__type` is asked for under `selectionSet`, fragments followed. */
function introspectionSelections(
  context: ValidationContext,
  selectionSet: SelectionSetNode,
  seen: ReadonlySet<string> = new Set(),
): Record<(typeof LIMITED)[number], number> {
  const counts = { __schema: 0, __type: 0 };
  const add = (more: typeof counts) => {
    counts.__schema += more.__schema;
    counts.__type += more.__type;
  };
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      const name = selection.name.value;
      if (name === "__schema" || name === "__type") counts[name]++;
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      add(introspectionSelections(context, selection.selectionSet, seen));
    } else {
      const name = selection.name.value;
      const fragment = context.getFragment(name);
      // A fragment that spreads itself is refused by GraphQL's own validation.
      if (fragment && !seen.has(name))
        add(introspectionSelections(context, fragment.selectionSet, new Set(seen).add(name)));
    }
  }
  return counts;
}

/** The validation rule: each operation holds at most one `__schema` and one `__type` selection at its root. */
export function introspectionLimitRule(context: ValidationContext): ASTVisitor {
  return {
    OperationDefinition(operation) {
      const counts = introspectionSelections(context, operation.selectionSet);
      for (const field of LIMITED) {
        if (counts[field] > MAX_INTROSPECTION_SELECTIONS) {
          context.reportError(
            localizedGraphQLError(
              { id: ERROR_MESSAGES.introspectionLimit, values: { field, count: counts[field] } },
              { nodes: [operation], extensions: { code: "INTROSPECTION_LIMIT", http: { status: 400, spec: false } } },
            ),
          );
        }
      }
    },
  };
}

/**
 * Yoga plugin adding the rule to every operation's validation. A refused operation is HTTP 400 whatever the
 * client accepts (`spec: false`: Yoga would otherwise answer validation errors to `application/json` with 200).
 */
export function introspectionLimit(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(introspectionLimitRule);
    },
  };
}
