import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import {
  bindMigrationAwareSqlAdapterFactory,
  type SqlMigrationAwareDriverAdapterFactory,
} from "@prisma/driver-adapter-utils";
import * as bg from "@prisma/schema-engine-wasm/schema_engine_bg";
import type { MigrationList, SchemaEngine } from "@prisma/schema-engine-wasm";
import { migrationsDir, schemaPath } from "./config.ts";

let ready: Promise<void> | undefined;

/** Instantiates Prisma's schema engine compiled to WebAssembly (no native engine needed). */
function loadWasm(): Promise<void> {
  ready ??= (async () => {
    const require = createRequire(import.meta.url);
    const pkgDir = path.dirname(require.resolve("@prisma/schema-engine-wasm/schema_engine_bg"));
    const bytes = fs.readFileSync(path.join(pkgDir, "schema_engine_bg.wasm"));
    const { instance } = await WebAssembly.instantiate(bytes, { "./schema_engine_bg.js": bg as never });
    bg.__wbg_set_wasm(instance.exports);
    (instance.exports as { __wbindgen_start: () => void }).__wbindgen_start();
  })();
  return ready;
}

export function readSchema(): string {
  return fs.readFileSync(schemaPath, "utf8");
}

export async function createSchemaEngine(factory: SqlMigrationAwareDriverAdapterFactory): Promise<SchemaEngine> {
  await loadWasm();
  const log = (line: string) => {
    if (process.env.DEBUG_SCHEMA_ENGINE) process.stderr.write(`${line}\n`);
  };
  return (bg.SchemaEngine as unknown as typeof SchemaEngine).new(
    { datamodels: [[schemaPath, readSchema()]] },
    log,
    bindMigrationAwareSqlAdapterFactory(factory),
  );
}

/** The migrations folder in the shape the engine expects. */
export function migrationList(dir = migrationsDir): MigrationList {
  const names = fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => e.name)
        .sort()
    : [];
  const lockPath = path.join(dir, "migration_lock.toml");
  return {
    baseDir: dir,
    lockfile: {
      path: "migration_lock.toml",
      content: fs.existsSync(lockPath) ? fs.readFileSync(lockPath, "utf8") : null,
    },
    shadowDbInitScript: "",
    migrationDirectories: names.map((name) => ({
      path: name,
      migrationFile: {
        path: "migration.sql",
        content: { tag: "ok", value: fs.readFileSync(path.join(dir, name, "migration.sql"), "utf8") },
      },
    })),
  };
}

export const noFilters = { externalTables: [], externalEnums: [] };

/**
 * What it takes to go from the migrations in prisma/migrations to schema.prisma: SQL when `script`
 * is true, otherwise a summary. Replays the migrations on the adapter's shadow database.
 */
export async function diffMigrationsToSchema(engine: SchemaEngine, script: boolean) {
  return engine.diff({
    from: { tag: "migrations", ...migrationList() },
    to: { tag: "schemaDatamodel", files: [{ path: schemaPath, content: readSchema() }] },
    script,
    exitCode: true,
    filters: noFilters,
  });
}
