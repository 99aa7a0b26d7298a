// Work and wages through the real app on a test database, with the queue's TestClock as the app's clock: the
// days, the sums, UPI, payments, disputes, the overdue check (its job and its worker), earnings and statements.
import { TestClock } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../../generated/prisma/client.ts";
import { globalIdOf } from "../../graphql/global-id.ts";
import { logger } from "../../log/logger.ts";
import { WAGE_MESSAGES, overdueFrom } from "../../rules/wages.ts";
import { type TestApp, createTestApp } from "../../test/app.ts";
import { startWageWorkers } from "./index.ts";

/** 10:30 in India on 1 December 2026. */
const START = new Date("2026-12-01T05:00:00Z");
const DAY = 86_400_000;

let t: TestApp;
let clock: TestClock;
let employer: User;
let laborer: User;
let outsider: User;
const cookie: Record<"employer" | "laborer" | "outsider", string> = {} as never;
let mobile = 9_600_000_000;

async function person(userType: "laborer" | "employer", firstName: string, lastName: string) {
  return t.prisma.user.create({
    data: { mobileNumber: String(mobile++), userType, isMobileVerified: true, firstName, lastName },
  });
}

beforeAll(async () => {
  clock = new TestClock(START);
  t = await createTestApp({ clock });
  // On PostgreSQL the queue reads its queues over its own pool, which opens when it starts (as the server's does).
  await t.services.notifications.queue.boss.start();
  employer = await person("employer", "Ravi", "Gowda");
  laborer = await person("laborer", "Lakshmi", "Naik");
  outsider = await person("laborer", "Other", "Person");
  cookie.employer = await t.cookieFor(employer.mobileNumber);
  cookie.laborer = await t.cookieFor(laborer.mobileNumber);
  cookie.outsider = await t.cookieFor(outsider.mobileNumber);
});
afterAll(() => t.close());

/** An accepted application of `laborer` at ₹600 a day, made on 20 November. */
async function hire(who: User = laborer, status: "accepted" | "pending" = "accepted", boss: User = employer) {
  const job = await t.prisma.job.create({
    data: {
      employerId: boss.id,
      title: `Tomato harvest ${Math.random().toString(36).slice(2, 7)}`,
      location: "Mandya, Karnataka",
      category: "field_activities",
      dailyRate: 600,
      duration: 5,
    },
  });
  const application = await t.prisma.application.create({
    data: { jobId: job.id, laborerId: who.id, requestedRate: 600, status, createdAt: new Date("2026-11-20T04:00:00Z") },
  });
  return { job, id: application.id, gid: globalIdOf("Application", application.id) };
}

const api = async (method: string, path: string, who: keyof typeof cookie, json?: object) => {
  const response = await t.request(`/api${path}`, {
    method,
    cookie: cookie[who],
    json,
    headers: { "x-requested-with": "test" },
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
};

const notificationsOf = (userId: number, event: string) =>
  t.prisma.notification.findMany({ where: { userId, event: event as never }, orderBy: { id: "asc" } });

describe("a hire's work record", () => {
  it("marks three days (one half), confirms two and disputes one: ₹900 due; Pay with UPI; paid on time", async () => {
    const { id, job } = await hire();
    for (const [date, portion] of [
      ["2026-11-27", 1],
      ["2026-11-28", 0.5],
      ["2026-11-29", 1],
    ] as const) {
      const marked = await api("POST", `/applications/${id}/work-days`, "employer", { date, portion });
      expect(marked.status, JSON.stringify(marked.body)).toBe(201);
    }
    const marks = await notificationsOf(laborer.id, "work_day_marked");
    expect(marks).toHaveLength(3);
    // Told in advance: 3 days after the marking (1 Dec), the day counts.
    expect(marks[0]!.body).toBe(
      `Ravi Gowda marked 27 Nov as worked on ${job.title}. Confirm or dispute it by 4 Dec; after that it counts as worked.`,
    );

    expect((await api("POST", `/applications/${id}/work-days/2026-11-27/confirm`, "laborer")).status).toBe(200);
    expect((await api("POST", `/applications/${id}/work-days/2026-11-28/confirm`, "laborer")).status).toBe(200);
    const disputed = await api("POST", `/applications/${id}/work-days/2026-11-29/dispute`, "laborer", {
      note: "I was not called that day",
    });
    expect(disputed.status).toBe(200);
    expect(disputed.body).toMatchObject({
      rate: "600.00",
      daysWorked: 1.5,
      due: "900.00",
      paid: "0.00",
      balance: "900.00",
    });
    expect(disputed.body.days.map((day: { status: string }) => day.status)).toEqual([
      "confirmed",
      "confirmed",
      "disputed",
    ]);

    // The dispute told the employer and went to the moderators with the record.
    const [told] = await notificationsOf(employer.id, "work_day_disputed");
    expect(told!.body).toBe(`Lakshmi Naik disputed 29 Nov on ${job.title}: I was not called that day`);
    const report = await t.prisma.report.findFirstOrThrow({ where: { reporterId: laborer.id, targetId: employer.id } });
    expect(report).toMatchObject({ targetType: "user", reason: "unpaid_wages", status: "open" });
    expect(report.details).toContain("Work day disputed: 2026-11-29 (full day)");
    expect(report.details).toContain("due ₹900.00; paid ₹0.00");

    // No UPI id yet: no link. With one, the employer's link pays the balance.
    expect((await api("GET", `/applications/${id}/work`, "employer")).body.upiPayLink).toBeNull();
    const bad = await t.graphql(
      `mutation { updateProfile(input: { upiId: "not a upi id" }) { __typename ... on ValidationError { fieldErrors { field message } } } }`,
      {},
      cookie.laborer,
    );
    expect(bad.data!.updateProfile.fieldErrors).toEqual([{ field: "upiId", message: WAGE_MESSAGES.upiId }]);
    await t.graphql(
      `mutation { updateProfile(input: { upiId: "lakshmi.naik@okaxis" }) { __typename } }`,
      {},
      cookie.laborer,
    );
    const record = await api("GET", `/applications/${id}/work`, "employer");
    const link = new URL(record.body.upiPayLink);
    expect(link.protocol).toBe("upi:");
    expect(Object.fromEntries(link.searchParams)).toEqual({
      pa: "lakshmi.naik@okaxis",
      pn: "Lakshmi Naik",
      am: "900.00",
      cu: "INR",
      tn: `KhetSetu: ${job.title}`,
    });
    // The laborer never gets the link, and a stranger gets nothing.
    expect((await api("GET", `/applications/${id}/work`, "laborer")).body.upiPayLink).toBeNull();
    expect((await api("GET", `/applications/${id}/work`, "outsider")).status).toBe(404);

    const paid = await api("POST", `/applications/${id}/payments`, "employer", {
      amount: 900,
      method: "upi",
      reference: "412345678901",
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect(paid.body).toMatchObject({ paid: "900.00", balance: "0.00", upiPayLink: null });
    const [payment] = paid.body.payments;
    expect(payment).toMatchObject({ amount: "900.00", method: "upi", reference: "412345678901", confirmedAt: null });
    const [recorded] = await notificationsOf(laborer.id, "payment_recorded");
    expect(recorded!.body).toBe(
      `Ravi Gowda recorded paying you ₹900 for ${job.title}. Confirm it once you have received it.`,
    );

    expect((await api("POST", `/payments/${payment.id}/confirm`, "employer")).status).toBe(403);
    const confirmed = await api("POST", `/payments/${payment.id}/confirm`, "laborer");
    expect(confirmed.body.payments[0].confirmedAt).not.toBeNull();
    expect((await api("POST", `/payments/${payment.id}/confirm`, "laborer")).status).toBe(409);

    const employerNow = await t.prisma.user.findUniqueOrThrow({ where: { id: employer.id } });
    expect([employerNow.paidOnTimeCount, employerNow.paidLateCount]).toEqual([1, 0]);
  });

  it("refuses what does not fit, in the person's language, and lets only each side do its part", async () => {
    const { id } = await hire();
    const future = await api("POST", `/applications/${id}/work-days`, "employer", { date: "2026-12-05", portion: 1 });
    expect(future).toEqual({
      status: 400,
      body: { message: WAGE_MESSAGES.date, errors: { date: WAGE_MESSAGES.date } },
    });
    // More than 30 days back.
    const tooOld = await api("POST", `/applications/${id}/work-days`, "employer", { date: "2026-10-31", portion: 1 });
    expect(tooOld.status).toBe(400);
    const portion = await api("POST", `/applications/${id}/work-days`, "employer", { date: "2026-11-30", portion: 2 });
    expect(portion.body.errors).toEqual({ portion: WAGE_MESSAGES.portion });
    expect(
      (await api("POST", `/applications/${id}/work-days`, "laborer", { date: "2026-11-30", portion: 1 })).status,
    ).toBe(403);
    expect(
      (await api("POST", `/applications/${id}/work-days`, "outsider", { date: "2026-11-30", portion: 1 })).status,
    ).toBe(404);

    expect(
      (await api("POST", `/applications/${id}/work-days`, "employer", { date: "2026-11-30", portion: 1 })).status,
    ).toBe(201);
    expect((await api("POST", `/applications/${id}/work-days/2026-11-30/confirm`, "employer")).status).toBe(403);
    expect((await api("POST", `/applications/${id}/work-days/2026-11-25/confirm`, "laborer")).status).toBe(404);
    // Corrected to a half day before she answers; once confirmed it stays.
    const corrected = await api("POST", `/applications/${id}/work-days`, "employer", {
      date: "2026-11-30",
      portion: 0.5,
    });
    expect(corrected.body.days).toMatchObject([{ date: "2026-11-30", portion: 0.5, status: "marked" }]);
    await api("POST", `/applications/${id}/work-days/2026-11-30/confirm`, "laborer");
    const again = await api("POST", `/applications/${id}/work-days`, "employer", { date: "2026-11-30", portion: 1 });
    expect(again).toEqual({ status: 409, body: { message: WAGE_MESSAGES.dayConfirmed } });

    for (const [body, field, message] of [
      [{ amount: 0, method: "cash" }, "amount", WAGE_MESSAGES.amount],
      [{ amount: 10.555, method: "cash" }, "amount", WAGE_MESSAGES.amount],
      [{ amount: 100, method: "cheque" }, "method", WAGE_MESSAGES.method],
      [{ amount: 100, method: "upi" }, "reference", WAGE_MESSAGES.reference],
    ] as const) {
      const refused = await api("POST", `/applications/${id}/payments`, "employer", body);
      expect(refused, JSON.stringify(body)).toEqual({ status: 400, body: { message, errors: { [field]: message } } });
    }
    const hindi = await t.request(`/api/applications/${id}/payments`, {
      method: "POST",
      cookie: cookie.employer,
      json: { amount: -5, method: "cash" },
      headers: { "x-requested-with": "test", "x-language": "hi" },
    });
    expect(hindi.status).toBe(400);
    expect(((await hindi.json()) as { message: string }).message).not.toBe(WAGE_MESSAGES.amount);

    const pending = await hire(laborer, "pending");
    expect((await api("GET", `/applications/${pending.id}/work`, "employer")).status).toBe(403);
    expect(await t.prisma.wagePayment.count({ where: { applicationId: id } })).toBe(0);
  });

  it("counts a day the laborer left alone for 3 days, after which it can no longer be disputed", async () => {
    const { id } = await hire();
    await api("POST", `/applications/${id}/work-days`, "employer", { date: "2026-11-30", portion: 1 });
    expect((await api("GET", `/applications/${id}/work`, "laborer")).body).toMatchObject({ due: "0.00" });
    await clock.setTime(new Date(clock.now() + 3 * DAY));
    expect((await api("GET", `/applications/${id}/work`, "laborer")).body).toMatchObject({
      due: "600.00",
      daysWorked: 1,
    });
    const late = await api("POST", `/applications/${id}/work-days/2026-11-30/dispute`, "laborer", {});
    expect(late).toEqual({ status: 409, body: { message: WAGE_MESSAGES.dayCounts } });
  });
});

describe("paid on time", () => {
  it("a balance unpaid 8 days after the last day is late: the worker counts it and reminds both, once", async () => {
    // People of their own: the other tests' unpaid hires fall due on the same days.
    const worker = await person("laborer", "Lakshmi", "Naik");
    const farmer = await person("employer", "Mohan", "Rao");
    cookie.outsider = await t.cookieFor(worker.mobileNumber);
    cookie.employer = await t.cookieFor(farmer.mobileNumber);
    const { id, job } = await hire(worker, "accepted", farmer);
    const lastDay = "2026-12-03";
    await clock.setTime(new Date("2026-12-03T06:00:00Z"));
    await api("POST", `/applications/${id}/work-days`, "employer", { date: lastDay, portion: 1 });
    const queued = await t.prisma.$queryRaw<{ start_after: Date }[]>`
      SELECT start_after FROM pgboss.job WHERE name = 'wage-due' AND data->>'applicationId' = ${String(id)}`;
    expect(queued.map((row) => row.start_after.toISOString())).toEqual([overdueFrom(lastDay).toISOString()]);

    await startWageWorkers(t.prisma, t.services.notifications, logger, { pollingIntervalSeconds: 0.5 });
    // 8 days after the last day; the worker takes the job once the clock passes its start.
    await clock.setTime(new Date(overdueFrom(lastDay).getTime() + DAY / 2));
    const deadline = Date.now() + 15_000;
    const reminders = async () => [
      await notificationsOf(worker.id, "payment_overdue"),
      await notificationsOf(farmer.id, "payment_overdue"),
    ];
    while ((await reminders()).some((told) => told.length === 0) && Date.now() < deadline) {
      await clock.tick(500);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // Once: a second pass of the clock reminds nobody again.
    await clock.setTime(new Date(clock.now() + DAY));
    for (let step = 0; step < 6; step++) {
      await clock.tick(500);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const [toLaborer, toEmployer] = await reminders();
    expect([toLaborer!.length, toEmployer!.length]).toEqual([1, 1]);
    expect(toLaborer![0]!.body).toBe(`₹600 for ${job.title} is still unpaid 7 days after the last day worked.`);
    expect(toEmployer![0]!.body).toBe(
      `You still owe Lakshmi Naik ₹600 for ${job.title}, 7 days after the last day worked.`,
    );
    const profile = await t.graphql(
      `query($id: ID!) { node(id: $id) { ... on User { paidOnTimeCount paidLateCount } } }`,
      { id: globalIdOf("User", farmer.id) },
      cookie.laborer,
    );
    expect(profile.data!.node).toEqual({ paidOnTimeCount: 0, paidLateCount: 1 });
    // Paying now does not make it on time.
    await api("POST", `/applications/${id}/payments`, "employer", { amount: 600, method: "cash" });
    const application = await t.prisma.application.findUniqueOrThrow({ where: { id } });
    expect(application.paymentTiming).toBe("late");
  });
});

describe("earnings and statements", () => {
  it("sums the month by employer, and a statement's code shows its totals to anyone, without a phone number", async () => {
    const worker = await person("laborer", "Asha", "Kumari");
    cookie.outsider = await t.cookieFor(worker.mobileNumber);
    cookie.employer = await t.cookieFor(employer.mobileNumber);
    await clock.setTime(new Date("2027-01-10T05:00:00Z"));
    const first = await hire(worker);
    const second = await hire(worker);
    await api("POST", `/applications/${first.id}/work-days`, "employer", { date: "2027-01-05", portion: 1 });
    await api("POST", `/applications/${first.id}/work-days`, "employer", { date: "2027-01-06", portion: 0.5 });
    await api("POST", `/applications/${second.id}/work-days`, "employer", { date: "2027-01-07", portion: 1 });
    for (const [app, date] of [
      [first.id, "2027-01-05"],
      [first.id, "2027-01-06"],
      [second.id, "2027-01-07"],
    ] as const)
      await api("POST", `/applications/${app}/work-days/${date}/confirm`, "outsider");
    await api("POST", `/applications/${first.id}/payments`, "employer", { amount: 500.5, method: "cash" });

    const earnings = await api("GET", "/earnings?from=2027-01-01&to=2027-01-31", "outsider");
    expect(earnings.body).toEqual({
      from: "2027-01-01",
      to: "2027-01-31",
      days: 2.5,
      earned: "1500.00",
      paid: "500.50",
      due: "999.50",
      byEmployer: [
        { employerName: "Ravi Gowda", jobs: 2, days: 2.5, earned: "1500.00", paid: "500.50", due: "999.50" },
      ],
    });
    expect((await api("GET", "/earnings?from=2027-01-31&to=2027-01-01", "outsider")).status).toBe(400);
    expect((await api("GET", "/earnings", "employer")).status).toBe(403);

    const issued = await t.graphql(
      `mutation { createWorkStatement(from: "2027-01-01", to: "2027-01-31") { __typename ... on MutationCreateWorkStatementSuccess { data { code } } } }`,
      {},
      cookie.outsider,
    );
    const code: string = issued.data!.createWorkStatement.data.code;
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/);
    const checked = await t.request(`/api/statements/${code.toLowerCase().replace("-", "")}`);
    const text = await checked.text();
    expect(checked.status).toBe(200);
    expect(JSON.parse(text)).toMatchObject({
      code,
      workerName: "Asha Kumari",
      jobs: 2,
      days: 2.5,
      earned: "1500.00",
      paid: "500.50",
      due: "999.50",
    });
    expect(text).not.toContain(worker.mobileNumber);
    expect((await t.request("/api/statements/AAAAA-AAAAA")).status).toBe(404);
    // The same period with the same totals is the statement already issued.
    const again = await t.graphql(
      `mutation { createWorkStatement(from: "2027-01-01", to: "2027-01-31") { ... on MutationCreateWorkStatementSuccess { data { code } } } }`,
      {},
      cookie.outsider,
    );
    expect(again.data!.createWorkStatement.data.code).toBe(code);
  });
});
