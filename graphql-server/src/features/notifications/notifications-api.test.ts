// The notification list, its REST paths and preferences, and notify's transaction: nothing is queued for a write
// that rolled back, and a channel a person turned off gets no delivery.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { globalIdOf } from "../../graphql/global-id.ts";
import { translate } from "../../i18n/translate.ts";
import { NOTIFICATION_EVENTS_FOR, NOTIFICATION_TEXTS } from "../../rules/notifications.ts";
import { type TestApp, createTestApp } from "../../test/app.ts";
import { notify } from "./notify.ts";
import { queueStatus } from "./queue-status.ts";

let t: TestApp;
let number = 9_830_000_000;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function person(language = "en") {
  const mobileNumber = String(number++);
  const user = await t.prisma.user.create({ data: { mobileNumber, userType: "laborer", firstName: "Asha", language } });
  return { ...user, cookie: await t.cookieFor(mobileNumber) };
}

const notifyOne = (userId: number, job = "Harvest") =>
  t.prisma.$transaction((tx) =>
    notify(tx, t.services.notifications, {
      userId,
      event: "application_accepted",
      values: { job },
      link: "/my-applications",
    }),
  );

const queuedJobs = async () =>
  Number(
    (
      await t.prisma.$queryRaw<
        { count: bigint }[]
      >`SELECT count(*) AS count FROM pgboss.job WHERE name = 'notification-delivery'`
    )[0]!.count,
  );

describe("notify", () => {
  it("writes the notification in the person's language with an SMS and a push delivery, each queued", async () => {
    const someone = await person("te");
    const before = await queuedJobs();
    const id = await notifyOne(someone.id, "Weeding");
    const notification = await t.prisma.notification.findUniqueOrThrow({
      where: { id: id! },
      include: { deliveries: true },
    });
    expect(notification.body).toBe(
      translate("te", { id: NOTIFICATION_TEXTS.application_accepted.body, values: { job: "Weeding" } }),
    );
    expect(notification.deliveries.map((row) => [row.channel, row.status]).sort()).toEqual([
      ["push", "queued"],
      ["sms", "queued"],
    ]);
    expect(await queuedJobs()).toBe(before + 2);
  });

  it("queues nothing for a write that rolled back", async () => {
    const someone = await person();
    const before = await queuedJobs();
    await expect(
      t.prisma.$transaction(async (tx) => {
        await notify(tx, t.services.notifications, {
          userId: someone.id,
          event: "application_declined",
          values: { job: "Sowing" },
          link: "/my-applications",
        });
        throw new Error("the write failed after notifying");
      }),
    ).rejects.toThrow(/failed after notifying/);
    expect(await t.prisma.notification.count({ where: { userId: someone.id } })).toBe(0);
    expect(await queuedJobs()).toBe(before);
  });

  it("makes no SMS delivery for an event whose SMS the person turned off", async () => {
    const someone = await person();
    const res = await t.request("/api/notifications/preferences", {
      method: "PATCH",
      cookie: someone.cookie,
      json: { preferences: [{ event: "application_accepted", sms: false }] },
    });
    expect(res.status).toBe(200);
    const preferences = (await res.json()) as { event: string; sms: boolean; push: boolean }[];
    // A laborer's events only (no applications to her jobs, no enrolments in her courses).
    expect(preferences.map((one) => one.event).sort()).toEqual([...NOTIFICATION_EVENTS_FOR.laborer].sort());
    expect(preferences.map((one) => one.event)).not.toContain("application_received");
    expect(preferences.find((one) => one.event === "application_accepted")).toEqual({
      event: "application_accepted",
      sms: false,
      push: true,
    });
    const id = await notifyOne(someone.id);
    const channels = await t.prisma.notificationDelivery.findMany({ where: { notificationId: id! } });
    expect(channels.map((row) => row.channel)).toEqual(["push"]);
  });
});

describe("erasure", () => {
  it("erases the notifications that name a person when that person's account is deleted", async () => {
    const employer = await person();
    const applicant = await person();
    const id = await t.prisma.$transaction((tx) =>
      notify(tx, t.services.notifications, {
        userId: employer.id,
        actorId: applicant.id,
        event: "application_received",
        values: { name: "Qzorblax", job: "Harvest" },
        link: "/employer-dashboard",
      }),
    );
    const res = await t.request("/api/users/account", { method: "DELETE", cookie: applicant.cookie, json: {} });
    expect(res.status).toBeLessThan(300);
    expect(await t.prisma.notification.findUnique({ where: { id: id! } })).toBeNull();
    expect(await t.prisma.notificationDelivery.count({ where: { notificationId: id! } })).toBe(0);
  });
});

describe("preferences by account type", () => {
  it("lists an employer's and a provider's own events", async () => {
    for (const userType of ["employer", "training_provider"] as const) {
      const mobileNumber = String(number++);
      await t.prisma.user.create({ data: { mobileNumber, userType } });
      const res = await t.request("/api/notifications/preferences", { cookie: await t.cookieFor(mobileNumber) });
      const events = ((await res.json()) as { event: string }[]).map((one) => one.event);
      expect(events.sort()).toEqual([...NOTIFICATION_EVENTS_FOR[userType]].sort());
    }
  });
});

describe("the list", () => {
  it("lists newest first, counts unread, marks one and then all read (REST)", async () => {
    const someone = await person();
    const other = await person();
    await notifyOne(someone.id, "First");
    await notifyOne(someone.id, "Second");
    await notifyOne(other.id, "Not hers");
    const list = (await (await t.request("/api/notifications", { cookie: someone.cookie })).json()) as {
      id: number;
      body: string;
      link: string;
      readAt: string | null;
    }[];
    expect(list.map((one) => one.body)).toEqual([
      "Your application for Second was accepted",
      "Your application for First was accepted",
    ]);
    expect(list[0]!.link).toBe("/my-applications");
    const count = async () =>
      (
        (await (await t.request("/api/notifications/unread-count", { cookie: someone.cookie })).json()) as {
          count: number;
        }
      ).count;
    expect(await count()).toBe(2);
    const one = await t.request("/api/notifications/read", {
      method: "POST",
      cookie: someone.cookie,
      json: { ids: [list[0]!.id] },
    });
    expect(await one.json()).toEqual({ unreadCount: 1 });
    // Someone else's notification is not marked by her.
    const othersId = (await t.prisma.notification.findFirstOrThrow({ where: { userId: other.id } })).id;
    await t.request("/api/notifications/read", { method: "POST", cookie: someone.cookie, json: { ids: [othersId] } });
    expect((await t.prisma.notification.findUniqueOrThrow({ where: { id: othersId } })).readAt).toBeNull();
    const all = await t.request("/api/notifications/read", { method: "POST", cookie: someone.cookie, json: {} });
    expect(await all.json()).toEqual({ unreadCount: 0 });
    expect(await count()).toBe(0);
  });

  it("refuses signed-out readers and malformed input with 4xx", async () => {
    expect((await t.request("/api/notifications")).status).toBe(401);
    const someone = await person();
    const bad = await t.request("/api/notifications/read", {
      method: "POST",
      cookie: someone.cookie,
      json: { ids: "all" },
    });
    expect(bad.status).toBe(400);
    const badPreference = await t.request("/api/notifications/preferences", {
      method: "PATCH",
      cookie: someone.cookie,
      json: { preferences: [{ event: "lottery", sms: true }] },
    });
    expect(badPreference.status).toBe(400);
    const badSubscription = await t.request("/api/push/subscriptions", {
      method: "POST",
      cookie: someone.cookie,
      json: { endpoint: "http://10.0.0.1/steal", keys: { p256dh: "x", auth: "y" } },
    });
    expect(badSubscription.status).toBe(400);
  });

  it("shows a person's notifications through node() to them only", async () => {
    const someone = await person();
    const other = await person();
    const id = await notifyOne(someone.id);
    const query = `query ($id: ID!) { node(id: $id) { ... on Notification { databaseId } } }`;
    const own = await t.graphql(query, { id: globalIdOf("Notification", id!) }, someone.cookie);
    expect(own.data!.node).toEqual({ databaseId: id });
    const others = await t.graphql(query, { id: globalIdOf("Notification", id!) }, other.cookie);
    expect(others.data!.node).toBeNull();
  });
});

describe("npm run notifications -- status", () => {
  it("prints the delivery log by channel and status and the queue's jobs", async () => {
    const text = await queueStatus(t.prisma);
    const queued = await t.prisma.notificationDelivery.count({ where: { channel: "sms", status: "queued" } });
    expect(text).toContain(`sms   queued   ${queued}`);
    expect(text).toMatch(/notification-delivery\s+created\s+\d+/);
  });
});
