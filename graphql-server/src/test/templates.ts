// Template databases for the server tests: built once per `vitest` run by graphql-server/vitest.global-setup.ts,
// copied by every test file (createTestDatabase) instead of migrating, and seeding, a database of its own.
//
// - PostgreSQL (TEST_DATABASE_URL): two databases on that server, `khetsetu_tpl_<hash>_<run>_empty` (migrated)
//   and `..._demo` (migrated + demo data); a test file runs `CREATE DATABASE <its own> TEMPLATE <template>`.
// - PGlite: the same two as data-directory dumps (tar files in a temporary folder); a test file starts an
//   in-memory PGlite from one (`loadDataDir`).
//
// <hash> covers the migrations and the seed sources, so a template never outlives what it was built from;
// <run> is this run's id. Templates are per run and dropped at its end, never reused by a later run: the demo
// data is relative to the time it was seeded ("posted 2 hours ago", "starts in 3 days").
// Concurrent runs on one server are safe: each run builds and copies only its own templates, and keeps one
// connection named `khetsetu-test-run-<run>` open for as long as it lives; at start a run drops what runs
// that died left behind (templates and test databases named with a run id that no open connection carries).
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { openPglite, openPostgres } from "../db/adapter.ts";
import { createPrisma } from "../db/client.ts";
import { migrationsDir, repoRoot, schemaPath } from "../db/config.ts";
import { migrate } from "../db/migrate.ts";
import { seedDemo } from "../db/seed/demo.ts";
import { isProcessAlive } from "../db/process-alive.ts";

export type TemplateName = "empty" | "demo";

/** What the global setup hands to every test file (vitest `provide`/`inject`). */
export type TestTemplates = { /** templateSourceHash() when they were built. */ hash: string } & (
  | { kind: "pglite" /** Data-directory dumps (tar) by template. */; files: Record<TemplateName, string> }
  | {
      kind: "postgresql";
      serverUrl: string;
      runId: string /** Database names by template. */;
      databases: Record<TemplateName, string>;
    }
);

declare module "vitest" {
  interface ProvidedContext {
    khetsetuTestTemplates: TestTemplates | undefined;
  }
}

const seedDir = path.join(repoRoot, "graphql-server/src/db/seed");

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

/**
 * A short hash of everything a template's content comes from: prisma/migrations/**, schema.prisma and the
 * seed sources (graphql-server/src/db/seed/**, tests excepted).
 */
export function templateSourceHash(): string {
  const files = [
    ...filesUnder(migrationsDir),
    schemaPath,
    ...filesUnder(seedDir).filter((f) => !/\.test\.ts$/.test(f)),
  ].sort();
  const hash = createHash("sha256");
  for (const file of files) {
    hash.update(path.relative(repoRoot, file)).update("\0").update(fs.readFileSync(file)).update("\0");
  }
  return hash.digest("hex").slice(0, 12);
}

/** A fresh run id: 8 hex digits. */
export function newRunId(): string {
  return randomBytes(4).toString("hex");
}

// --- PGlite ---------------------------------------------------------------------------------------------

const DUMP_DIR_PREFIX = "khetsetu-test-templates-";

/**
 * A temporary folder for this run's dumps, marked with this process's id; folders that runs which died
 * (killed before their teardown) left in `parent` are removed.
 */
export function makeDumpDir(parent: string): string {
  for (const entry of fs.readdirSync(parent, { withFileTypes: true })) {
    if (!entry.isDirectory() || !entry.name.startsWith(DUMP_DIR_PREFIX)) continue;
    const dir = path.join(parent, entry.name);
    let pid: number;
    try {
      pid = Number.parseInt(fs.readFileSync(path.join(dir, "pid"), "utf8"), 10);
    } catch {
      continue; // no mark (yet): leave it
    }
    if (pid > 0 && !isProcessAlive(pid)) fs.rmSync(dir, { recursive: true, force: true });
  }
  const dir = fs.mkdtempSync(path.join(parent, DUMP_DIR_PREFIX));
  fs.writeFileSync(path.join(dir, "pid"), String(process.pid));
  return dir;
}

/** Builds both templates as PGlite data-directory dumps in `dir`: one PGlite, migrated, dumped, seeded, dumped. */
export async function buildPgliteTemplates(
  dir: string,
  hash = templateSourceHash(),
): Promise<Record<TemplateName, string>> {
  const files = { empty: path.join(dir, `empty-${hash}.tar`), demo: path.join(dir, `demo-${hash}.tar`) };
  const db = await openPglite("memory://");
  try {
    await migrate(db.factory);
    fs.writeFileSync(files.empty, Buffer.from(await (await db.dumpDataDir()).arrayBuffer()));
    const prisma = createPrisma(db);
    try {
      await seedDemo(prisma);
    } finally {
      await prisma.$disconnect();
    }
    fs.writeFileSync(files.demo, Buffer.from(await (await db.dumpDataDir()).arrayBuffer()));
  } finally {
    await db.close();
  }
  return files;
}

// --- PostgreSQL -----------------------------------------------------------------------------------------

/** The application_name of a run's own connection, open while the run lives (pg_stat_activity covers the server). */
const runConnectionName = (runId: string) => `khetsetu-test-run-${runId}`;

/** Test databases of a run: `khetsetu_test_<run>_<random>`. */
export const testDatabasePrefix = (runId: string) => `khetsetu_test_${runId}_`;
/** Databases named with a run id: its templates and its test files' databases. */
const RUN_DATABASE = /^khetsetu_(?:tpl_[0-9a-f]{12}|test)_([0-9a-f]{8})_[a-z0-9]+$/;

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Drops a database even if it is marked as a template or someone is still connected. */
async function dropDatabase(admin: pg.Client, name: string): Promise<void> {
  await admin.query(`ALTER DATABASE ${quote(name)} WITH IS_TEMPLATE false`).catch(() => {});
  await admin.query(`DROP DATABASE IF EXISTS ${quote(name)} WITH (FORCE)`);
}

/** Closes connections still open to `name` (pools Prisma's adapter or the schema engine did not end yet). */
async function disconnectAll(admin: pg.Client, name: string): Promise<void> {
  await admin.query(
    "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()",
    [name],
  );
}

/**
 * One run's templates on a PostgreSQL server. `start()` opens the run's connection (kept until `stop()`;
 * it marks the run alive), drops what dead runs left, then builds the two templates; `stop()` drops this
 * run's templates and whatever test databases of this run are left.
 */
export class PostgresTemplates {
  readonly runId = newRunId();
  readonly hash = templateSourceHash();
  readonly databases: Record<TemplateName, string> = {
    empty: `khetsetu_tpl_${this.hash}_${this.runId}_empty`,
    demo: `khetsetu_tpl_${this.hash}_${this.runId}_demo`,
  };
  private admin: pg.Client | undefined;

  constructor(readonly serverUrl: string) {}

  async start(): Promise<void> {
    this.admin = new pg.Client({ connectionString: this.serverUrl, application_name: runConnectionName(this.runId) });
    await this.admin.connect();
    await this.dropLeftoversOfDeadRuns();
    await this.build();
  }

  private async dropLeftoversOfDeadRuns(): Promise<void> {
    const admin = this.admin!;
    const { rows } = await admin.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE 'khetsetu\\_%'",
    );
    const byRun = new Map<string, string[]>();
    for (const { datname } of rows) {
      const run = RUN_DATABASE.exec(datname)?.[1];
      if (run && run !== this.runId) byRun.set(run, [...(byRun.get(run) ?? []), datname]);
    }
    if (byRun.size === 0) return;
    const { rows: alive } = await admin.query<{ name: string }>(
      "SELECT DISTINCT application_name AS name FROM pg_stat_activity WHERE application_name = ANY($1)",
      [[...byRun.keys()].map(runConnectionName)],
    );
    const aliveNames = new Set(alive.map((r) => r.name));
    for (const [run, names] of byRun) {
      if (aliveNames.has(runConnectionName(run))) continue;
      for (const name of names) await dropDatabase(admin, name);
    }
  }

  private async build(): Promise<void> {
    const admin = this.admin!;
    const { empty, demo } = this.databases;
    await admin.query(`CREATE DATABASE ${quote(empty)}`);
    const emptyDb = openPostgres(databaseUrl(this.serverUrl, empty));
    await migrate(emptyDb.factory);
    await emptyDb.close();
    await disconnectAll(admin, empty);

    await admin.query(`CREATE DATABASE ${quote(demo)} TEMPLATE ${quote(empty)}`);
    const demoDb = openPostgres(databaseUrl(this.serverUrl, demo));
    const prisma = createPrisma(demoDb);
    try {
      await seedDemo(prisma);
    } finally {
      await prisma.$disconnect();
      await demoDb.close();
    }
    await disconnectAll(admin, demo);

    // Nobody connects to a template again (a connection would make CREATE DATABASE ... TEMPLATE fail).
    for (const name of [empty, demo]) {
      await admin.query(`ALTER DATABASE ${quote(name)} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
    }
  }

  async stop(): Promise<void> {
    const admin = this.admin;
    if (!admin) return;
    this.admin = undefined;
    try {
      const { rows } = await admin.query<{ datname: string }>(
        "SELECT datname FROM pg_database WHERE starts_with(datname, $1) OR datname = ANY($2)",
        [testDatabasePrefix(this.runId), Object.values(this.databases)],
      );
      for (const { datname } of rows) await dropDatabase(admin, datname);
    } finally {
      await admin.end();
    }
  }
}
