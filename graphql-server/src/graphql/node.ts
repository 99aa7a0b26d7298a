// `node(id:)` and `nodes(ids:)`. An id that names no object — not a global id at all, an unknown type,
// a type that is not a Node, a database id out of range, or a row that does not exist — is simply
// null, never an error; in `nodes`, only that entry is null. `nodes` takes at most
// QUERY_LIMITS.maxNodeIds ids, and its cost counts every id.
import { decodeGlobalID, resolveNodes } from "@pothos/plugin-relay";
import { GraphQLError, type GraphQLResolveInfo, isObjectType } from "graphql";
import { builder } from "./builder.ts";
import type { Context } from "./context.ts";
import { QUERY_LIMITS, idListCost } from "./query-limits.ts";

interface ParsedId {
  typename: string;
  id: string;
}

/** Database ids are positive 32-bit integers. */
const DATABASE_ID = /^[1-9]\d{0,9}$/;
const MAX_DATABASE_ID = 2_147_483_647;

/** The id, parsed, when it can name an object of a Node type; otherwise null. */
function loadable(info: GraphQLResolveInfo, globalId: string): ParsedId | null {
  let parsed: ParsedId;
  try {
    parsed = decodeGlobalID(globalId);
  } catch {
    return null;
  }
  if (!DATABASE_ID.test(parsed.id) || Number(parsed.id) > MAX_DATABASE_ID) return null;
  const type = info.schema.getType(parsed.typename);
  return isObjectType(type) && type.getInterfaces().some((node) => node.name === "Node") ? parsed : null;
}

/** Prisma's "no record found" (the node loader reads with findUniqueOrThrow). */
const isNotFound = (error: unknown) => (error as { code?: unknown } | null)?.code === "P2025";

/** The object with that id, or null. */
async function load(ctx: Context, info: GraphQLResolveInfo, globalId: string): Promise<unknown> {
  const id = loadable(info, globalId);
  if (!id) return null;
  try {
    return (await resolveNodes(builder, ctx, info, [id]))[0] ?? null;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

builder.queryFields((t) => ({
  node: t.field({
    type: builder.nodeInterfaceRef(),
    nullable: true,
    description: "Any object by its global id; null when the id names nothing (or nothing you may see).",
    args: { id: t.arg.id({ required: true, description: "A global id." }) },
    resolve: (_root, { id }, ctx, info) => load(ctx, info, String(id)),
  }),

  nodes: t.field({
    type: [builder.nodeInterfaceRef()],
    nullable: { list: false, items: true },
    description: `Several objects by their global ids (at most ${QUERY_LIMITS.maxNodeIds}), in the same order; null for an id that names nothing.`,
    args: { ids: t.arg.idList({ required: true, description: "Global ids." }) },
    complexity: idListCost,
    resolve: (_root, { ids }, ctx, info) => {
      if (ids.length > QUERY_LIMITS.maxNodeIds) {
        throw new GraphQLError(`At most ${QUERY_LIMITS.maxNodeIds} ids can be asked for at once.`, {
          extensions: { code: "BAD_USER_INPUT", http: { status: 400 } },
        });
      }
      return Promise.all(ids.map((id) => load(ctx, info, String(id))));
    },
  }),
}));
