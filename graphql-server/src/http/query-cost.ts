import {
  type DocumentNode,
  type FragmentDefinitionNode,
  GraphQLError,
  type GraphQLSchema,
  type GraphQLCompositeType,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
  getNamedType,
  isCompositeType,
  isInterfaceType,
  isObjectType,
} from "graphql";
import type { Plugin } from "graphql-yoga";

/** Page size assumed for a connection asked for without `first`/`last` (the schema's default). */
const DEFAULT_PAGE = 20;

function intValue(node: ValueNode | undefined, variables: Record<string, unknown>): number | null {
  if (!node) return null;
  if (node.kind === Kind.INT) return Number(node.value);
  if (node.kind === Kind.VARIABLE) {
    const value = variables[node.name.value];
    return typeof value === "number" ? value : null;
  }
  return null;
}

/**
 * How many field values a query can resolve at most: each field counts once per parent row, and a
 * connection multiplies its children by its page size — `first`/`last` whether written literally
 * or passed as a variable (static cost analysis cannot see variables). 100 jobs with 10 fields each
 * cost about 1,000.
 */
export function queryCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> = {},
  operationName?: string | null,
): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  let operation: OperationDefinitionNode | undefined;
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    if (definition.kind === Kind.OPERATION_DEFINITION && (!operationName || definition.name?.value === operationName)) {
      operation ??= definition;
    }
  }
  if (!operation) return 0;
  const root =
    operation.operation === "mutation" ? schema.getMutationType() : operation.operation === "subscription" ? schema.getSubscriptionType() : schema.getQueryType();
  if (!root) return 0;

  const visiting = new Set<string>();
  const walk = (selectionSet: SelectionSetNode, parent: GraphQLCompositeType, multiplier: number): number => {
    let cost = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        cost += multiplier;
        if (!selection.selectionSet || !(isObjectType(parent) || isInterfaceType(parent))) continue;
        const field = parent.getFields()[selection.name.value];
        if (!field) continue;
        const type = getNamedType(field.type);
        if (!isCompositeType(type)) continue;
        const pageArg = selection.arguments?.find((arg) => arg.name.value === "first" || arg.name.value === "last");
        const page = intValue(pageArg?.value, variables) ?? (type.name.endsWith("Connection") ? DEFAULT_PAGE : 1);
        cost += walk(selection.selectionSet, type, multiplier * Math.max(1, page));
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const condition = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
        cost += walk(selection.selectionSet, condition && isCompositeType(condition) ? condition : parent, multiplier);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        if (!fragment || visiting.has(name)) continue;
        visiting.add(name);
        const condition = schema.getType(fragment.typeCondition.name.value);
        cost += walk(fragment.selectionSet, condition && isCompositeType(condition) ? condition : parent, multiplier);
        visiting.delete(name);
      }
    }
    return cost;
  };
  return walk(operation.selectionSet, root, 1);
}

/** Refuses, before running it, an operation whose `queryCost` is above `maxCost`. */
export function queryCostLimit(maxCost: number): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const cost = queryCost(args.schema, args.document, (args.variableValues ?? {}) as Record<string, unknown>, args.operationName);
      if (cost > maxCost) {
        setResultAndStopExecution({
          errors: [
            new GraphQLError(`Query is too expensive: it could return ${cost} values, over the limit of ${maxCost}. Ask for smaller pages.`, {
              extensions: { code: "QUERY_TOO_EXPENSIVE", http: { status: 400 } },
            }),
          ],
        });
      }
    },
  };
}
