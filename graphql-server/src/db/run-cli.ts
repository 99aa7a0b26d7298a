// An operator command's database: the server's own (DATABASE_URL, else the PGlite data directory), migrated,
// handed to `run`, then closed; the process ends with run's exit code (1 when it throws, with the error printed).
// A PGlite directory a running server holds is refused with its message.
import { type Database, openDatabase } from "./adapter.ts";
import { type Prisma, createPrisma } from "./client.ts";
import { migrate } from "./migrate.ts";
import { DatabaseInUseError } from "./pglite-lock.ts";

export async function runWithDatabase(run: (prisma: Prisma) => Promise<number>): Promise<never> {
  let db: Database;
  try {
    db = await openDatabase();
  } catch (error) {
    if (!(error instanceof DatabaseInUseError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  const prisma = createPrisma(db);
  let exitCode = 1;
  try {
    const applied = await migrate(db.factory);
    if (applied.length > 0) console.log(`Applied ${applied.length} migration(s).`);
    exitCode = await run(prisma);
  } catch (error) {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  } finally {
    await prisma.$disconnect();
    await db.close();
  }
  // Explicitly: closing PGlite resets process.exitCode.
  process.exit(exitCode);
}
