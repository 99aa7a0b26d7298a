import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestDatabase, createTestDatabase } from "../test/database.ts";

// The migration that removes what one account did with itself before the server refused it, run again on a
// database holding such rows (the test database already has every migration applied, on no data).
const MIGRATION = new URL("../../../prisma/migrations/20261128031500_counterparts_only/migration.sql", import.meta.url);
const statements = readFileSync(MIGRATION, "utf8")
  .split("\n")
  .filter((line) => !line.startsWith("--"))
  .join("\n")
  .split(/;\s*\n/)
  .map((statement) => statement.trim())
  .filter(Boolean);

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.close());

describe("migration counterparts_only", () => {
  it("removes self-made applications, enrolments and ratings, and recomputes the figures without them", async () => {
    const self = await t.prisma.user.create({ data: { mobileNumber: "9123490001", userType: "employer" } });
    const laborer = await t.prisma.user.create({ data: { mobileNumber: "9123490002", userType: "laborer" } });
    const jobData = {
      title: "Weeding",
      location: "Maddur",
      category: "field_activities",
      dailyRate: 600,
      duration: 3,
    } as const;
    const job = await t.prisma.job.create({ data: { ...jobData, employerId: self.id, status: "closed" } });
    const own = await t.prisma.application.create({
      data: { jobId: job.id, laborerId: self.id, requestedRate: 600, status: "accepted" },
    });
    const real = await t.prisma.application.create({
      data: { jobId: job.id, laborerId: laborer.id, requestedRate: 650, status: "accepted" },
    });
    await t.prisma.rating.createMany({
      data: [
        { applicationId: own.id, raterId: self.id, rateeId: self.id, jobTitle: "Weeding", stars: 5 },
        { applicationId: real.id, raterId: laborer.id, rateeId: self.id, jobTitle: "Weeding", stars: 3 },
        { applicationId: real.id, raterId: self.id, rateeId: laborer.id, jobTitle: "Weeding", stars: 4 },
      ],
    });
    await t.prisma.user.update({ where: { id: self.id }, data: { rating: 4, reviewCount: 2 } });
    await t.prisma.user.update({ where: { id: laborer.id }, data: { rating: 4, reviewCount: 1 } });

    const course = await t.prisma.course.create({
      data: { providerId: self.id, title: "Pruning", duration: 2, currentEnrollments: 2, completionRate: 100 },
    });
    await t.prisma.enrollment.createMany({
      data: [
        { courseId: course.id, laborerId: self.id, status: "completed" },
        { courseId: course.id, laborerId: laborer.id, status: "enrolled" },
      ],
    });

    for (const statement of statements) await t.prisma.$executeRawUnsafe(statement);

    const applications = await t.prisma.application.findMany({ where: { jobId: job.id }, select: { id: true } });
    expect(applications).toEqual([{ id: real.id }]);
    const users = await t.prisma.user.findMany({
      where: { id: { in: [self.id, laborer.id] } },
      select: { id: true, rating: true, reviewCount: true },
      orderBy: { id: "asc" },
    });
    expect(users).toEqual([
      { id: self.id, rating: 3, reviewCount: 1 },
      { id: laborer.id, rating: 4, reviewCount: 1 },
    ]);
    expect(await t.prisma.rating.count({ where: { raterId: self.id, rateeId: self.id } })).toBe(0);
    expect(await t.prisma.enrollment.findMany({ where: { courseId: course.id }, select: { laborerId: true } })).toEqual(
      [{ laborerId: laborer.id }],
    );
    const after = await t.prisma.course.findUniqueOrThrow({ where: { id: course.id } });
    expect({ currentEnrollments: after.currentEnrollments, completionRate: after.completionRate }).toEqual({
      currentEnrollments: 1,
      completionRate: 0,
    });
  });
});
