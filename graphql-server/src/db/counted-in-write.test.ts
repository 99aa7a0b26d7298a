import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../db/seed/demo-accounts.ts";
import { databaseIdOf, globalIdOf } from "../graphql/global-id.ts";
import { type TestApp, createTestApp } from "../test/app.ts";

// A write's answer reads nothing once the write has committed: if the database went away at that moment,
// a stored write would otherwise be answered with an error. Counts that are fields of their own
// (Job.applicationsCount, User.activeJobsCount) are taken inside the write's transaction. Prisma logs the end
// of a transaction as '-- Implicit "COMMIT" query via underlying driver'.

let t: TestApp;
let employer: string;
let laborer: string;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  employer = await t.cookieFor(DEMO_ACCOUNTS.employer);
  laborer = await t.cookieFor(DEMO_ACCOUNTS.laborer);
});
afterAll(() => t.close());

const isCommit = (statement: string) => /\bCOMMIT\b/.test(statement);

/** Runs a write as `cookie` and returns its answer and the statements it ran after its last commit. */
async function write(query: string, variables: Record<string, unknown>, cookie: string) {
  t.queries.length = 0;
  const result = await t.graphql(query, variables, cookie);
  expect(result.errors).toBeUndefined();
  const lastCommit = t.queries.findLastIndex(isCommit);
  expect(lastCommit, "the write committed").toBeGreaterThanOrEqual(0);
  return { data: result.data!, afterCommit: t.queries.slice(lastCommit + 1) };
}

const stored = (jobId: number) => t.prisma.application.count({ where: { jobId } });

const JOB_ANSWER = `__typename ... on Error { message }
  ... on MutationCreateJobSuccess { data { id applicationsCount employer { activeJobsCount } } }`;
const activeJobs = (employerId: number) => t.prisma.job.count({ where: { employerId, status: "active" } });

describe("a write's answer takes its counts from inside the write's transaction", () => {
  it("createJob: 0 applications for the new job, and the employer's active jobs", async () => {
    const { data, afterCommit } = await write(
      `mutation { createJob(input: { title: "Count probe", location: "Mandya", category: field_activities, dailyRate: 500, duration: 3 }) { ${JOB_ANSWER} } }`,
      {},
      employer,
    );
    const job = data.createJob.data;
    const { employerId } = await t.prisma.job.findUniqueOrThrow({ where: { id: databaseIdOf("Job", job.id)! } });
    expect(job.applicationsCount).toBe(await stored(databaseIdOf("Job", job.id)!));
    expect(job.employer.activeJobsCount).toBe(await activeJobs(employerId!));
    expect(afterCommit).toEqual([]);
  });

  it("applyToJob, setApplicationStatus, updateJob and closeJob: the stored count, nothing read after the commit", async () => {
    const employerId = (await t.prisma.user.findUniqueOrThrow({ where: { mobileNumber: DEMO_ACCOUNTS.employer } })).id;
    const laborerId = (await t.prisma.user.findUniqueOrThrow({ where: { mobileNumber: DEMO_ACCOUNTS.laborer } })).id;
    const job = await t.prisma.job.findFirstOrThrow({
      where: { employerId, status: "active", applications: { some: {}, none: { laborerId } } },
    });
    const jobId = globalIdOf("Job", job.id);

    const applied = await write(
      `mutation ($jobId: ID!) { applyToJob(jobId: $jobId) { __typename ... on Error { message }
        ... on MutationApplyToJobSuccess { data { id job { applicationsCount } } } } }`,
      { jobId },
      laborer,
    );
    const count = await stored(job.id);
    expect(count).toBeGreaterThan(1);
    expect(applied.data.applyToJob.data.job.applicationsCount).toBe(count);
    expect(applied.afterCommit).toEqual([]);

    const decided = await write(
      `mutation ($id: ID!) { setApplicationStatus(id: $id, status: accepted) { __typename ... on Error { message }
        ... on MutationSetApplicationStatusSuccess { data { status job { applicationsCount } } } } }`,
      { id: applied.data.applyToJob.data.id },
      employer,
    );
    expect(decided.data.setApplicationStatus.data).toEqual({ status: "accepted", job: { applicationsCount: count } });
    expect(decided.afterCommit).toEqual([]);

    const updated = await write(
      `mutation ($id: ID!) { updateJob(id: $id, input: { workersNeeded: 7 }) { __typename ... on Error { message }
        ... on MutationUpdateJobSuccess { data { workersNeeded applicationsCount } } } }`,
      { id: jobId },
      employer,
    );
    expect(updated.data.updateJob.data).toEqual({ workersNeeded: 7, applicationsCount: count });
    expect(updated.afterCommit).toEqual([]);

    const closed = await write(
      `mutation ($id: ID!) { closeJob(id: $id) { __typename ... on Error { message }
        ... on MutationCloseJobSuccess { data { status applicationsCount employer { activeJobsCount } } } } }`,
      { id: jobId },
      employer,
    );
    expect(closed.data.closeJob.data).toEqual({
      status: "closed",
      applicationsCount: count,
      employer: { activeJobsCount: await activeJobs(employerId) },
    });
    expect(closed.afterCommit).toEqual([]);
  });
});
