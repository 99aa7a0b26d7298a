import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { createSchemaEngine, migrationList, noFilters } from "./schema-engine.ts";

/** Names of migrations in the folder that the database has not finished applying. */
export async function pendingMigrations(factory: SqlMigrationAwareDriverAdapterFactory): Promise<string[]> {
  const wanted = migrationList().migrationDirectories.map((d) => d.path);
  const conn = await factory.connect();
  try {
    const table = await conn.queryRaw({
      sql: "SELECT to_regclass('_prisma_migrations') IS NOT NULL AS present",
      args: [],
      argTypes: [],
    });
    if (!table.rows[0]?.[0]) return wanted;
    const done = await conn.queryRaw({
      sql: "SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL",
      args: [],
      argTypes: [],
    });
    const applied = new Set(done.rows.map((r) => String(r[0])));
    return wanted.filter((name) => !applied.has(name));
  } finally {
    await conn.dispose();
  }
}

/**
 * Applies every pending migration of prisma/migrations with Prisma's schema engine (WebAssembly),
 * recording them in _prisma_migrations exactly as `prisma migrate deploy` does.
 * Returns the names applied; starting the engine is skipped when nothing is pending.
 */
export async function migrate(factory: SqlMigrationAwareDriverAdapterFactory): Promise<string[]> {
  if ((await pendingMigrations(factory)).length === 0) return [];
  const engine = await createSchemaEngine(factory);
  try {
    const out = await engine.applyMigrations({ migrationsList: migrationList(), filters: noFilters });
    return out.appliedMigrationNames;
  } finally {
    engine.free();
  }
}
