// `node(id:)` and `nodes(ids:)`: an id that names no object — an unknown type, a type that is not a
// Node, a database id out of range, or a row that does not exist — is simply null, never an error;
// in `nodes`, only that entry is null. `nodes` takes at most QUERY_LIMITS.maxNodeIds ids.
import { GraphQLError, type GraphQLResolveInfo, isObjectType } from "graphql";
import { QUERY_LIMITS } from "./query-limits.ts";

interface ParsedId {
  typename: string;
  id: string;
}

/** Database ids are positive 32-bit integers. */
const DATABASE_ID = /^[1-9]\d{0,9}$/;
const MAX_DATABASE_ID = 2_147_483_647;

function canLoad(info: GraphQLResolveInfo, id: ParsedId | null | undefined): id is ParsedId {
  if (!id || !DATABASE_ID.test(id.id) || Number(id.id) > MAX_DATABASE_ID) return false;
  const type = info.schema.getType(id.typename);
  return isObjectType(type) && type.getInterfaces().some((node) => node.name === "Node");
}

type LoadOne = (id: ParsedId) => unknown;
type LoadMany = (ids: ParsedId[]) => Promise<unknown[]> | unknown[];

export async function resolveNodeLookup(
  _root: unknown,
  { id }: { id: ParsedId },
  _ctx: unknown,
  info: GraphQLResolveInfo,
  load: LoadOne,
): Promise<unknown> {
  if (!canLoad(info, id)) return null;
  return (await load(id)) ?? null;
}

export async function resolveNodesLookup(
  _root: unknown,
  { ids }: { ids: ParsedId[] },
  _ctx: unknown,
  info: GraphQLResolveInfo,
  load: LoadMany,
): Promise<unknown[]> {
  if (ids.length > QUERY_LIMITS.maxNodeIds) {
    throw new GraphQLError(`At most ${QUERY_LIMITS.maxNodeIds} ids can be asked for at once.`, {
      extensions: { code: "BAD_USER_INPUT", http: { status: 400 } },
    });
  }
  const loadable = ids.filter((id) => canLoad(info, id));
  const loaded = loadable.length ? await load(loadable) : [];
  const byId = new Map(loadable.map((id, index) => [id, loaded[index] ?? null]));
  return ids.map((id) => byId.get(id) ?? null);
}
