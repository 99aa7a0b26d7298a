// The benchmark's database: PostgreSQL at DATABASE_URL, or a dedicated `khetsetu_bench` database on the
// local server, created when missing, migrated, and seeded with the demo data plus synthetic jobs up to the
// wanted count (data already there is reused).
import pg from "pg";
import { openPostgres } from "../graphql-server/src/db/adapter.ts";
import { type Prisma, createPrisma } from "../graphql-server/src/db/client.ts";
import { migrate } from "../graphql-server/src/db/migrate.ts";
import { isDatabaseEmpty, seedDemo } from "../graphql-server/src/db/seed/demo.ts";
import { seedSynthetic } from "../graphql-server/src/db/seed/synthetic.ts";
import { fillMissingCoordinates } from "../graphql-server/src/features/places/index.ts";

type Database = { factory: Parameters<typeof migrate>[0] };

/**
 * Migrates a benchmark database and fills it: the demo data when it is empty, then synthetic jobs up to
 * `jobs` (with progress every tenth). Data already there is kept.
 */
export async function fillDatabase(
  db: Database,
  prisma: Prisma,
  options: { jobs: number; laborers?: number; log: (line: string) => void; checkpointAfterBatches?: boolean },
): Promise<void> {
  const applied = await migrate(db.factory);
  if (applied.length) options.log(`Applied ${applied.length} migration(s).`);
  if (await isDatabaseEmpty(prisma)) {
    options.log("Adding the demo data…");
    await seedDemo(prisma);
  }
  const have = await prisma.job.count();
  const haveLaborers = options.laborers ? await prisma.user.count({ where: { userType: "laborer" } }) : 0;
  const addLaborers = options.laborers ? Math.max(0, options.laborers - haveLaborers) : null;
  if (have >= options.jobs && !addLaborers) {
    await locate(prisma, options.log);
    return;
  }
  const add = Math.max(0, options.jobs - have);
  options.log(
    `Adding ${add.toLocaleString("en-US")} synthetic jobs (have ${have.toLocaleString("en-US")})${addLaborers ? ` and ${addLaborers.toLocaleString("en-US")} laborers` : ""}; this takes a while once…`,
  );
  const started = performance.now();
  let reported = 0;
  await seedSynthetic(prisma, {
    jobs: add,
    laborers: addLaborers ?? Math.ceil(add / 10),
    ...(options.checkpointAfterBatches ? { checkpointAfterBatches: true } : {}),
    onProgress: ({ inserted, total }) => {
      const tenth = Math.floor((inserted / total) * 10);
      if (tenth > reported) {
        reported = tenth;
        options.log(
          `  ${tenth * 10}% of ${total.toLocaleString("en-US")} rows, ${((performance.now() - started) / 1000).toFixed(0)} s`,
        );
      }
    },
  });
  options.log(`Seeded in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
  await locate(prisma, options.log);
  await prisma.$executeRawUnsafe("ANALYZE");
}

/** Coordinates for the rows seeded without them, as the server fills them in when it starts. */
async function locate(prisma: Prisma, log: (line: string) => void): Promise<void> {
  const started = performance.now();
  const filled = await fillMissingCoordinates(prisma);
  if (filled > 0)
    log(
      `Coordinates for ${filled.toLocaleString("en-US")} rows in ${((performance.now() - started) / 1000).toFixed(0)} s.`,
    );
}

export const DEFAULT_BENCH_URL = "postgresql://postgres@127.0.0.1:5432/khetsetu_bench";

async function createIfMissing(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (!rowCount) {
      console.log(`Creating database ${name}…`);
      try {
        await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
      } catch (error) {
        // Another run created it meanwhile.
        if ((error as { code?: string }).code !== "42P04") throw error;
      }
    }
  } finally {
    await client.end();
  }
}

/** Makes the database ready; returns the number of jobs in it. */
export async function prepareDatabase(
  url: string,
  options: {
    create: boolean;
    jobs: number;
    /** Laborers wanted (one per 10 jobs added when not given). */
    laborers?: number;
    log: (line: string) => void;
  },
): Promise<number> {
  if (options.create) await createIfMissing(url);
  // One preparer at a time per database: two benchmark runs started together would otherwise both see too few
  // jobs and both add the missing ones.
  const lock = new pg.Client({ connectionString: url });
  await lock.connect();
  await lock.query("SELECT pg_advisory_lock(14014)");
  const db = openPostgres(url);
  const prisma = createPrisma(db);
  try {
    await fillDatabase(db, prisma, options);
    // A database in use has been vacuumed by autovacuum: statistics up to date and the visibility map set
    // (which lets a count read an index alone). A freshly seeded one may not have been yet; vacuum it once.
    const [jobTable] = await prisma.$queryRawUnsafe<{ vacuumed: boolean }[]>(
      `SELECT (last_vacuum IS NOT NULL OR last_autovacuum IS NOT NULL) AS vacuumed FROM pg_stat_user_tables WHERE relname = 'Job'`,
    );
    if (!jobTable?.vacuumed) {
      options.log("VACUUM ANALYZE (once, as autovacuum would)…");
      await prisma.$executeRawUnsafe("VACUUM ANALYZE");
    }
    return await prisma.job.count();
  } finally {
    await prisma.$disconnect();
    await db.close();
    await lock.end();
  }
}
