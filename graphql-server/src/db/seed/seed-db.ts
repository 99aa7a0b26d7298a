import type { Prisma } from "../../generated/prisma/client.ts";

/** What seeding code writes through: a Prisma client or the client of an open transaction. */
export type SeedDb = Prisma.TransactionClient;
