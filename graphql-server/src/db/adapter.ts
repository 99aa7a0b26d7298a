import { type Listener, listenPostgres } from "./listen-postgres.ts";
import fs from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { type ConstructorOptions, fromPglite } from "pg-boss";
import { dataDir, databaseUrl } from "./config.ts";
import { lockPgliteDataDir } from "./pglite-lock.ts";
import { statementNamer } from "./statement-names.ts";
import { WholeScriptPg } from "./whole-script-pg.ts";

/** A Prisma driver-adapter factory plus a way to release what it holds. */
export interface Database {
  kind: "pglite" | "postgresql";
  factory: SqlMigrationAwareDriverAdapterFactory;
  /** How the job queue (pg-boss) reaches this database: PGlite's one connection, or a small pool of its own. */
  queueConnection: Pick<ConstructorOptions, "db" | "backend" | "connectionString" | "max">;
  /**
   * Hears `NOTIFY <channel>` from every connection, once each transaction that sent it has committed; returns
   * how to stop. `onListening` says when it starts and stops hearing (a notification sent meanwhile is lost).
   */
  listen(channel: string, listener: Listener): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/**
 * PGlite has no background checkpointer: left alone its write-ahead log grows until a forced
 * checkpoint (around half a gigabyte) stalls. Checkpoint on a timer instead.
 */
const PGLITE_CHECKPOINT_MS = 60_000;

/**
 * PostgreSQL settings the embedded database starts with, after PGlite's own start parameters. PostgreSQL's defaults
 * assume a server with memory of its own, but PGlite runs inside this process and its WebAssembly memory never
 * shrinks: 128 MB of shared buffers are touched at start and stay resident, and one CREATE INDEX or VACUUM may keep
 * 64 MB of maintenance_work_mem for good. 16 MB of shared buffers keep the hot pages; the rest is read from the
 * operating system's page cache (docs/performance.md, "Server memory"). PGLITE_SHARED_BUFFERS (e.g. 128MB) sets
 * another size. max_wal_size stays at its 1 GB: a checkpoint that the write-ahead log's size forces in the middle
 * of a statement never ends in PGlite 0.4 (100% CPU; with max_wal_size=64MB an UPDATE of 1,445 rows hung), so the
 * size must not be reached between the timer's checkpoints.
 */
export const PGLITE_SETTINGS: Readonly<Record<string, string>> = {
  shared_buffers: "16MB",
  maintenance_work_mem: "16MB",
};

/** PGLITE_SETTINGS with the environment's PGLITE_SHARED_BUFFERS (a size such as 16MB, 64MB or 1GB). */
export function pgliteSettings(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const sharedBuffers = env.PGLITE_SHARED_BUFFERS?.trim();
  if (!sharedBuffers) return { ...PGLITE_SETTINGS };
  if (!/^\d+(kB|MB|GB)$/.test(sharedBuffers))
    throw new Error(`PGLITE_SHARED_BUFFERS must be a size such as 16MB or 1GB, not "${sharedBuffers}"`);
  return { ...PGLITE_SETTINGS, shared_buffers: sharedBuffers };
}

/**
 * The embedded database's code (PGlite, its extensions, its Prisma adapter), loaded only when a PGlite database is
 * opened: a server on PostgreSQL never holds it.
 */
async function loadPglite() {
  const [{ PGlite }, { cube }, { earthdistance }, { pg_trgm }, { PrismaPGlite }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("@electric-sql/pglite/contrib/cube"),
    import("@electric-sql/pglite/contrib/earthdistance"),
    import("@electric-sql/pglite/contrib/pg_trgm"),
    import("pglite-prisma-adapter"),
  ]);
  return { PGlite, PrismaPGlite, extensions: { pg_trgm, cube, earthdistance } };
}

/** PGlite's start parameters with `settings` (pgliteSettings() when not given). */
export async function pgliteStartParams(
  settings: Readonly<Record<string, string>> = pgliteSettings(),
): Promise<string[]> {
  const { PGlite } = await loadPglite();
  return [
    ...PGlite.defaultStartParams,
    ...Object.entries(settings).flatMap(([name, value]) => ["-c", `${name}=${value}`]),
  ];
}

/** An embedded PGlite database, which can also be saved whole. */
export interface PgliteDatabase extends Database {
  kind: "pglite";
  /** The data directory as a tar file, checkpointed first: what `loadDataDir` starts from. */
  dumpDataDir(): Promise<Blob>;
}

/**
 * Opens an embedded PGlite database; `dir` "memory://" keeps it in memory. `loadDataDir` (a `dumpDataDir()`
 * of another one) starts it from a copy of that database instead of an empty one. `settings` go over
 * PGLITE_SETTINGS (e.g. a bulk load's larger max_wal_size). A directory on disk is locked while open
 * (pglite-lock.ts): a second process gets DatabaseInUseError instead of corrupting it.
 */
export async function openPglite(
  dir: string,
  options: { loadDataDir?: Blob; settings?: Readonly<Record<string, string>> } = {},
): Promise<PgliteDatabase> {
  const inMemory = dir.startsWith("memory://");
  if (!inMemory) fs.mkdirSync(dir, { recursive: true });
  const { PGlite, PrismaPGlite, extensions } = await loadPglite();
  const unlock = inMemory ? () => {} : lockPgliteDataDir(dir);
  let client: PGlite;
  try {
    client = await PGlite.create({
      dataDir: dir,
      loadDataDir: options.loadDataDir,
      extensions,
      startParams: await pgliteStartParams({ ...pgliteSettings(), ...options.settings }),
    });
  } catch (error) {
    unlock();
    throw error;
  }
  const checkpoints = inMemory
    ? undefined
    : setInterval(() => void client.exec("CHECKPOINT").catch(() => {}), PGLITE_CHECKPOINT_MS);
  checkpoints?.unref();
  const factory = new PrismaPGlite(client);
  // The adapter's own shadow database lacks our extensions; give migrations one that has them.
  factory.connectToShadowDb = async () =>
    new PrismaPGlite(
      await PGlite.create({
        dataDir: "memory://",
        extensions,
        startParams: await pgliteStartParams(),
      }),
    ).connect();
  return {
    kind: "pglite",
    factory,
    queueConnection: { db: fromPglite(client), backend: "pglite" },
    async listen(channel, listener) {
      const stop = await client.listen(channel, () => listener.onNotify());
      listener.onListening(true);
      return async () => {
        listener.onListening(false);
        if (!client.closed) await stop();
      };
    },
    async dumpDataDir() {
      await client.exec("CHECKPOINT");
      return client.dumpDataDir("none");
    },
    async close() {
      clearInterval(checkpoints);
      if (!inMemory && !client.closed) await client.exec("CHECKPOINT");
      await client.close();
      unlock();
    },
  };
}

/**
 * PostgreSQL at `connectionString`. Statements the server sends again are prepared on each connection
 * (db/statement-names.ts) unless PREPARED_STATEMENTS=off: a pooler that hands each transaction another server
 * connection (PgBouncer in transaction mode without its prepared-statement support) needs every statement unnamed.
 */
export function openPostgres(connectionString: string, options: { preparedStatements?: boolean } = {}): Database {
  const prepared = options.preparedStatements ?? process.env.PREPARED_STATEMENTS?.trim().toLowerCase() !== "off";
  const factory = new WholeScriptPg(
    { connectionString, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) },
    prepared ? { statementNameGenerator: statementNamer() } : {},
  );
  return {
    kind: "postgresql",
    factory,
    queueConnection: { connectionString, max: Number(process.env.QUEUE_POOL_SIZE ?? 3) },
    listen: (channel, listener) => listenPostgres(connectionString, channel, listener),
    close: async () => {},
  };
}

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite in DATA_DIR. */
export async function openDatabase(): Promise<Database> {
  const url = databaseUrl();
  return url ? openPostgres(url) : openPglite(path.join(dataDir(), "pglite"));
}
