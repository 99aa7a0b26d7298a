import { PrismaClient } from "../generated/prisma/client.ts";
import type { Database } from "./adapter.ts";

export type Prisma = PrismaClient;

/** A Prisma client on the given database's driver adapter. */
export function createPrisma(db: Database): PrismaClient {
  return new PrismaClient({ adapter: db.factory });
}
