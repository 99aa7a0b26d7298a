// Delivery across real server processes on one PostgreSQL database: a server killed with SIGKILL while the gateway
// fails loses nothing and repeats nothing once it is started again, and two servers deliver each notification once.
// It runs in the PostgreSQL run only (TEST_DATABASE_URL; graphql-server/vitest.config.ts).
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgres } from "../../db/adapter.ts";
import { type Prisma, createPrisma } from "../../db/client.ts";
import { migrate } from "../../db/migrate.ts";
import { logger } from "../../log/logger.ts";
import { type FakeSmsGateway, startFakeSmsGateway } from "../../test/fake-sms-gateway.ts";
import { type Started, adminQuery, start } from "../../test/npm-start.ts";
import { tempDir } from "../../test/temp-dir.ts";
import { notify } from "./notify.ts";
import { createJobQueue } from "../../queue/job-queue.ts";

const serverUrl = process.env.TEST_DATABASE_URL!;
let gateway: FakeSmsGateway;
const servers: Started[] = [];
const databases: string[] = [];

beforeAll(async () => {
  gateway = await startFakeSmsGateway();
});
afterAll(async () => {
  for (const server of servers) server.child.kill("SIGKILL");
  await gateway.close();
  for (const name of databases) await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
});

/** A migrated database of its own, and a Prisma client on it. */
async function database(): Promise<{ url: string; prisma: Prisma }> {
  const name = `khetsetu_delivery_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
  databases.push(name);
  await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = openPostgres(url.toString());
  await migrate(db.factory);
  return { url: url.toString(), prisma: createPrisma(db) };
}

/** `npm start` on that database with the gateway, retrying fast, with no quiet hours (the test runs at any hour). */
async function server(url: string): Promise<Started> {
  const started = await start({
    DATABASE_URL: url,
    SKIP_BUILD: "1",
    SEED_DEMO: "0",
    DATA_DIR: tempDir("ks-delivery-"),
    SMS_GATEWAY_URL: gateway.url,
    SMS_GATEWAY_API_KEY: "key",
    SMS_SENDER_ID: "KHTSTU",
    SMS_DLT_TEMPLATE_ID: "otp-template",
    NOTIFICATION_QUIET_HOURS: "off",
    NOTIFICATION_RETRY_DELAY_SECONDS: "1",
    NOTIFICATION_RETRY_DELAY_MAX_SECONDS: "2",
  });
  servers.push(started);
  return started;
}

/** `count` people, each notified once (an application received), written as the app writes them. */
async function notifyPeople(prisma: Prisma, count: number, first: number): Promise<void> {
  const queue = createJobQueue(logger, { quietHours: null });
  for (let i = 0; i < count; i++) {
    const user = await prisma.user.create({ data: { mobileNumber: String(first + i), userType: "employer" } });
    await prisma.$transaction((tx) =>
      notify(
        tx,
        { queue },
        {
          userId: user.id,
          event: "application_received",
          values: { name: "Lakshmi", job: `Harvest ${i}` },
          link: "/employer-dashboard",
        },
      ),
    );
  }
}

async function until(done: () => boolean | Promise<boolean>, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const references = () => gateway.accepted.map((sms) => sms.reference);

describe("delivery across processes (PostgreSQL)", () => {
  it("queues 100 while the gateway fails, survives SIGKILL, and delivers each exactly once after a restart", async () => {
    gateway.accepted.length = 0;
    gateway.failing = true;
    const { url, prisma } = await database();
    const first = await server(url);
    await notifyPeople(prisma, 100, 9_810_000_000);
    await until(() => gateway.refused >= 20, "the server to try the failing gateway");
    first.child.kill("SIGKILL");
    expect(await first.exited).toBeNull();
    expect(gateway.accepted).toHaveLength(0);

    gateway.failing = false;
    await server(url);
    // Jobs the killed process held come back once their lease expires (the queue's expireInSeconds: 30).
    await until(() => gateway.accepted.length >= 100, "100 SMS", 120_000);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(gateway.accepted).toHaveLength(100);
    expect(new Set(references()).size).toBe(100);
    const sent = await prisma.notificationDelivery.count({ where: { channel: "sms", status: "sent" } });
    expect(sent).toBe(100);
    await prisma.$disconnect();
  }, 240_000);

  it("two servers on one database deliver each of 200 notifications once", async () => {
    gateway.accepted.length = 0;
    gateway.failing = false;
    const { url, prisma } = await database();
    await server(url);
    await server(url);
    await notifyPeople(prisma, 200, 9_820_000_000);
    await until(() => gateway.accepted.length >= 200, "200 SMS", 120_000);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(gateway.accepted).toHaveLength(200);
    expect(new Set(references()).size).toBe(200);
    expect(await prisma.notificationDelivery.count({ where: { channel: "sms", status: "sent" } })).toBe(200);
    await prisma.$disconnect();
  }, 240_000);
});
