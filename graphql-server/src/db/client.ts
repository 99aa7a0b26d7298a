import { PrismaClient } from "../generated/prisma/client.ts";
import type { Database } from "./adapter.ts";

export type Prisma = PrismaClient;

/**
 * `select: {}` asks for no columns, which Prisma rejects. The Pothos prisma plugin passes exactly
 * that when a client selects only `__typename` or the error members of a typed-error field; read
 * the id instead, so such a query answers rather than failing with a 500.
 */
function withoutEmptySelect(args: unknown): unknown {
  if (!args || typeof args !== "object") return args;
  const select = (args as { select?: unknown }).select;
  if (select && typeof select === "object" && Object.keys(select).length === 0) {
    return { ...args, select: { id: true } };
  }
  return args;
}

/** A Prisma client on the given database's driver adapter. */
export function createPrisma(db: Database, options: { onQuery?: (sql: string) => void } = {}): PrismaClient {
  const client = new PrismaClient({
    adapter: db.factory,
    log: options.onQuery ? [{ emit: "event", level: "query" }] : [],
    // A busy machine can take a write's transaction past Prisma's 5 s; ended then, its remaining statements ran
    // outside it (a create read back nothing). Writes keep their transaction for up to 30 s.
    transactionOptions: { maxWait: 10_000, timeout: 30_000 },
  });
  if (options.onQuery) {
    const onQuery = options.onQuery;
    (client as unknown as { $on: (e: "query", cb: (ev: { query: string }) => void) => void }).$on("query", (ev) =>
      onQuery(ev.query),
    );
  }
  const extended = client.$extends({
    query: {
      $allModels: {
        $allOperations: ({ args, query }) => query(withoutEmptySelect(args) as typeof args),
      },
    },
  });
  return extended as unknown as PrismaClient;
}
