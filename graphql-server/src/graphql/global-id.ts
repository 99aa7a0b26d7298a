import { decodeGlobalID, encodeGlobalID } from "@pothos/plugin-relay";

/**
 * The numeric database id inside a Relay global id of the given type, or null when `id` is not a
 * global id of that type. Mutations take global ids (`ID!`); resolvers turn a null into their own
 * typed error (e.g. 'Invalid skill ID', or NotFound).
 */
export function databaseIdOf(typename: string, id: string): number | null {
  try {
    const decoded = decodeGlobalID(id);
    if (decoded.typename !== typename || !/^\d{1,9}$/.test(decoded.id)) return null;
    return Number(decoded.id);
  } catch {
    return null;
  }
}

/**
 * The REST shim's plain id (path segment or body value) as a global id of the given type, for
 * passing to a GraphQL operation. Anything that is not a plain id still encodes, and then fails in
 * the resolver the same way an unknown id does.
 */
export function globalIdOf(typename: string, plainId: unknown): string {
  return encodeGlobalID(typename, typeof plainId === "number" || typeof plainId === "string" ? String(plainId) : "");
}
