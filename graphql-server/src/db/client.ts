import { PrismaClient } from "../generated/prisma/client.ts";
import type { Database } from "./adapter.ts";

export type Prisma = PrismaClient;

/** A Prisma client on the given database's driver adapter. */
export function createPrisma(db: Database, options: { onQuery?: (sql: string) => void } = {}): PrismaClient {
  const client = new PrismaClient({
    adapter: db.factory,
    log: options.onQuery ? [{ emit: "event", level: "query" }] : [],
  });
  if (options.onQuery) {
    const onQuery = options.onQuery;
    (client as unknown as { $on: (e: "query", cb: (ev: { query: string }) => void) => void }).$on("query", (ev) =>
      onQuery(ev.query),
    );
  }
  return client;
}
