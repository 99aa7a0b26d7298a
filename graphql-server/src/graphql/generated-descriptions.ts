import { type GraphQLField, type GraphQLSchema, isInterfaceType, isObjectType, isUnionType } from "graphql";

/** `MutationApplyToJobResult` -> "`applyToJob`"; `UserJobsConnection` -> "`User.jobs`". */
function fieldOf(typeName: string, suffix: string): string {
  const base = typeName.slice(0, -suffix.length);
  const match = /^(Query|Mutation)(.+)$/.exec(base);
  if (match) return `\`${match[2]!.charAt(0).toLowerCase()}${match[2]!.slice(1)}\``;
  const split = /^([A-Z][a-z0-9]*)(.+)$/.exec(base);
  return split ? `\`${split[1]}.${split[2]!.charAt(0).toLowerCase()}${split[2]!.slice(1)}\`` : `\`${base}\``;
}

const FIELD_TEXT: Record<string, string> = {
  id: "Globally unique id (Relay): pass it to `node(id:)` and to mutations that refer to this object.",
  edges: "The results on this page, each with its cursor.",
  pageInfo: "Where this page is, for fetching the next one.",
  node: "The result.",
  cursor: "Pass as `after` to get the results that follow this one.",
  data: "The result.",
  totalCount: "How many results match, across all pages.",
  startCursor: "The cursor of the first result on this page.",
  endCursor: "The cursor of the last result on this page: pass it as `after` for the next page.",
  hasNextPage: "Whether more results follow this page.",
  hasPreviousPage: "Whether results come before this page.",
};

const ARG_TEXT: Record<string, string> = {
  first: "How many results to return (at most 100).",
  after: "Return results after this cursor (`pageInfo.endCursor` of the previous page).",
  last: "How many results to return from the end.",
  before: "Return results before this cursor.",
  id: "A global id.",
  ids: "Global ids.",
};

function describeField(field: GraphQLField<unknown, unknown>) {
  field.description ??= FIELD_TEXT[field.name];
  for (const arg of field.args) arg.description ??= ARG_TEXT[arg.name];
}

/**
 * Gives the types the plugins generate (errors-plugin result unions and success wrappers, Relay
 * connections, edges, Node and its queries) descriptions, so every type and field in GraphiQL's
 * docs explains itself. Hand-written descriptions are never replaced.
 */
export function describeGeneratedTypes(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith("__")) continue;
    if (isUnionType(type) && type.name.endsWith("Result")) {
      type.description ??= `The outcome of ${fieldOf(type.name, "Result")}: its result, or an error type whose \`message\` says why it failed.`;
    }
    if (isObjectType(type) && type.name.endsWith("Success")) {
      type.description ??= `The successful result of ${fieldOf(type.name, "Success")}.`;
    }
    if (isObjectType(type) && type.name.endsWith("ConnectionEdge")) {
      type.description ??= `One result of ${fieldOf(type.name, "ConnectionEdge")} and its cursor.`;
    } else if (isObjectType(type) && type.name.endsWith("Connection")) {
      type.description ??= `A page of ${fieldOf(type.name, "Connection")} results (Relay cursor pagination).`;
    }
    if (type.name === "PageInfo") type.description ??= "Where a page of results sits in the whole list.";
    if (type.name === "Node") type.description ??= "An object with a global id, fetchable with `node(id:)`.";
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) describeField(field);
    }
  }
  const query = schema.getQueryType()?.getFields();
  if (query?.node) query.node.description ??= "Any object by its global id.";
  if (query?.nodes) query.nodes.description ??= "Several objects by their global ids, in the same order.";
  return schema;
}
