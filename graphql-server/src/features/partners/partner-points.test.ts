import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestDatabase, createTestDatabase } from "../../test/database.ts";
import { PARTNER_WINDOW_SECONDS } from "../../rules/partner.ts";
import { createPartnerKey, revokePartnerKey } from "./partner-keys.ts";
import { chargePartnerPoints, readPartnerUsage } from "./partner-points.ts";

const WINDOW_MS = PARTNER_WINDOW_SECONDS * 1000;
const at = (iso: string, plusMs = 0) => new Date(Date.parse(iso) + plusMs);

describe("charging a partner key's points", () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.close());

  it("starts a window at the first request, charges within it, refuses what does not fit, and starts a new one after it", async () => {
    const { row } = await createPartnerKey(t.prisma, { name: "Window NGO", pointsPerHour: 10 });
    const start = "2026-11-24T10:00:00.000Z";
    expect(await readPartnerUsage(t.prisma, row.id, at(start))).toEqual({
      limit: 10,
      used: 0,
      resetAt: at(start, WINDOW_MS),
    });
    expect(await chargePartnerPoints(t.prisma, row.id, 6, at(start))).toEqual({
      limit: 10,
      used: 6,
      resetAt: at(start, WINDOW_MS),
      charged: true,
    });
    expect(await chargePartnerPoints(t.prisma, row.id, 5, at(start, 1000))).toEqual({
      limit: 10,
      used: 6,
      resetAt: at(start, WINDOW_MS),
      charged: false,
    });
    expect(await chargePartnerPoints(t.prisma, row.id, 4, at(start, 2000))).toMatchObject({ used: 10, charged: true });
    // The window ends an hour after its first request; the next request starts a new one.
    const later = at(start, WINDOW_MS + 5000);
    expect(await readPartnerUsage(t.prisma, row.id, later)).toEqual({
      limit: 10,
      used: 0,
      resetAt: new Date(later.getTime() + WINDOW_MS),
    });
    expect(await chargePartnerPoints(t.prisma, row.id, 3, later)).toEqual({
      limit: 10,
      used: 3,
      resetAt: new Date(later.getTime() + WINDOW_MS),
      charged: true,
    });
    const stored = await t.prisma.partnerKey.findUniqueOrThrow({ where: { id: row.id } });
    expect(stored.lastUsedAt).toEqual(later);
    expect(stored.windowStartedAt).toEqual(later);
  });

  it("charges nothing to a revoked key", async () => {
    const { row } = await createPartnerKey(t.prisma, { name: "Gone NGO" });
    await revokePartnerKey(t.prisma, row.id);
    expect(await chargePartnerPoints(t.prisma, row.id, 1)).toBeNull();
  });

  it("lets only one of many concurrent requests take the last point", async () => {
    const { row } = await createPartnerKey(t.prisma, { name: "Racing NGO", pointsPerHour: 10 });
    const now = new Date();
    expect((await chargePartnerPoints(t.prisma, row.id, 9, now))!.charged).toBe(true);
    const charges = await Promise.all(Array.from({ length: 8 }, () => chargePartnerPoints(t.prisma, row.id, 1, now)));
    expect(charges.filter((charge) => charge!.charged)).toHaveLength(1);
    expect((await t.prisma.partnerKey.findUniqueOrThrow({ where: { id: row.id } })).pointsUsed).toBe(10);
  });
});
