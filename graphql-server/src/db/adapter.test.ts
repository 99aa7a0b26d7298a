import { describe, expect, it } from "vitest";
import { PGLITE_SETTINGS, openPglite, pgliteSettings, pgliteStartParams } from "./adapter.ts";
import { createPrisma } from "./client.ts";

describe("the embedded database's memory settings", () => {
  it("keeps shared buffers and maintenance memory small unless PGLITE_SHARED_BUFFERS sets the buffers", () => {
    expect(pgliteSettings({})).toEqual({ shared_buffers: "16MB", maintenance_work_mem: "16MB" });
    expect(pgliteSettings({ PGLITE_SHARED_BUFFERS: " 128MB " })).toEqual({
      ...PGLITE_SETTINGS,
      shared_buffers: "128MB",
    });
    expect(() => pgliteSettings({ PGLITE_SHARED_BUFFERS: "lots" })).toThrow(/PGLITE_SHARED_BUFFERS.*"lots"/);
    expect(() => pgliteSettings({ PGLITE_SHARED_BUFFERS: "128" })).toThrow(/size such as 16MB/);
  });

  it("passes each setting to PostgreSQL after PGlite's own start parameters", async () => {
    const params = await pgliteStartParams({ shared_buffers: "32MB", max_wal_size: "2GB" });
    expect(params[0]).toBe("--single");
    expect(params.slice(-4)).toEqual(["-c", "shared_buffers=32MB", "-c", "max_wal_size=2GB"]);
  });

  it("opens the database with those settings, and an opener's own settings over them", async () => {
    const db = await openPglite("memory://", { settings: { maintenance_work_mem: "8MB" } });
    const prisma = createPrisma(db);
    try {
      const show = async (name: string) =>
        Object.values((await prisma.$queryRawUnsafe<Record<string, string>[]>(`SHOW ${name}`))[0]!)[0];
      expect(await show("shared_buffers")).toBe("16MB");
      expect(await show("maintenance_work_mem")).toBe("8MB");
    } finally {
      await prisma.$disconnect();
      await db.close();
    }
  }, 30_000);
});
