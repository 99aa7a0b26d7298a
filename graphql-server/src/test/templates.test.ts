import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { PrismaClient } from "../generated/prisma/client.ts";
import { migrate, pendingMigrations } from "../db/migrate.ts";
import { migrationList } from "../db/schema-engine.ts";
import { demoDataSummary } from "../db/seed/demo-summary.ts";
import { type TestDatabase, createTestDatabase } from "./database.ts";
import { templateSourceHash, testDatabasePrefix } from "./templates.ts";

// Every test file starts from a copy of a template database the global setup built (./templates.ts).
// These check that a copy is what migrating (and seeding) from nothing would have made.

/** Tables, columns, indexes, constraints and extensions: what the migrations make, as text. */
async function schemaOf(prisma: PrismaClient) {
  const rows = async (sql: string) => JSON.stringify(await prisma.$queryRawUnsafe(sql));
  return {
    columns: await rows(
      `SELECT table_name, column_name, data_type, udt_name, is_nullable, column_default FROM information_schema.columns
       WHERE table_schema = 'public' ORDER BY table_name, column_name`,
    ),
    indexes: await rows(`SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' ORDER BY indexname`),
    constraints: await rows(
      `SELECT c.conname, pg_get_constraintdef(c.oid) AS def FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
       WHERE n.nspname = 'public' ORDER BY c.conrelid::regclass::text, c.conname`,
    ),
    enums: await rows(
      `SELECT t.typname, e.enumlabel FROM pg_enum e JOIN pg_type t ON t.oid = e.enumtypid ORDER BY t.typname, e.enumsortorder`,
    ),
    extensions: await rows(`SELECT extname FROM pg_extension ORDER BY extname`),
    migrations: await rows(
      `SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name`,
    ),
  };
}

describe("test databases copied from the run's templates", () => {
  let fresh: TestDatabase;
  let empty: TestDatabase;
  let demo: TestDatabase;

  // A fresh database replays every migration: minutes on PGlite when CI runs the browser journeys beside it.
  beforeAll(async () => {
    fresh = await createTestDatabase({ fresh: true });
    empty = await createTestDatabase();
    demo = await createTestDatabase({ demo: true });
  }, 600_000);
  afterAll(async () => {
    await Promise.all([fresh?.close(), empty?.close(), demo?.close()]);
  });

  it("come from templates this run built from the current migrations and seed sources", () => {
    const templates = inject("khetsetuTestTemplates");
    expect(templates?.kind).toBe(process.env.TEST_DATABASE_URL ? "postgresql" : "pglite");
    expect(templates?.hash).toBe(templateSourceHash());
  });

  it("have every migration recorded, so migrating applies nothing", async () => {
    const all = migrationList().migrationDirectories.map((d) => d.path);
    for (const t of [empty, demo]) {
      expect(await pendingMigrations(t.db.factory)).toEqual([]);
      expect(await migrate(t.db.factory)).toEqual([]);
    }
    expect((await schemaOf(empty.prisma)).migrations).toBe(
      JSON.stringify(all.map((migration_name) => ({ migration_name }))),
    );
  });

  it("have exactly the schema that migrating an empty database gives", async () => {
    const expected = await schemaOf(fresh.prisma);
    expect(await schemaOf(empty.prisma)).toEqual(expected);
    expect(await schemaOf(demo.prisma)).toEqual(expected);
  });

  it("start empty, or with exactly the demo data", async () => {
    const summary = demoDataSummary();
    expect(await empty.prisma.user.count()).toBe(0);
    expect(await empty.prisma.skill.count()).toBe(0);
    expect(await demo.prisma.user.count()).toBe(summary.laborers + summary.employers + summary.trainingProviders);
    expect(await demo.prisma.job.count()).toBe(summary.jobs);
    expect(await demo.prisma.message.count()).toBe(summary.messages);
    expect(await demo.prisma.serviceProvider.count()).toBe(summary.serviceProviders);
  });

  it("have pg_trgm working: similarity() and the trigram indexes", async () => {
    const [row] = await demo.prisma.$queryRawUnsafe<{ s: number }[]>(
      "SELECT similarity('tractor', 'tracter')::float8 AS s",
    );
    expect(row!.s).toBeGreaterThan(0.3);
    const jobs = await demo.prisma.$queryRawUnsafe<{ n: bigint }[]>(
      `SELECT count(*) AS n FROM "Job" WHERE title % title`,
    );
    expect(Number(jobs[0]!.n)).toBe(demoDataSummary().jobs);
  });

  it("are copies of their own: what one file writes, no other sees", async () => {
    const other = await createTestDatabase({ demo: true });
    try {
      await demo.prisma.message.deleteMany();
      expect(await demo.prisma.message.count()).toBe(0);
      expect(await other.prisma.message.count()).toBe(demoDataSummary().messages);
    } finally {
      await other.close();
    }
  });

  it("go away on close: a PostgreSQL copy is dropped (named after the run), a PGlite one shut", async () => {
    const templates = inject("khetsetuTestTemplates");
    const t = await createTestDatabase();
    const [db] = await t.prisma.$queryRawUnsafe<{ name: string }[]>("SELECT current_database() AS name");
    await t.close();
    if (templates?.kind === "postgresql") {
      expect(db!.name.startsWith(testDatabasePrefix(templates.runId))).toBe(true);
      const [left] = await empty.prisma.$queryRawUnsafe<{ n: bigint }[]>(
        "SELECT count(*) AS n FROM pg_database WHERE datname = $1",
        db!.name,
      );
      expect(Number(left!.n)).toBe(0);
    } else {
      await expect(t.prisma.user.count()).rejects.toThrow();
    }
  });
});
