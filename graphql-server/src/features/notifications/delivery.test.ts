// Notifications from the write that causes them to the phone: the real app and queue workers on a test database,
// an SMS gateway on 127.0.0.1, and a pg-boss TestClock for the time of day (quiet hours, retries).
import { TestClock } from "pg-boss";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { globalIdOf } from "../../graphql/global-id.ts";
import { translate } from "../../i18n/translate.ts";
import { logger } from "../../log/logger.ts";
import { NOTIFICATION_TEXTS, SMS_LIMITS } from "../../rules/notifications.ts";
import { createHttpGatewayProvider } from "../../sms/http-gateway-provider.ts";
import { type TestApp, createTestApp } from "../../test/app.ts";
import { type FakeSmsGateway, startFakeSmsGateway } from "../../test/fake-sms-gateway.ts";
import { shortLink } from "./deliver.ts";
import { sendJobDigest } from "./job-alerts.ts";
import { notify } from "./notify.ts";
import { startNotificationWorkers } from "./worker.ts";

/** 10:30 in India: outside quiet hours. */
const MORNING = new Date("2026-12-01T05:00:00Z");
const ORIGIN = "https://khetsetu.test";

let t: TestApp;
let gateway: FakeSmsGateway;
let clock: TestClock;
let workers: { stop(): Promise<void> };
let number = 9_700_000_000;

beforeAll(async () => {
  gateway = await startFakeSmsGateway();
  clock = new TestClock(MORNING);
  const sms = createHttpGatewayProvider({ url: gateway.url, apiKey: "k", senderId: "KHTSTU", templateId: "otp" });
  t = await createTestApp({ sms, clock });
  workers = await startNotificationWorkers(
    t.services.notifications,
    {
      prisma: t.prisma,
      sms,
      push: null,
      logger,
      production: false,
      env: {},
      publicOrigin: ORIGIN,
      dailySmsBudget: SMS_LIMITS.defaultDailyBudget,
    },
    logger,
    { retryDelaySeconds: 1, retryDelayMaxSeconds: 2, pollingIntervalSeconds: 0.5 },
  );
});
afterAll(async () => {
  await workers.stop();
  await t.close();
  await gateway.close();
});
beforeEach(async () => {
  // Each test starts at 10:30 in India on a later day: the clock only moves forward (timers wait for it).
  await clock.setTime(new Date(Math.ceil((clock.now() + 1) / 86_400_000) * 86_400_000 + 5 * 3_600_000));
  gateway.accepted.length = 0;
  gateway.failing = false;
});
afterEach(async () => {
  // Nothing queued is left for the next test.
  await t.prisma.$executeRawUnsafe(`DELETE FROM pgboss.job WHERE name = 'notification-delivery'`);
});

/** Moves the queue's clock on in steps, so that its workers poll, until the gateway holds `count` SMS. */
async function deliveredWithin(count: number, realMs = 10_000): Promise<void> {
  const deadline = Date.now() + realMs;
  while (gateway.accepted.length < count) {
    if (Date.now() > deadline)
      throw new Error(`the gateway received ${gateway.accepted.length} SMS, not ${count}, within ${realMs} ms`);
    await clock.tick(500);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A signed-in person (without a sign-in code: the gateway only sees notifications). */
async function person(role: "laborer" | "employer", language = "en") {
  const mobileNumber = String(number++);
  const user = await t.prisma.user.create({
    data: { mobileNumber, userType: role, isMobileVerified: true, firstName: `${role}${number}`, language },
  });
  return { ...user, cookie: await t.cookieFor(mobileNumber) };
}

const APPLY = `mutation ($jobId: ID!) { applyToJob(jobId: $jobId) { __typename ... on MutationApplyToJobSuccess { data { id } } } }`;
const DECIDE = `mutation ($id: ID!) { setApplicationStatus(id: $id, status: accepted) {
  __typename ... on MutationSetApplicationStatusSuccess { data { id } } } }`;
const UNREAD = `{ unreadNotificationCount }`;

describe("notifications by SMS", () => {
  it("tells the employer of an application and the laborer, in Kannada, that she is hired; one unread each", async () => {
    const employer = await person("employer");
    const laborer = await person("laborer");
    // She uses the app in Kannada: the app names its language in X-Language, and the server keeps it.
    await t.request("/graphql", {
      method: "POST",
      cookie: laborer.cookie,
      headers: { "x-language": "kn" },
      json: { query: UNREAD },
    });
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: laborer.id } })).language).toBe("kn");
    const job = await t.prisma.job.create({
      data: {
        employerId: employer.id,
        title: "Paddy harvest",
        location: "Maddur",
        category: "field_activities",
        dailyRate: 600,
        duration: 3,
      },
    });

    const applied = await t.graphql(APPLY, { jobId: globalIdOf("Job", job.id) }, laborer.cookie);
    expect(applied.data!.applyToJob.__typename).toBe("MutationApplyToJobSuccess");
    await deliveredWithin(1);
    const toEmployer = gateway.accepted[0]!;
    expect(toEmployer.to).toBe(`+91${employer.mobileNumber}`);
    expect(toEmployer.templateId).toBe("unregistered");
    const employerNotification = await t.prisma.notification.findFirstOrThrow({ where: { userId: employer.id } });
    expect(toEmployer.message).toBe(
      `${translate("en", { id: NOTIFICATION_TEXTS.application_received.sms, values: { name: laborer.firstName!, job: "Paddy harvest" } })} ${shortLink(ORIGIN, employerNotification.id)}`,
    );

    await t.graphql(DECIDE, { id: applied.data!.applyToJob.data.id }, employer.cookie);
    await deliveredWithin(2);
    const toLaborer = gateway.accepted[1]!;
    expect(toLaborer.to).toBe(`+91${laborer.mobileNumber}`);
    const kannada = translate("kn", {
      id: NOTIFICATION_TEXTS.application_accepted.sms,
      values: { job: "Paddy harvest" },
    });
    expect(kannada).not.toBe(
      translate("en", { id: NOTIFICATION_TEXTS.application_accepted.sms, values: { job: "x" } }),
    );
    expect(toLaborer.message.startsWith(kannada)).toBe(true);

    for (const someone of [employer, laborer])
      expect((await t.graphql(UNREAD, {}, someone.cookie)).data!.unreadNotificationCount).toBe(1);
    const log = await t.prisma.notificationDelivery.findMany({
      where: { notification: { userId: { in: [employer.id, laborer.id] } }, channel: "sms" },
    });
    expect(log.map((row) => row.status)).toEqual(["sent", "sent"]);
  });

  it("sends no SMS between 21:00 and 07:00 India time; at 07:00 it goes", async () => {
    const employer = await person("employer");
    const laborer = await person("laborer");
    const job = await t.prisma.job.create({
      data: {
        employerId: employer.id,
        title: "Weeding",
        location: "Maddur",
        category: "field_activities",
        dailyRate: 500,
        duration: 2,
      },
    });
    // 21:30 in India.
    const day = Math.floor(clock.now() / 86_400_000) * 86_400_000;
    await clock.setTime(new Date(day + 16 * 3_600_000));
    await t.graphql(APPLY, { jobId: globalIdOf("Job", job.id) }, laborer.cookie);
    // The in-app list has it at once.
    expect((await t.graphql(UNREAD, {}, employer.cookie)).data!.unreadNotificationCount).toBe(1);
    // 06:59: still nothing.
    await clock.setTime(new Date(day + 25.5 * 3_600_000 - 60_000));
    for (let i = 0; i < 6; i++) {
      await clock.tick(500);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(gateway.accepted).toHaveLength(0);
    // 07:00: it goes.
    await clock.setTime(new Date(day + 25.5 * 3_600_000));
    await deliveredWithin(1);
    expect(gateway.accepted[0]!.to).toBe(`+91${employer.mobileNumber}`);
  });

  it("retries while the gateway fails and delivers once when it recovers; the log says so", async () => {
    const employer = await person("employer");
    const laborer = await person("laborer");
    const job = await t.prisma.job.create({
      data: {
        employerId: employer.id,
        title: "Sowing",
        location: "Maddur",
        category: "field_activities",
        dailyRate: 500,
        duration: 2,
      },
    });
    gateway.failing = true;
    const refusedBefore = gateway.refused;
    await t.graphql(APPLY, { jobId: globalIdOf("Job", job.id) }, laborer.cookie);
    const deadline = Date.now() + 10_000;
    while (gateway.refused < refusedBefore + 2 && Date.now() < deadline) {
      await clock.tick(1000);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(gateway.refused).toBeGreaterThanOrEqual(refusedBefore + 2);
    const failing = await t.prisma.notificationDelivery.findFirstOrThrow({
      where: { channel: "sms", notification: { userId: employer.id } },
    });
    expect(failing.status).toBe("queued");
    expect(failing.detail).toMatch(/503/);
    gateway.failing = false;
    await deliveredWithin(1);
    for (let i = 0; i < 6; i++) await clock.tick(1000);
    expect(gateway.accepted).toHaveLength(1);
    const sent = await t.prisma.notificationDelivery.findUniqueOrThrow({ where: { id: failing.id } });
    expect(sent.status).toBe("sent");
    expect(sent.attempts).toBeGreaterThanOrEqual(3);
    expect(gateway.accepted[0]!.reference).toBe(`notification-${failing.id}`);
  });

  it("sends a conversation's messages by SMS at most once every few hours; each is in the list", async () => {
    const employer = await person("employer");
    const laborer = await person("laborer");
    const started = await t.graphql(
      `mutation ($p: ID!) { startConversation(participantId: $p) { ... on MutationStartConversationSuccess { data { id } } } }`,
      { p: globalIdOf("User", laborer.id) },
      employer.cookie,
    );
    const conversationId = started.data!.startConversation.data.id;
    const send = (content: string) =>
      t.graphql(
        `mutation ($c: ID!, $m: String!) { sendMessage(conversationId: $c, content: $m) { __typename } }`,
        { c: conversationId, m: content },
        employer.cookie,
      );
    await send("Can you come tomorrow?");
    await deliveredWithin(1);
    await send("At 7 in the morning");
    for (let i = 0; i < 6; i++) await clock.tick(500);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(gateway.accepted).toHaveLength(1);
    const second = await t.prisma.notificationDelivery.findFirstOrThrow({
      where: { channel: "sms", notification: { userId: laborer.id }, status: { not: "sent" } },
    });
    expect(second.status).toBe("skipped");
    expect(await t.prisma.notification.count({ where: { userId: laborer.id } })).toBe(2);
  });
});

describe("SMS caps", () => {
  it("sends a person at most SMS_LIMITS.perPersonPerDay SMS in an India day; the rest are in the list and skipped", async () => {
    const someone = await person("laborer");
    const over = SMS_LIMITS.perPersonPerDay + 2;
    for (let i = 0; i < over; i++)
      await t.prisma.$transaction((tx) =>
        notify(tx, t.services.notifications, {
          userId: someone.id,
          event: "application_accepted",
          values: { job: `Job ${i}` },
          link: "/my-applications",
        }),
      );
    await deliveredWithin(SMS_LIMITS.perPersonPerDay);
    for (let i = 0; i < 8; i++) {
      await clock.tick(500);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(gateway.accepted.filter((sms) => sms.to === `+91${someone.mobileNumber}`)).toHaveLength(
      SMS_LIMITS.perPersonPerDay,
    );
    const skipped = await t.prisma.notificationDelivery.findMany({
      where: { channel: "sms", status: "skipped", notification: { userId: someone.id } },
    });
    expect(skipped).toHaveLength(2);
    expect(skipped[0]!.detail).toBe("the person's daily SMS limit");
    expect(await t.prisma.notification.count({ where: { userId: someone.id } })).toBe(over);
  });
});

describe("job alerts", () => {
  it("an urgent job needing Milking reaches an available laborer with that skill 10 km away, not one 300 km away", async () => {
    const milking =
      (await t.prisma.skill.findFirst({ where: { name: "Milking" } })) ??
      (await t.prisma.skill.create({ data: { name: "Milking", category: "animal_husbandry" } }));
    const employer = await person("employer");
    const near = await person("laborer");
    const far = await person("laborer");
    // The job is at Maddur; `near` lives about 10 km away, `far` about 300 km away.
    const site = { latitude: 12.5858, longitude: 77.0446 };
    for (const [someone, latitude] of [
      [near, site.latitude + 0.09],
      [far, site.latitude + 2.7],
    ] as const) {
      await t.prisma.user.update({
        where: { id: someone.id },
        data: {
          latitude,
          longitude: site.longitude,
          available: true,
          travelKm: 25,
          skills: { create: { skillId: milking.id } },
        },
      });
    }
    const posted = await t.request("/graphql", {
      method: "POST",
      cookie: employer.cookie,
      json: {
        query: `mutation ($input: CreateJobInput!) { createJob(input: $input) { __typename } }`,
        variables: {
          input: {
            title: "Milking help needed",
            location: "Maddur, Mandya, Karnataka",
            category: "animal_husbandry",
            dailyRate: 500,
            duration: 5,
            isUrgent: true,
            requiredSkillIds: [globalIdOf("Skill", milking.id)],
          },
        },
      },
    });
    const answer = (await posted.json()) as { data: { createJob: { __typename: string } } | null; errors?: unknown };
    expect(answer.data?.createJob.__typename, JSON.stringify(answer.errors)).toBe("MutationCreateJobSuccess");
    const deadline = Date.now() + 10_000;
    while ((await t.prisma.notification.count({ where: { userId: near.id, event: "job_alert" } })) === 0) {
      if (Date.now() > deadline) throw new Error("no job alert within 10 s");
      await clock.tick(500);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const alert = await t.prisma.notification.findFirstOrThrow({ where: { userId: near.id, event: "job_alert" } });
    expect(alert.body).toContain("Milking help needed");
    expect(await t.prisma.notification.count({ where: { userId: far.id } })).toBe(0);
  });

  it("puts the day's other jobs in one 07:00 digest per laborer, once", async () => {
    const milking = await t.prisma.skill.findFirstOrThrow({ where: { name: "Milking" } });
    const employer = await person("employer");
    const laborer = await person("laborer");
    const site = { latitude: 13.3392, longitude: 77.101 };
    await t.prisma.user.update({
      where: { id: laborer.id },
      data: { ...site, available: true, travelKm: 20, skills: { create: { skillId: milking.id } } },
    });
    for (const title of ["Morning milking", "Evening milking"])
      await t.prisma.job.create({
        data: {
          employerId: employer.id,
          title,
          location: "Tumakuru",
          category: "animal_husbandry",
          dailyRate: 450,
          duration: 10,
          ...site,
          createdAt: new Date(clock.now() - 3_600_000),
          requiredSkills: { create: { skillId: milking.id } },
        },
      });
    const notifier = t.services.notifications;
    expect(await sendJobDigest(t.prisma, notifier)).toBeGreaterThanOrEqual(1);
    expect(await sendJobDigest(t.prisma, notifier)).toBe(0);
    const digest = await t.prisma.notification.findMany({ where: { userId: laborer.id, event: "job_alert" } });
    expect(digest).toHaveLength(1);
    expect(digest[0]!.title).toBe("New jobs near you");
    expect(digest[0]!.body).toBe("2 new jobs match your skills");
  });
});
