// Test data made directly in the database before a server starts: the demo data, plus many signed-in
// accounts (users with server-side sessions and sealed cookies, as a sign-in would make them; no OTP, so
// no send limits), conversations for them to write in, and the ids of jobs to view and apply to.
import { randomBytes, randomInt } from "node:crypto";
import { createSessionCookies } from "../../src/session/session-cookie.ts";
import { startSession } from "../../src/session/session-store.ts";
import { type Database, openPglite, openPostgres } from "../../src/db/adapter.ts";
import { type Prisma, createPrisma } from "../../src/db/client.ts";
import { migrate } from "../../src/db/migrate.ts";
import { DEMO_ACCOUNTS, seedDemo } from "../../src/db/seed/demo.ts";

export { DEMO_ACCOUNTS };

/** A session secret for servers the suite starts (given to them as SESSION_SECRET). */
export function newSessionSecret(): string {
  return randomBytes(32).toString("hex");
}

/** A Relay global id, as the schema encodes it (base64 of "Type:id"). */
export function globalId(typename: string, id: number | string): string {
  return Buffer.from(`${typename}:${id}`).toString("base64");
}

const usedNumbers = new Set<string>();
/** A random, valid, unused 10-digit Indian mobile number (outside the demo range 98765xxxxx). */
export function randomMobileNumber(): string {
  for (;;) {
    const number = `${randomInt(6, 9)}${String(randomInt(0, 1_000_000_000)).padStart(9, "0")}`;
    if (!usedNumbers.has(number)) {
      usedNumbers.add(number);
      return number;
    }
  }
}

export interface OpenedDatabase {
  db: Database;
  prisma: Prisma;
  close(): Promise<void>;
}

/** Opens (and migrates) PGlite in `pgliteDir` or PostgreSQL at `url`, as the server would. */
export async function openMigrated(target: { pgliteDir: string } | { url: string }): Promise<OpenedDatabase> {
  const db = "url" in target ? openPostgres(target.url) : await openPglite(target.pgliteDir);
  await migrate(db.factory);
  const prisma = createPrisma(db);
  return {
    db,
    prisma,
    async close() {
      await prisma.$disconnect();
      await db.close();
    },
  };
}

export interface Account {
  id: number;
  mobileNumber: string;
  cookie: string;
}

export interface PreparedData {
  laborers: Account[];
  employers: Account[];
  /** One conversation per laborer, with an employer: conversations[i] belongs to laborers[i]. */
  conversations: number[];
  /** Active job ids (demo jobs plus any added). */
  jobs: number[];
  demo: Record<keyof typeof DEMO_ACCOUNTS, Account>;
}

async function cookieFor(prisma: Prisma, secret: string, userId: number): Promise<string> {
  const { token } = await startSession(prisma, userId, "khetsetu-resilience");
  const header = await createSessionCookies(secret, false).issue({ token });
  return header.split(";")[0]!;
}

async function createAccounts(
  prisma: Prisma,
  secret: string,
  userType: "laborer" | "employer",
  count: number,
  label: string,
): Promise<Account[]> {
  const rows = Array.from({ length: count }, (_, i) => ({
    mobileNumber: randomMobileNumber(),
    userType,
    isMobileVerified: true,
    firstName: `${label}`,
    lastName: `No${i + 1}`,
    state: "Karnataka",
    district: "Mysuru",
  }));
  await prisma.user.createMany({ data: rows });
  const users = await prisma.user.findMany({
    where: { mobileNumber: { in: rows.map((r) => r.mobileNumber) } },
    select: { id: true, mobileNumber: true },
    orderBy: { id: "asc" },
  });
  const accounts: Account[] = [];
  for (const user of users) accounts.push({ ...user, cookie: await cookieFor(prisma, secret, user.id) });
  return accounts;
}

/**
 * Demo data (when not there yet), `laborers` and `employers` new signed-in accounts, one conversation
 * per laborer with one of the new employers, and `extraJobs` more active jobs posted by them.
 */
export async function prepareData(
  prisma: Prisma,
  options: { secret: string; laborers: number; employers: number; extraJobs?: number; label?: string },
): Promise<PreparedData> {
  await seedDemo(prisma);
  const label = options.label ?? "Resilience";
  const laborers = await createAccounts(prisma, options.secret, "laborer", options.laborers, `${label}Laborer`);
  const employers = await createAccounts(prisma, options.secret, "employer", options.employers, `${label}Employer`);
  await prisma.conversation.createMany({
    data: laborers.map((laborer, i) => {
      const employer = employers[i % employers.length]!;
      return { participantAId: Math.min(laborer.id, employer.id), participantBId: Math.max(laborer.id, employer.id) };
    }),
  });
  const conversations = await prisma.conversation.findMany({
    where: {
      OR: [
        { participantAId: { in: laborers.map((l) => l.id) } },
        { participantBId: { in: laborers.map((l) => l.id) } },
      ],
      jobId: null,
    },
    select: { id: true, participantAId: true, participantBId: true },
  });
  const byLaborer = new Map<number, number>();
  const laborerIds = new Set(laborers.map((l) => l.id));
  for (const c of conversations) {
    const laborerId = laborerIds.has(c.participantAId!) ? c.participantAId! : c.participantBId!;
    byLaborer.set(laborerId, c.id);
  }
  if (options.extraJobs) {
    await prisma.job.createMany({
      data: Array.from({ length: options.extraJobs }, (_, i) => ({
        employerId: employers[i % employers.length]!.id,
        title: `Resilience harvest work ${i + 1}`,
        description: "Harvesting and loading, with meals.",
        location: "Mysuru, Karnataka",
        district: "Mysuru",
        state: "Karnataka",
        category: "field_activities" as const,
        dailyRate: 500 + (i % 10) * 50,
        duration: 1 + (i % 7),
        workersNeeded: 1000,
      })),
    });
  }
  const jobs = (
    await prisma.job.findMany({ where: { status: "active" }, select: { id: true }, orderBy: { id: "asc" } })
  ).map((j) => j.id);
  const demo = {} as PreparedData["demo"];
  for (const [role, mobileNumber] of Object.entries(DEMO_ACCOUNTS) as [keyof typeof DEMO_ACCOUNTS, string][]) {
    const user = await prisma.user.findUniqueOrThrow({ where: { mobileNumber }, select: { id: true } });
    demo[role] = { id: user.id, mobileNumber, cookie: await cookieFor(prisma, options.secret, user.id) };
  }
  return { laborers, employers, conversations: laborers.map((l) => byLaborer.get(l.id)!), jobs, demo };
}
