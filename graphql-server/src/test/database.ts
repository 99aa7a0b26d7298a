import { randomUUID } from "node:crypto";
import pg from "pg";
import { type Database, openPglite, openPostgres } from "../db/adapter.ts";
import { type Prisma, createPrisma } from "../db/client.ts";
import { migrate } from "../db/migrate.ts";

export interface TestDatabase {
  db: Database;
  prisma: Prisma;
  /** SQL statements Prisma ran since the last `queries.length = 0`. */
  queries: string[];
  close(): Promise<void>;
}

/**
 * A freshly migrated, empty database for one test file: in-memory PGlite by default, or a
 * throw-away database on the PostgreSQL server named by TEST_DATABASE_URL.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  let db: Database;
  let drop = async () => {};
  if (serverUrl) {
    const name = `khetsetu_test_${randomUUID().replace(/-/g, "").slice(0, 16)}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    db = openPostgres(url.toString());
    drop = async () => {
      const again = new pg.Client({ connectionString: serverUrl });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await again.end();
    };
  } else {
    db = await openPglite("memory://");
  }
  await migrate(db.factory);
  const queries: string[] = [];
  const prisma = createPrisma(db, { onQuery: (sql) => queries.push(sql) });
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
