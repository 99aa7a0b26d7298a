import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite } from "./adapter.ts";
import { migrate, pendingMigrations } from "./migrate.ts";
import { createSchemaEngine, diffMigrationsToSchema, migrationList } from "./schema-engine.ts";
import { type TestDatabase, createTestDatabase } from "../test/database.ts";

describe("migrations", () => {
  let t: TestDatabase;
  beforeAll(async () => {
    // Migrated here from nothing, not copied from the run's template.
    t = await createTestDatabase({ fresh: true });
  });
  afterAll(() => t.close());

  it("leaves nothing pending once applied, and a second run applies nothing", async () => {
    expect(migrationList().migrationDirectories.length).toBeGreaterThan(0);
    expect(await pendingMigrations(t.db.factory)).toEqual([]);
    expect(await migrate(t.db.factory)).toEqual([]);
  });

  it("records every migration folder in _prisma_migrations, as prisma migrate deploy does", async () => {
    const rows = await t.prisma.$queryRawUnsafe<{ migration_name: string }[]>(
      "SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL ORDER BY migration_name",
    );
    expect(rows.map((r) => r.migration_name)).toEqual(migrationList().migrationDirectories.map((d) => d.path));
  });

  // Replaying every migration in a fresh PGlite takes about a minute on a busy 2-core machine.
  it("produce exactly schema.prisma: the diff from the migrations to the schema is empty", {
    timeout: 300_000,
  }, async () => {
    // The diff replays the migrations on a shadow database; an in-memory PGlite serves as one.
    const shadow = await openPglite("memory://");
    const engine = await createSchemaEngine(shadow.factory);
    const result = await diffMigrationsToSchema(engine, false);
    engine.free();
    await shadow.close();
    expect(result.stdout?.trim() ?? "").toMatch(/^(No difference detected\.)?$/);
    expect(result.exitCode).toBe(0);
  });

  it("created the tables the model declares", async () => {
    expect(await t.prisma.job.count()).toBe(0);
    const user = await t.prisma.user.create({ data: { mobileNumber: "9876543210" } });
    expect(user.phoneVisibleToPartners).toBe(false);
  });

  it("enforces value rules in the database itself (CHECK constraints)", async () => {
    await expect(t.prisma.user.create({ data: { mobileNumber: "9876543211", age: 12 } })).rejects.toThrow();
    await expect(t.prisma.user.create({ data: { mobileNumber: "12345" } })).rejects.toThrow();
    await expect(
      t.prisma.course.create({ data: { title: "Drip irrigation basics", duration: 5, price: 500, isFree: true } }),
    ).rejects.toThrow();
    const course = await t.prisma.course.create({
      data: { title: "Drip irrigation basics", duration: 5, price: 0, isFree: true },
    });
    expect(course.isFree).toBe(true);
    expect(await t.prisma.user.count({ where: { mobileNumber: { in: ["9876543211", "12345"] } } })).toBe(0);
  });
});
