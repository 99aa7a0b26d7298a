import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../db/seed/demo-accounts.ts";
import type { Application, User } from "../../generated/prisma/client.ts";
import { APPLICATION_MESSAGES } from "../../rules/applications.ts";
import { idsOf, newestFirst } from "../../test/job-expectations.ts";
import { type TestApp, createTestApp } from "../../test/app.ts";

let t: TestApp;
let laborer: User;
let employer: User;
const cookies = {} as Record<"laborer" | "employer" | "otherEmployer", string>;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  laborer = await t.prisma.user.findUniqueOrThrow({ where: { mobileNumber: DEMO_ACCOUNTS.laborer } });
  employer = await t.prisma.user.findUniqueOrThrow({ where: { mobileNumber: DEMO_ACCOUNTS.employer } });
  const otherEmployer = await t.prisma.user.findFirstOrThrow({
    where: { userType: "employer", id: { not: employer.id } },
  });
  cookies.laborer = await t.cookieFor(laborer.mobileNumber);
  cookies.employer = await t.cookieFor(employer.mobileNumber);
  cookies.otherEmployer = await t.cookieFor(otherEmployer.mobileNumber);
});
afterAll(() => t.close());

let applicants = 0;
/** A pending application by a new laborer to one of the demo employer's active jobs. */
async function pendingApplication(): Promise<Application> {
  applicants += 1;
  const applicant = await t.prisma.user.create({
    data: {
      mobileNumber: `70000003${String(applicants).padStart(2, "0")}`,
      userType: "laborer",
      firstName: "Test",
      lastName: `Applicant ${applicants}`,
    },
  });
  const job = await t.prisma.job.findFirstOrThrow({ where: { employerId: employer.id, status: "active" } });
  return t.prisma.application.create({
    data: { jobId: job.id, laborerId: applicant.id, requestedRate: job.dailyRate },
  });
}

const setStatus = (id: number | string, json: unknown, cookie?: string) =>
  t.request(`/api/applications/${id}/status`, { method: "PATCH", json, cookie });

describe("PATCH /api/applications/:id/status", () => {
  it("accepts or rejects a pending application to the employer's job", async () => {
    for (const status of ["accepted", "rejected"]) {
      const application = await pendingApplication();
      const res = await setStatus(application.id, { status }, cookies.employer);
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body).toMatchObject({
        id: application.id,
        status,
        requestedRate: application.requestedRate,
        job: { id: application.jobId },
      });
      expect((await t.prisma.application.findUniqueOrThrow({ where: { id: application.id } })).status).toBe(status);
    }
  });

  it("answers 400 for any status but accepted or rejected, and 409 once decided", async () => {
    const application = await pendingApplication();
    for (const json of [{ status: "pending" }, { status: "maybe" }, {}]) {
      const res = await setStatus(application.id, json, cookies.employer);
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe(APPLICATION_MESSAGES.statusTarget);
    }
    expect((await setStatus(application.id, { status: "accepted" }, cookies.employer)).status).toBe(200);
    const again = await setStatus(application.id, { status: "rejected" }, cookies.employer);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: APPLICATION_MESSAGES.notPending });
  });

  it("answers 401 signed out, 403 for another employer or a laborer, 404 for an unknown application", async () => {
    const application = await pendingApplication();
    const signedOut = await setStatus(application.id, { status: "accepted" });
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toEqual({ message: "Unauthorized" });
    const other = await setStatus(application.id, { status: "accepted" }, cookies.otherEmployer);
    expect(other.status).toBe(403);
    expect(await other.json()).toEqual({ message: APPLICATION_MESSAGES.notOwner });
    expect((await setStatus(application.id, { status: "accepted" }, cookies.laborer)).status).toBe(403);
    expect((await t.prisma.application.findUniqueOrThrow({ where: { id: application.id } })).status).toBe("pending");
    const unknown = await setStatus(987654321, { status: "accepted" }, cookies.employer);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: APPLICATION_MESSAGES.notFound });
  });
});

describe("GET /api/applications", () => {
  it("lists the laborer's own applications, newest first, each with its job", async () => {
    const res = await t.request("/api/applications", { cookie: cookies.laborer });
    expect(res.status).toBe(200);
    const body = await res.json();
    const theirs = newestFirst(
      await t.prisma.application.findMany({ where: { laborerId: laborer.id }, include: { job: true } }),
    );
    expect(theirs.length).toBeGreaterThan(0);
    expect(idsOf(body)).toEqual(idsOf(theirs));
    const first = theirs[0]!;
    expect(body[0]).toMatchObject({
      id: first.id,
      requestedRate: first.requestedRate,
      status: first.status,
      createdAt: first.createdAt.toISOString(),
      laborer: { id: laborer.id, firstName: laborer.firstName },
      job: {
        id: first.jobId,
        title: first.job.title,
        dailyRate: first.job.dailyRate,
        status: first.job.status,
        location: first.job.location,
      },
    });
  });

  it("is empty for an employer (they apply for nothing) and 401 signed out", async () => {
    const employerOwn = await t.request("/api/applications", { cookie: cookies.employer });
    expect(employerOwn.status).toBe(200);
    expect(await employerOwn.json()).toEqual([]);
    const signedOut = await t.request("/api/applications");
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toEqual({ message: "Unauthorized" });
  });
});
