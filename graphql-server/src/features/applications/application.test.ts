import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../db/seed/demo-accounts.ts";
import type { Application, User } from "../../generated/prisma/client.ts";
import { APPLICATION_MESSAGES } from "../../rules/applications.ts";
import { JOB_MESSAGES } from "../../rules/job.ts";
import { idsOf, newestFirst } from "../../test/job-expectations.ts";
import { type TestApp, createTestApp } from "../../test/app.ts";
import { globalIdOf } from "../../graphql/global-id.ts";

let t: TestApp;
let laborer: User;
let otherLaborer: User;
let employer: User;
let otherEmployer: User;
const cookies: Record<"laborer" | "otherLaborer" | "employer" | "otherEmployer" | "provider", string> = {} as never;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  laborer = await t.prisma.user.findUniqueOrThrow({ where: { mobileNumber: DEMO_ACCOUNTS.laborer } });
  otherLaborer = await t.prisma.user.findFirstOrThrow({ where: { userType: "laborer", id: { not: laborer.id } } });
  employer = await t.prisma.user.findUniqueOrThrow({ where: { mobileNumber: DEMO_ACCOUNTS.employer } });
  otherEmployer = await t.prisma.user.findFirstOrThrow({ where: { userType: "employer", id: { not: employer.id } } });
  cookies.laborer = await t.cookieFor(laborer.mobileNumber);
  cookies.otherLaborer = await t.cookieFor(otherLaborer.mobileNumber);
  cookies.employer = await t.cookieFor(employer.mobileNumber);
  cookies.otherEmployer = await t.cookieFor(otherEmployer.mobileNumber);
  cookies.provider = await t.cookieFor(DEMO_ACCOUNTS.training_provider);
});
afterAll(() => t.close());

const APPLY = /* GraphQL */ `
  mutation($jobId: ID!, $requestedRate: Int, $message: String) {
    applyToJob(jobId: $jobId, requestedRate: $requestedRate, message: $message) {
      __typename
      ... on Error { message }
      ... on ValidationError { fieldErrors { field message } }
      ... on MutationApplyToJobSuccess {
        data { databaseId requestedRate message status laborer { databaseId } job { databaseId applicationsCount viewerHasApplied } }
      }
    }
  }
`;

const SET_STATUS = /* GraphQL */ `
  mutation($id: ID!, $status: ApplicationStatus!) {
    setApplicationStatus(id: $id, status: $status) {
      __typename
      ... on Error { message }
      ... on MutationSetApplicationStatusSuccess { data { databaseId status } }
    }
  }
`;

/** An active job of `employerId` that `laborerId` has not applied for. */
async function openJobFor(laborerId: number, employerId = employer.id) {
  return t.prisma.job.findFirstOrThrow({
    where: { status: "active", employerId, applications: { none: { laborerId } } },
    orderBy: { id: "asc" },
  });
}

const apply = (jobId: number, cookie: string, extra: Record<string, unknown> = {}) =>
  t.graphql(APPLY, { jobId: globalIdOf("Job", jobId), ...extra }, cookie);

describe("applyToJob", () => {
  it("applies with the job's daily rate by default, pending", async () => {
    const job = await openJobFor(laborer.id);
    const count = await t.prisma.application.count({ where: { jobId: job.id } });
    const result = await apply(job.id, cookies.laborer);
    expect(result.errors).toBeUndefined();
    expect(result.data!.applyToJob).toMatchObject({
      __typename: "MutationApplyToJobSuccess",
      data: {
        requestedRate: job.dailyRate,
        message: null,
        status: "pending",
        laborer: { databaseId: laborer.id },
        job: { databaseId: job.id, applicationsCount: count + 1, viewerHasApplied: true },
      },
    });
    const stored = await t.prisma.application.findUniqueOrThrow({
      where: { jobId_laborerId: { jobId: job.id, laborerId: laborer.id } },
    });
    expect(stored.requestedRate).toBe(job.dailyRate);
  });

  it("keeps a requested rate and a trimmed message", async () => {
    const job = await openJobFor(laborer.id);
    const result = await apply(job.id, cookies.laborer, {
      requestedRate: job.dailyRate + 50,
      message: "  I can start Monday.  ",
    });
    expect(result.data!.applyToJob.data).toMatchObject({
      requestedRate: job.dailyRate + 50,
      message: "I can start Monday.",
    });
  });

  it("refuses a second application to the same job as a conflict, even two at once", async () => {
    const job = await openJobFor(otherLaborer.id);
    const results = await Promise.all([apply(job.id, cookies.otherLaborer), apply(job.id, cookies.otherLaborer)]);
    const types = results.map((r) => r.data!.applyToJob.__typename).sort();
    expect(types).toEqual(["ConflictError", "MutationApplyToJobSuccess"]);
    const again = await apply(job.id, cookies.otherLaborer);
    expect(again.data!.applyToJob).toEqual({
      __typename: "ConflictError",
      message: APPLICATION_MESSAGES.alreadyApplied,
    });
    expect(await t.prisma.application.count({ where: { jobId: job.id, laborerId: otherLaborer.id } })).toBe(1);
  });

  it("refuses a closed job as a conflict", async () => {
    const job = await t.prisma.job.findFirstOrThrow({
      where: { status: "closed", applications: { none: { laborerId: laborer.id } } },
    });
    const result = await apply(job.id, cookies.laborer);
    expect(result.data!.applyToJob).toEqual({ __typename: "ConflictError", message: APPLICATION_MESSAGES.jobClosed });
  });

  it("answers NotFoundError for an unknown job", async () => {
    const result = await t.graphql(APPLY, { jobId: globalIdOf("Job", 987654321) }, cookies.laborer);
    expect(result.data!.applyToJob).toEqual({ __typename: "NotFoundError", message: JOB_MESSAGES.notFound });
  });

  it("refuses a rate that is not a whole number above 0", async () => {
    const job = await openJobFor(laborer.id);
    const result = await apply(job.id, cookies.laborer, { requestedRate: 0 });
    expect(result.data!.applyToJob).toEqual({
      __typename: "ValidationError",
      message: APPLICATION_MESSAGES.requestedRate,
      fieldErrors: [{ field: "requestedRate", message: APPLICATION_MESSAGES.requestedRate }],
    });
    expect(await t.prisma.application.count({ where: { jobId: job.id, laborerId: laborer.id } })).toBe(0);
  });

  it("is for laborers only", async () => {
    const job = await openJobFor(laborer.id);
    for (const cookie of [cookies.employer, cookies.provider]) {
      expect((await apply(job.id, cookie)).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    }
    expect((await t.graphql(APPLY, { jobId: globalIdOf("Job", job.id) })).errors?.[0]?.extensions?.code).toBe(
      "UNAUTHENTICATED",
    );
  });
});

describe("setApplicationStatus", () => {
  let applicants = 0;
  /** A pending application to one of the employer's active jobs, by a new laborer. */
  async function pendingApplication(): Promise<Application> {
    applicants += 1;
    const applicant = await t.prisma.user.create({
      data: { mobileNumber: `70000002${String(applicants).padStart(2, "0")}`, userType: "laborer" },
    });
    const job = await openJobFor(applicant.id);
    return t.prisma.application.create({
      data: { jobId: job.id, laborerId: applicant.id, requestedRate: job.dailyRate },
    });
  }
  const decide = (application: Application, status: string, cookie = cookies.employer) =>
    t.graphql(SET_STATUS, { id: globalIdOf("Application", application.id), status }, cookie);

  it("lets the job's employer accept or reject a pending application, once", async () => {
    for (const status of ["accepted", "rejected"]) {
      const application = await pendingApplication();
      const result = await decide(application, status);
      expect(result.data!.setApplicationStatus).toEqual({
        __typename: "MutationSetApplicationStatusSuccess",
        data: { databaseId: application.id, status },
      });
      expect((await t.prisma.application.findUniqueOrThrow({ where: { id: application.id } })).status).toBe(status);
      const again = await decide(application, status === "accepted" ? "rejected" : "accepted");
      expect(again.data!.setApplicationStatus).toEqual({
        __typename: "ConflictError",
        message: APPLICATION_MESSAGES.notPending,
      });
      expect((await t.prisma.application.findUniqueOrThrow({ where: { id: application.id } })).status).toBe(status);
    }
  });

  it("decides only once when two decisions race", async () => {
    const application = await pendingApplication();
    const results = await Promise.all([decide(application, "accepted"), decide(application, "rejected")]);
    const types = results.map((r) => r.data!.setApplicationStatus.__typename).sort();
    expect(types).toEqual(["ConflictError", "MutationSetApplicationStatusSuccess"]);
  });

  it("refuses 'pending' as a target", async () => {
    const application = await pendingApplication();
    const result = await decide(application, "pending");
    expect(result.data!.setApplicationStatus).toEqual({
      __typename: "ValidationError",
      message: APPLICATION_MESSAGES.statusTarget,
    });
  });

  it("only the job's employer may decide", async () => {
    const application = await pendingApplication();
    const other = await decide(application, "accepted", cookies.otherEmployer);
    expect(other.data!.setApplicationStatus).toEqual({
      __typename: "ForbiddenError",
      message: APPLICATION_MESSAGES.notOwner,
    });
    expect((await decide(application, "accepted", cookies.laborer)).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect(
      (await t.graphql(SET_STATUS, { id: globalIdOf("Application", application.id), status: "accepted" })).errors?.[0]
        ?.extensions?.code,
    ).toBe("UNAUTHENTICATED");
    expect((await t.prisma.application.findUniqueOrThrow({ where: { id: application.id } })).status).toBe("pending");
  });

  it("answers NotFoundError for an unknown application", async () => {
    const result = await t.graphql(
      SET_STATUS,
      { id: globalIdOf("Application", 987654321), status: "accepted" },
      cookies.employer,
    );
    expect(result.data!.setApplicationStatus).toEqual({
      __typename: "NotFoundError",
      message: APPLICATION_MESSAGES.notFound,
    });
  });
});

describe("application lists", () => {
  const MINE = /* GraphQL */ `
    query($status: ApplicationStatus, $first: Int = 100) {
      viewer { applications(first: $first, status: $status) { totalCount edges { node { databaseId status job { databaseId title } } } } }
    }
  `;
  const RECEIVED = /* GraphQL */ `
    query($status: ApplicationStatus, $jobId: ID, $first: Int = 100) {
      viewer {
        receivedApplications(first: $first, status: $status, jobId: $jobId) {
          totalCount
          edges { node { databaseId requestedRate status createdAt laborer { firstName lastName rating completedJobs } job { title } } }
        }
      }
    }
  `;
  type Edges = { edges: { node: { databaseId: number } & Record<string, any> }[]; totalCount: number };
  const nodeIds = (connection: Edges) => connection.edges.map((edge) => edge.node.databaseId);

  it("a laborer sees their own applications, newest first, with status", async () => {
    const theirs = newestFirst(await t.prisma.application.findMany({ where: { laborerId: laborer.id } }));
    expect(theirs.length).toBeGreaterThan(2);
    const result = await t.graphql<{ viewer: { applications: Edges } }>(MINE, {}, cookies.laborer);
    expect(result.errors).toBeUndefined();
    expect(nodeIds(result.data!.viewer.applications)).toEqual(idsOf(theirs));
    expect(result.data!.viewer.applications.totalCount).toBe(theirs.length);
    const byId = new Map(theirs.map((a) => [a.id, a]));
    for (const { node } of result.data!.viewer.applications.edges)
      expect(node.status).toBe(byId.get(node.databaseId)!.status);
    const accepted = await t.graphql<{ viewer: { applications: Edges } }>(
      MINE,
      { status: "accepted" },
      cookies.laborer,
    );
    expect(nodeIds(accepted.data!.viewer.applications)).toEqual(idsOf(theirs.filter((a) => a.status === "accepted")));
  });

  it("an employer sees the applications to their jobs, newest first, by status or job", async () => {
    const received = newestFirst(
      await t.prisma.application.findMany({
        where: { job: { employerId: employer.id } },
        include: { laborer: { include: { applications: { include: { job: true } } } }, job: true },
      }),
    );
    const result = await t.graphql<{ viewer: { receivedApplications: Edges } }>(RECEIVED, {}, cookies.employer);
    expect(result.errors).toBeUndefined();
    const connection = result.data!.viewer.receivedApplications;
    expect(nodeIds(connection)).toEqual(idsOf(received));
    expect(connection.totalCount).toBe(received.length);
    const first = received[0]!;
    expect(connection.edges[0]!.node).toEqual({
      databaseId: first.id,
      requestedRate: first.requestedRate,
      status: first.status,
      createdAt: first.createdAt.toISOString(),
      laborer: {
        firstName: first.laborer.firstName,
        lastName: first.laborer.lastName,
        rating: first.laborer.rating,
        completedJobs: first.laborer.applications.filter((a) => a.status === "accepted" && a.job.status === "closed")
          .length,
      },
      job: { title: first.job.title },
    });
    const pending = await t.graphql<{ viewer: { receivedApplications: Edges } }>(
      RECEIVED,
      { status: "pending" },
      cookies.employer,
    );
    expect(nodeIds(pending.data!.viewer.receivedApplications)).toEqual(
      idsOf(received.filter((a) => a.status === "pending")),
    );
    const oneJob = await t.graphql<{ viewer: { receivedApplications: Edges } }>(
      RECEIVED,
      { jobId: globalIdOf("Job", first.jobId) },
      cookies.employer,
    );
    expect(nodeIds(oneJob.data!.viewer.receivedApplications)).toEqual(
      idsOf(received.filter((a) => a.jobId === first.jobId)),
    );
  });

  it("an application is visible only to its laborer and the job's employer", async () => {
    const application = await t.prisma.application.findFirstOrThrow({
      where: { laborerId: laborer.id, job: { employerId: employer.id } },
    });
    const NODE = `query($id: ID!) { node(id: $id) { ... on Application { databaseId requestedRate } } }`;
    const id = globalIdOf("Application", application.id);
    for (const cookie of [cookies.laborer, cookies.employer]) {
      expect((await t.graphql(NODE, { id }, cookie)).data!.node).toEqual({
        databaseId: application.id,
        requestedRate: application.requestedRate,
      });
    }
    for (const cookie of [cookies.otherLaborer, cookies.otherEmployer, undefined]) {
      const result = await t.graphql(NODE, { id }, cookie);
      expect(result.data?.node ?? null).toBeNull();
      expect(result.errors?.length).toBeGreaterThan(0);
    }
  });

  it("lists are only on the viewer's own User", async () => {
    const result = await t.graphql(
      `query($id: ID!) { node(id: $id) { ... on User { applications(first: 5) { totalCount } } } }`,
      { id: globalIdOf("User", laborer.id) },
      cookies.otherLaborer,
    );
    expect(result.data!.node).toEqual({ applications: null });
    expect(result.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const employerList = await t.graphql(
      `{ viewer { receivedApplications(first: 5) { totalCount } } }`,
      {},
      cookies.laborer,
    );
    expect(employerList.data!.viewer.receivedApplications).toBeNull();
  });
});
