import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../db/seed/demo-accounts.ts";
import type { Job, User } from "../../generated/prisma/client.ts";
import { APPLICATION_MESSAGES } from "../../rules/applications.ts";
import { dateInIndia } from "../../i18n/india-date.ts";
import { JOB_MESSAGES } from "../../rules/job.ts";
import { idsOf, matchesPlace, newestFirst } from "../../test/job-expectations.ts";
import { type TestApp, createTestApp } from "../../test/app.ts";

let t: TestApp;
let laborer: User;
let employer: User;
const cookies = {} as Record<"laborer" | "employer" | "provider", string>;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  laborer = await t.prisma.user.findUniqueOrThrow({ where: { mobileNumber: DEMO_ACCOUNTS.laborer } });
  employer = await t.prisma.user.findUniqueOrThrow({ where: { mobileNumber: DEMO_ACCOUNTS.employer } });
  cookies.laborer = await t.cookieFor(DEMO_ACCOUNTS.laborer);
  cookies.employer = await t.cookieFor(DEMO_ACCOUNTS.employer);
  cookies.provider = await t.cookieFor(DEMO_ACCOUNTS.training_provider);
});
afterAll(() => t.close());

const activeNewestFirst = async (keep: (job: Job) => boolean = () => true) =>
  idsOf(newestFirst((await t.prisma.job.findMany({ where: { status: "active" } })).filter(keep)));

async function search(query: string, cookie?: string) {
  const res = await t.request(`/api/jobs/search${query}`, { cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as ({ id: number } & Record<string, any>)[];
}

/** The REST job shape, computed from the database row. */
/** A job as REST answers it; `signedIn` viewers also get the employer as a person. */
async function restJobFromDb(id: number, signedIn = false) {
  const job = await t.prisma.job.findUniqueOrThrow({
    where: { id },
    include: {
      employer: true,
      requiredSkills: { include: { skill: true } },
      _count: { select: { applications: true } },
    },
  });
  return {
    id: job.id,
    title: job.title,
    description: job.description,
    location: job.location,
    district: job.district,
    state: job.state,
    category: job.category,
    dailyRate: job.dailyRate,
    isRateNegotiable: job.isRateNegotiable,
    accommodationProvided: job.accommodationProvided,
    mealsProvided: job.mealsProvided,
    equipmentProvided: job.equipmentProvided,
    transportationProvided: job.transportationProvided,
    accommodation: job.accommodationProvided,
    meals: job.mealsProvided,
    transportation: job.transportationProvided,
    duration: job.duration,
    startDate: job.startDate ? job.startDate.toISOString().slice(0, 10) : null,
    workersNeeded: job.workersNeeded,
    workingHours: job.workingHours,
    isUrgent: job.isUrgent,
    status: job.status,
    applicationsCount: job._count.applications,
    viewsCount: job.viewsCount,
    employerName: job.employer ? `${job.employer.firstName} ${job.employer.lastName}` : null,
    createdAt: job.createdAt.toISOString(),
    // No centre: these viewers' places have no coordinates (near-jobs.test.ts covers distances).
    distanceKm: null,
    requiredSkills: job.requiredSkills.map((r) => r.skill.name).sort(),
    employer:
      signedIn && job.employer
        ? {
            id: job.employer.id,
            firstName: job.employer.firstName,
            lastName: job.employer.lastName,
            rating: job.employer.rating,
          }
        : null,
  };
}

describe("GET /api/jobs/search", () => {
  it("is public: active jobs newest first in the REST field names", async () => {
    const jobs = await search("");
    expect(idsOf(jobs)).toEqual((await activeNewestFirst()).slice(0, 100));
    expect(jobs[0]).toEqual(await restJobFromDb(jobs[0]!.id));
    expect(jobs.every((job) => job.employer === null)).toBe(true);
    expect(JSON.stringify(jobs)).not.toMatch(/__typename|databaseId/);
  });

  it("filters by location (any name of the place), category, wage band, free text and urgency", async () => {
    const inMysuru = await t.prisma.job
      .findMany({ where: { status: "active" } })
      .then((jobs) => jobs.filter((job) => matchesPlace(job, "Mysuru")));
    const category = inMysuru[0]!.category;
    const mysuru = await activeNewestFirst((job) => matchesPlace(job, "Mysuru") && job.category === category);
    expect(idsOf(await search(`?location=Mysore&category=${category}`))).toEqual(mysuru);
    expect(idsOf(await search("?category=Field%20Activities"))).toEqual(
      await activeNewestFirst((job) => job.category === "field_activities"),
    );
    expect(idsOf(await search("?category=all&wage=1000+"))).toEqual(
      await activeNewestFirst((job) => job.dailyRate >= 1000),
    );
    expect(idsOf(await search("?wage=500-700&urgent=true"))).toEqual(
      await activeNewestFirst((job) => job.dailyRate >= 500 && job.dailyRate < 700 && job.isUrgent),
    );
    expect(idsOf(await search("?search=mango"))).toEqual(
      await activeNewestFirst((job) => /mango/i.test(`${job.title} ${job.description} ${job.location}`)),
    );
  });

  it("returns at most ?limit= jobs (never more than 100)", async () => {
    expect(idsOf(await search("?limit=3"))).toEqual((await activeNewestFirst()).slice(0, 3));
  });

  it("answers 400 for an unknown category, wage band or limit", async () => {
    for (const [query, field] of [
      ["?category=mining", "category"],
      ["?wage=5-10", "wage"],
      ["?limit=0", "limit"],
    ]) {
      const res = await t.request(`/api/jobs/search${query}`);
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(typeof body.message).toBe("string");
      expect(Object.keys(body.errors)).toEqual([field]);
    }
  });

  it("nearby=true puts the signed-in laborer's district first", async () => {
    const jobs = await search("?nearby=true", cookies.laborer);
    const districts = jobs.map((job) => job.district);
    const here = districts.filter((d) => d === laborer.district).length;
    expect(here).toBeGreaterThan(0);
    expect(districts.slice(0, here).every((d) => d === laborer.district)).toBe(true);
    expect(jobs.every((job) => job.state === laborer.state)).toBe(true);
  });
});

const newJob = () => ({
  title: "Maize harvesting",
  description: "Cutting and stacking maize.",
  location: "Srirangapatna, Karnataka",
  category: "field_activities",
  dailyRate: 700,
  duration: 6,
  startDate: dateInIndia(2).toISOString().slice(0, 10),
  workersNeeded: 4,
  mealsProvided: true,
  transportation: true,
});

describe("POST /api/jobs", () => {
  it("creates the employer's job: 201 with the job", async () => {
    const res = await t.request("/api/jobs", { method: "POST", json: newJob(), cookie: cookies.employer });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toEqual(await restJobFromDb(body.id, true));
    expect(body).toMatchObject({
      title: "Maize harvesting",
      mealsProvided: true,
      transportationProvided: true,
      status: "active",
      employer: { id: employer.id },
    });
  });

  it("answers 400 with the field's message for bad input", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ dailyRate: 650.5 }, "dailyRate", JOB_MESSAGES.dailyRate],
      [{ dailyRate: 0 }, "dailyRate", JOB_MESSAGES.dailyRate],
      [{ title: "" }, "title", JOB_MESSAGES.title],
      [{ category: "mining" }, "category", JOB_MESSAGES.category],
      [{ startDate: dateInIndia(-1).toISOString().slice(0, 10) }, "startDate", JOB_MESSAGES.startDate],
      [{ startDate: "2026-02-30" }, "startDate", JOB_MESSAGES.startDateFormat],
      [{ duration: 400 }, "duration", JOB_MESSAGES.duration],
    ];
    const before = await t.prisma.job.count();
    for (const [change, field, message] of cases) {
      const res = await t.request("/api/jobs", {
        method: "POST",
        json: { ...newJob(), ...change },
        cookie: cookies.employer,
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message, errors: { [field]: message } });
    }
    expect(await t.prisma.job.count()).toBe(before);
  });

  it("answers 401 signed out and 403 for laborers", async () => {
    const signedOut = await t.request("/api/jobs", { method: "POST", json: newJob() });
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toEqual({ message: "Unauthorized" });
    expect((await t.request("/api/jobs", { method: "POST", json: newJob(), cookie: cookies.laborer })).status).toBe(
      403,
    );
  });
});

describe("POST /api/jobs/:id/apply", () => {
  const openJob = (laborerId: number) =>
    t.prisma.job.findFirstOrThrow({
      where: { status: "active", applications: { none: { laborerId } } },
      orderBy: { id: "asc" },
    });
  const apply = (id: number | string, json: unknown, cookie?: string) =>
    t.request(`/api/jobs/${id}/apply`, { method: "POST", json, cookie });

  it("applies with {} at the job's rate, or with the main screen's rate and message: 201", async () => {
    const job = await openJob(laborer.id);
    const res = await apply(job.id, {}, cookies.laborer);
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({
      requestedRate: job.dailyRate,
      status: "pending",
      message: null,
      job: { id: job.id, title: job.title },
      laborer: { id: laborer.id, firstName: laborer.firstName, lastName: laborer.lastName, rating: laborer.rating },
    });
    const stored = await t.prisma.application.findUniqueOrThrow({ where: { id: body.id } });
    expect(stored).toMatchObject({ jobId: job.id, laborerId: laborer.id, status: "pending" });

    const next = await openJob(laborer.id);
    const message = "I am interested in this position and would like to apply.";
    const withRate = await apply(next.id, { requestedRate: next.dailyRate, message }, cookies.laborer);
    expect(withRate.status).toBe(201);
    expect(await withRate.json()).toMatchObject({ requestedRate: next.dailyRate, message });
  });

  it("answers 409 for a second application and for a closed job", async () => {
    const applied = await t.prisma.application.findFirstOrThrow({
      where: { laborerId: laborer.id, job: { status: "active" } },
    });
    const again = await apply(applied.jobId, {}, cookies.laborer);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: APPLICATION_MESSAGES.alreadyApplied });
    const closed = await t.prisma.job.findFirstOrThrow({
      where: { status: "closed", applications: { none: { laborerId: laborer.id } } },
    });
    const res = await apply(closed.id, {}, cookies.laborer);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: APPLICATION_MESSAGES.jobClosed });
  });

  it("answers 400 for a rate that is not a whole number above 0, and 404 for an unknown job", async () => {
    const job = await openJob(laborer.id);
    for (const requestedRate of ["abc", 10.5, 0]) {
      const res = await apply(job.id, { requestedRate }, cookies.laborer);
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe(APPLICATION_MESSAGES.requestedRate);
    }
    for (const id of [987654321, "abc"]) {
      const res = await apply(id, {}, cookies.laborer);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: JOB_MESSAGES.notFound });
    }
  });

  it("answers 401 signed out and 403 for employers and training providers", async () => {
    const job = await openJob(laborer.id);
    const signedOut = await apply(job.id, {});
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toEqual({ message: "Unauthorized" });
    expect((await apply(job.id, {}, cookies.employer)).status).toBe(403);
    expect((await apply(job.id, {}, cookies.provider)).status).toBe(403);
    expect(await t.prisma.application.count({ where: { jobId: job.id, laborerId: laborer.id } })).toBe(0);
  });
});

describe("GET /api/employers/jobs", () => {
  it("lists the employer's jobs of every status, newest first", async () => {
    const res = await t.request("/api/employers/jobs", { cookie: cookies.employer });
    expect(res.status).toBe(200);
    const jobs = await res.json();
    const theirs = newestFirst(await t.prisma.job.findMany({ where: { employerId: employer.id } }));
    expect(idsOf(jobs)).toEqual(idsOf(theirs).slice(0, 100));
    expect(new Set(jobs.map((job: { status: string }) => job.status))).toEqual(new Set(["active", "closed"]));
    expect(jobs[0]).toEqual(await restJobFromDb(jobs[0].id, true));
  });

  it("answers 401 signed out and 403 for a laborer", async () => {
    const signedOut = await t.request("/api/employers/jobs");
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toEqual({ message: "Unauthorized" });
    expect((await t.request("/api/employers/jobs", { cookie: cookies.laborer })).status).toBe(403);
  });
});

describe("GET /api/jobs/applications", () => {
  it("lists the applications to the employer's jobs in the REST shape, newest first", async () => {
    const res = await t.request("/api/jobs/applications", { cookie: cookies.employer });
    expect(res.status).toBe(200);
    const body = await res.json();
    const received = newestFirst(
      await t.prisma.application.findMany({
        where: { job: { employerId: employer.id } },
        include: { job: true, laborer: { include: { applications: { include: { job: true } } } } },
      }),
    );
    expect(idsOf(body)).toEqual(idsOf(received).slice(0, 100));
    const first = received[0]!;
    expect(body[0]).toEqual({
      id: first.id,
      requestedRate: first.requestedRate,
      message: first.message,
      status: first.status,
      createdAt: first.createdAt.toISOString(),
      laborer: {
        id: first.laborerId,
        firstName: first.laborer.firstName,
        lastName: first.laborer.lastName,
        rating: first.laborer.rating,
        completedJobs: first.laborer.applications.filter((a) => a.status === "accepted" && a.job.status === "closed")
          .length,
      },
      job: { id: first.jobId, title: first.job.title },
    });
  });

  it("answers 401 signed out and 403 for a laborer", async () => {
    expect((await t.request("/api/jobs/applications")).status).toBe(401);
    expect((await t.request("/api/jobs/applications", { cookie: cookies.laborer })).status).toBe(403);
  });
});
