import { randomUUID } from "node:crypto";
import fs from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { type Database, openPglite, openPostgres } from "../db/adapter.ts";
import { type Prisma, createPrisma } from "../db/client.ts";
import { migrate } from "../db/migrate.ts";
import { seedDemo } from "../db/seed/demo.ts";
import {
  type TemplateName,
  type TestTemplates,
  databaseUrl,
  templateSourceHash,
  testDatabasePrefix,
} from "./templates.ts";

export interface TestDatabase {
  db: Database;
  prisma: Prisma;
  /** SQL statements Prisma ran since the last `queries.length = 0`. */
  queries: string[];
  close(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** Start with the demo data in it (what seedDemo puts in a new database). */
  demo?: boolean;
  /**
   * Build it from nothing, running every migration (and seeding, with `demo`), instead of copying the
   * run's template. For tests of migrating itself; everything else should leave this off.
   */
  fresh?: boolean;
}

/** The templates graphql-server/vitest.global-setup.ts built for this run, when it ran for this backend. */
function runTemplates(): TestTemplates | undefined {
  let templates: TestTemplates | undefined;
  try {
    templates = inject("khetsetuTestTemplates");
  } catch {
    return undefined; // not in a vitest worker
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  const sameBackend =
    templates?.kind === "postgresql" ? templates.serverUrl === serverUrl : templates?.kind === "pglite" && !serverUrl;
  // Built from other migrations or seed sources than these (edited during a watch run): not a copy to start from.
  if (!templates || !sameBackend || templates.hash !== currentHash()) return undefined;
  return templates;
}

let hash: string | undefined;
const currentHash = () => (hash ??= templateSourceHash());

/** Template dumps read once per test file (a file may open several databases). */
const dumps = new Map<string, Blob>();
function dumpBlob(file: string): Blob {
  let blob = dumps.get(file);
  if (!blob) {
    blob = new Blob([fs.readFileSync(file)]);
    dumps.set(file, blob);
  }
  return blob;
}

/**
 * A migrated database of its own for one test file, empty or (with `demo`) holding the demo data:
 * in-memory PGlite by default, or a throw-away database on the PostgreSQL server named by
 * TEST_DATABASE_URL. It starts as a copy of the run's template (see ./templates.ts); without one
 * (another vitest config, or `fresh`) it is migrated and seeded here.
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template: TemplateName = options.demo ? "demo" : "empty";
  const run = runTemplates();
  const templates = options.fresh ? undefined : run;
  let db: Database;
  let drop = async () => {};
  if (serverUrl) {
    // Named after the run when there is one, so that a later run drops it should this one die before `close`.
    const name =
      run?.kind === "postgresql"
        ? `${testDatabasePrefix(run.runId)}${randomUUID().replace(/-/g, "").slice(0, 12)}`
        : `khetsetu_test_${randomUUID().replace(/-/g, "").slice(0, 16)}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(
        templates?.kind === "postgresql"
          ? `CREATE DATABASE "${name}" TEMPLATE "${templates.databases[template]}"`
          : `CREATE DATABASE "${name}"`,
      );
    } finally {
      await admin.end();
    }
    db = openPostgres(databaseUrl(serverUrl, name));
    drop = async () => {
      const again = new pg.Client({ connectionString: serverUrl });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await again.end();
    };
  } else {
    db = await openPglite(
      "memory://",
      templates?.kind === "pglite" ? { loadDataDir: dumpBlob(templates.files[template]) } : {},
    );
  }
  // A copy of a template has every migration recorded already: this only checks that nothing is pending.
  await migrate(db.factory);
  const queries: string[] = [];
  const prisma = createPrisma(db, { onQuery: (sql) => queries.push(sql) });
  if (options.demo && !templates) {
    await seedDemo(prisma);
    queries.length = 0;
  }
  return {
    db,
    prisma,
    queries,
    async close() {
      await prisma.$disconnect();
      await db.close();
      await drop();
    },
  };
}
