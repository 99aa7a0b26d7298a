// The embedded (PGlite) database of the mixed-load section: a DATA_DIR under bench/results (gitignored), its
// database in DATA_DIR/pglite as the server keeps it. Made once with the demo data (what the server seeds
// into an empty embedded database) plus synthetic jobs, then reused; the server must not be running on it.
import path from "node:path";
import { openPglite } from "../graphql-server/src/db/adapter.ts";
import { createPrisma } from "../graphql-server/src/db/client.ts";
import type { Prisma } from "../graphql-server/src/db/client.ts";
import { migrate } from "../graphql-server/src/db/migrate.ts";
import { isDatabaseEmpty, seedDemo } from "../graphql-server/src/db/seed/demo.ts";
import { seedSynthetic } from "../graphql-server/src/db/seed/synthetic.ts";
import { RESULTS_DIR } from "./server.ts";

export const PGLITE_DATA_DIR = path.join(RESULTS_DIR, "pglite-data");

/** Opens the embedded database (made ready with `jobs` jobs), runs `work` on it, closes it. */
export async function withPglite<T>(options: { jobs: number; log: (line: string) => void }, work: (prisma: Prisma, jobs: number) => Promise<T>): Promise<T> {
  const db = await openPglite(path.join(PGLITE_DATA_DIR, "pglite"));
  const prisma = createPrisma(db);
  try {
    const applied = await migrate(db.factory);
    if (applied.length) options.log(`PGlite: applied ${applied.length} migration(s)`);
    if (await isDatabaseEmpty(prisma)) {
      options.log("PGlite: adding the demo data…");
      await seedDemo(prisma);
    }
    const have = await prisma.job.count();
    if (have < options.jobs) {
      const add = options.jobs - have;
      options.log(`PGlite: adding ${add.toLocaleString("en-US")} synthetic jobs, once (reused next time from ${path.relative(process.cwd(), PGLITE_DATA_DIR)})…`);
      const started = performance.now();
      let reported = 0;
      await seedSynthetic(prisma, {
        jobs: add,
        laborers: Math.ceil(add / 10),
        checkpointAfterBatches: true,
        onProgress: ({ inserted, total }) => {
          const tenth = Math.floor((inserted / total) * 10);
          if (tenth > reported) {
            reported = tenth;
            options.log(`PGlite:   ${tenth * 10}% of ${total.toLocaleString("en-US")} rows, ${((performance.now() - started) / 1000).toFixed(0)} s`);
          }
        },
      });
      await prisma.$executeRawUnsafe("ANALYZE");
    }
    return await work(prisma, await prisma.job.count());
  } finally {
    await prisma.$disconnect();
    await db.close();
  }
}
