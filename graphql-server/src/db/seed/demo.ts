import type { PrismaClient } from "../../generated/prisma/client.ts";
import { type Clock, clockAt } from "./clock.ts";
import { DEMO_FEEDBACK } from "./demo-feedback.ts";
import { insertDemoConversations } from "./demo-insert-conversations.ts";
import { insertDemoCourses } from "./demo-insert-courses.ts";
import { insertDemoApplications, insertDemoJobs } from "./demo-insert-jobs.ts";
import { DEMO_PEOPLE, insertDemoPeople } from "./demo-insert-people.ts";
import { insertDemoWorkRecords } from "./demo-work-records.ts";
import { DEMO_SERVICE_PROVIDERS } from "./demo-service-providers.ts";
import { mustGet } from "./must-get.ts";
import type { SeedDb } from "./seed-db.ts";
import { ensureSkillCatalogue, loadSkills, skillIdLookup } from "./skill-catalogue.ts";

export { DEMO_ACCOUNTS } from "./demo-accounts.ts";

/** Serialises concurrent demo seeding (two servers starting on one empty database). */
const DEMO_SEED_LOCK_ID = 73_110_501;

/** True when the database has no users and no skills: a fresh database to put the demo data in. */
export async function isDatabaseEmpty(prisma: SeedDb): Promise<boolean> {
  const [user, skill] = await Promise.all([
    prisma.user.findFirst({ select: { id: true } }),
    prisma.skill.findFirst({ select: { id: true } }),
  ]);
  return user === null && skill === null;
}

async function demoAccountsExist(db: SeedDb): Promise<boolean> {
  const found = await db.user.count({ where: { mobileNumber: { in: DEMO_PEOPLE.map((p) => p.mobileNumber) } } });
  return found > 0;
}

async function insertDemoFeedback(db: SeedDb, clock: Clock, userIds: ReadonlyMap<string, number>): Promise<void> {
  await db.feedback.createMany({
    data: DEMO_FEEDBACK.map(({ user, sentDaysAgo, ...feedback }) => ({
      ...feedback,
      userId: user === undefined ? null : mustGet(userIds, user, "person"),
      createdAt: clock.daysAgo(sentDaysAgo),
    })),
  });
}

/**
 * Puts the Karnataka demo data in the database, all in one transaction. Missing catalogue skills
 * and sample service providers are always added; the rest only when none of the demo accounts
 * exists yet, so running it again creates nothing twice. `created` tells whether it did.
 */
export async function seedDemo(prisma: PrismaClient, options: { now?: Date } = {}): Promise<{ created: boolean }> {
  const clock = clockAt(options.now ?? new Date());
  return prisma.$transaction(
    async (tx) => {
      await tx.$queryRawUnsafe(`SELECT 1 FROM pg_advisory_xact_lock(${DEMO_SEED_LOCK_ID})`);
      await ensureSkillCatalogue(tx);
      await tx.serviceProvider.createMany({ data: [...DEMO_SERVICE_PROVIDERS], skipDuplicates: true });
      if (await demoAccountsExist(tx)) return { created: false };

      const skillId = skillIdLookup(await loadSkills(tx));
      const userIds = await insertDemoPeople(tx, clock, skillId);
      const jobIds = await insertDemoJobs(tx, clock, userIds, skillId);
      await insertDemoApplications(tx, clock, userIds, jobIds);
      await insertDemoWorkRecords(tx, clock, userIds, jobIds);
      await insertDemoCourses(tx, clock, userIds);
      await insertDemoConversations(tx, clock, userIds, jobIds);
      await insertDemoFeedback(tx, clock, userIds);
      return { created: true };
    },
    { timeout: 120_000, maxWait: 30_000 },
  );
}
