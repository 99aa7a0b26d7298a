// The embedded (PGlite) database of the mixed-load section: a DATA_DIR under bench/results (gitignored), its
// database in DATA_DIR/pglite as the server keeps it. Made once with the demo data (what the server seeds
// into an empty embedded database) plus synthetic jobs, then reused; the server must not be running on it.
import path from "node:path";
import { openPglite } from "../graphql-server/src/db/adapter.ts";
import { createPrisma } from "../graphql-server/src/db/client.ts";
import type { Prisma } from "../graphql-server/src/db/client.ts";
import { fillDatabase } from "./database.ts";
import { RESULTS_DIR } from "./server.ts";

export const PGLITE_DATA_DIR = path.join(RESULTS_DIR, "pglite-data");

/** Opens the embedded database (made ready with `jobs` jobs), runs `work` on it, closes it. */
export async function withPglite<T>(
  options: { jobs: number; log: (line: string) => void },
  work: (prisma: Prisma, jobs: number) => Promise<T>,
): Promise<T> {
  // Filling in the coordinates of 100,000 new jobs writes more write-ahead log between checkpoints than the default
  // max_wal_size lets through, and the checkpoint that forces stalls PGlite (graphql-server/src/db/adapter.ts).
  const db = await openPglite(path.join(PGLITE_DATA_DIR, "pglite"), { settings: { max_wal_size: "16GB" } });
  const prisma = createPrisma(db);
  try {
    await fillDatabase(db, prisma, {
      jobs: options.jobs,
      log: (line) => options.log(`PGlite: ${line}`),
      checkpointAfterBatches: true,
    });
    return await work(prisma, await prisma.job.count());
  } finally {
    await prisma.$disconnect();
    await db.close();
  }
}
