import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../db/seed/demo-accounts.ts";
import type { User } from "../../generated/prisma/client.ts";
import { ANALYTICS_WEEKS, weekStartInIndia } from "./weekly-counts.ts";
import { type TestApp, createTestApp } from "../../test/app.ts";

let t: TestApp;
let employer: User;
let employerCookie: string;
let laborerCookie: string;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  employer = await t.prisma.user.create({
    data: { mobileNumber: "9123400101", userType: "employer", firstName: "Asha" },
  });
  employerCookie = await t.cookieFor(employer.mobileNumber);
  laborerCookie = await t.cookieFor(DEMO_ACCOUNTS.laborer);
});
afterAll(() => t.close());

const ANALYTICS = /* GraphQL */ `
  query { viewer { employerAnalytics { weeks { weekStart jobsPosted applicationsReceived } accepted declined pending acceptanceRate jobViews { jobId title views } } } }
`;

const DAY_MS = 86_400_000;

describe("viewer.employerAnalytics", () => {
  it("weekStartInIndia gives the Monday of the week in India time", () => {
    // Sunday 20:00 UTC is already Monday 01:30 in India.
    expect(weekStartInIndia(new Date("2026-11-22T20:00:00Z")).toISOString()).toBe("2026-11-23T00:00:00.000Z");
    expect(weekStartInIndia(new Date("2026-11-22T18:00:00Z")).toISOString()).toBe("2026-11-16T00:00:00.000Z");
  });

  it("counts jobs posted and applications received per week, the acceptance rate and views per job from the rows", async () => {
    const laborers = await t.prisma.user.findMany({ where: { userType: "laborer" }, take: 4, orderBy: { id: "asc" } });
    const now = Date.now();
    const jobs = [];
    for (const [i, daysAgo] of [0, 0, 8, 20, 70].entries()) {
      jobs.push(
        await t.prisma.job.create({
          data: {
            employerId: employer.id,
            title: `Job ${i}`,
            location: "Mandya, Karnataka",
            category: "horticulture",
            dailyRate: 500,
            duration: 2,
            viewsCount: (i * 7) % 5,
            createdAt: new Date(now - daysAgo * DAY_MS),
          },
        }),
      );
    }
    const statuses = ["accepted", "accepted", "rejected", "pending"] as const;
    for (const [i, laborer] of laborers.entries()) {
      await t.prisma.application.create({
        data: {
          jobId: jobs[i % 2]!.id,
          laborerId: laborer.id,
          requestedRate: 500,
          status: statuses[i]!,
          createdAt: new Date(now - i * 9 * DAY_MS),
        },
      });
    }

    const result = await t.graphql(ANALYTICS, {}, employerCookie);
    expect(result.errors).toBeUndefined();
    const analytics = result.data!.viewer.employerAnalytics;
    expect(analytics.weeks).toHaveLength(ANALYTICS_WEEKS);
    // Expected from the rows: everything inside the 8-week window, by the week it falls in.
    const windowStart = new Date(analytics.weeks[0].weekStart).getTime() - 5.5 * 3600_000;
    const jobRows = await t.prisma.job.findMany({ where: { employerId: employer.id } });
    const appRows = await t.prisma.application.findMany({ where: { job: { employerId: employer.id } } });
    const expectedWeeks = analytics.weeks.map((week: { weekStart: string }) => ({
      weekStart: week.weekStart,
      jobsPosted: jobRows.filter((job) => weekStartInIndia(job.createdAt).toISOString().slice(0, 10) === week.weekStart)
        .length,
      applicationsReceived: appRows.filter(
        (row) => weekStartInIndia(row.createdAt).toISOString().slice(0, 10) === week.weekStart,
      ).length,
    }));
    expect(analytics.weeks).toEqual(expectedWeeks);
    const inWindow = jobRows.filter((job) => job.createdAt.getTime() >= windowStart).length;
    expect(analytics.weeks.reduce((sum: number, week: { jobsPosted: number }) => sum + week.jobsPosted, 0)).toBe(
      inWindow,
    );
    expect(inWindow).toBeLessThan(jobRows.length); // the 70-day-old job is outside the window

    const count = (status: string) => appRows.filter((row) => row.status === status).length;
    expect([analytics.accepted, analytics.declined, analytics.pending]).toEqual([
      count("accepted"),
      count("rejected"),
      count("pending"),
    ]);
    expect(analytics.acceptanceRate).toBeCloseTo(count("accepted") / (count("accepted") + count("rejected")));
    const byViews = [...jobRows]
      .sort((a, b) => b.viewsCount - a.viewsCount || b.id - a.id)
      .map((job) => [job.title, job.viewsCount]);
    expect(analytics.jobViews.map((row: { title: string; views: number }) => [row.title, row.views])).toEqual(byViews);
  });

  it("has no acceptance rate before any decision", async () => {
    const fresh = await t.prisma.user.create({ data: { mobileNumber: "9123400102", userType: "employer" } });
    const result = await t.graphql(ANALYTICS, {}, await t.cookieFor(fresh.mobileNumber));
    const analytics = result.data!.viewer.employerAnalytics;
    expect(analytics.acceptanceRate).toBeNull();
    expect(analytics.jobViews).toEqual([]);
    expect(analytics.weeks.every((week: { jobsPosted: number }) => week.jobsPosted === 0)).toBe(true);
  });

  it("is only for the employer themself", async () => {
    const result = await t.graphql(ANALYTICS, {}, laborerCookie);
    expect(result.data!.viewer.employerAnalytics).toBeNull();
  });
});
