import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../db/seed/demo-accounts.ts";
import type { Job, User } from "../../generated/prisma/client.ts";
import { globalIdOf } from "../../graphql/global-id.ts";
import { english } from "../../i18n/translate.ts";
import { JOB_MESSAGES } from "../../rules/job.ts";
import { SCREENING_MESSAGES } from "../../rules/screening.ts";
import { type TestApp, createTestApp } from "../../test/app.ts";
import { feedCaughtUp } from "../../test/partners/feed-caught-up.ts";
import { partnerClient } from "../../test/partners/partner-test-client.ts";

let t: TestApp;
let employer: User;
let laborerCookie: string;
let employerCookie: string;
let otherEmployerCookie: string;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  employer = await t.prisma.user.findUniqueOrThrow({ where: { mobileNumber: DEMO_ACCOUNTS.employer } });
  const otherEmployer = await t.prisma.user.findFirstOrThrow({
    where: { userType: "employer", id: { not: employer.id } },
  });
  laborerCookie = await t.cookieFor(DEMO_ACCOUNTS.laborer);
  employerCookie = await t.cookieFor(employer.mobileNumber);
  otherEmployerCookie = await t.cookieFor(otherEmployer.mobileNumber);
});
afterAll(() => t.close());

const CREATE = /* GraphQL */ `
  mutation ($input: CreateJobInput!) {
    createJob(input: $input) {
      __typename
      ... on Error { message }
      ... on MutationCreateJobSuccess { data { databaseId status reviewReason employer { activeJobsCount } } }
    }
  }
`;

const UPDATE = /* GraphQL */ `
  mutation ($id: ID!, $input: UpdateJobInput!) {
    updateJob(id: $id, input: $input) {
      __typename
      ... on Error { message }
      ... on MutationUpdateJobSuccess { data { status reviewReason employer { activeJobsCount } } }
    }
  }
`;

const JOB = `query ($id: ID!) { job(id: $id) { __typename ... on Error { message } ... on QueryJobSuccess { data { databaseId status reviewReason } } } }`;
const NODE = `query ($id: ID!) { node(id: $id) { id ... on Job { status } } }`;
const SEARCH = `query ($search: String, $near: String) { jobs(first: 100, search: $search, near: $near, radiusKm: 100) { totalCount edges { node { databaseId } } } }`;
const POSTED = `{ viewer { postedJobs(first: 100) { edges { node { databaseId status reviewReason } } } } }`;

const job = (title: string, description = "") => ({
  title,
  description,
  location: "Maddur, Karnataka",
  district: "Mandya",
  state: "Karnataka",
  category: "field_activities",
  dailyRate: 500,
  duration: 5,
});

async function post(input: ReturnType<typeof job>) {
  const result = await t.graphql(CREATE, { input }, employerCookie);
  expect(result.errors).toBeUndefined();
  expect(result.data!.createJob.__typename).toBe("MutationCreateJobSuccess");
  return result.data!.createJob.data as { databaseId: number; status: string; reviewReason: string | null };
}

const flagsOf = (type: "job" | "course" | "message", id: number) =>
  t.prisma.moderationFlag.findMany({ where: { targetType: type, targetId: id } });

describe("posting a job that asks workers to pay", () => {
  let held: { databaseId: number; status: string; reviewReason: string | null };
  beforeAll(async () => {
    held = await post(job("Paddy transplanting in Maddur", "Registration fee ₹500. Lunch at the field."));
  });

  it("holds it under review, tells its employer why, and flags it for moderation", async () => {
    expect(held.status).toBe("under_review");
    expect(held.reviewReason).toBe(
      english({ id: SCREENING_MESSAGES.jobHeld, values: { excerpt: "Registration fee ₹500" } }),
    );
    const flags = await flagsOf("job", held.databaseId);
    expect(flags).toMatchObject([{ reason: "money_request", excerpt: "Registration fee ₹500" }]);
  });

  it("does not count it among the employer's active jobs", async () => {
    const active = await t.prisma.job.count({ where: { employerId: employer.id, status: "active" } });
    const result = await t.graphql(`{ viewer { activeJobsCount } }`, {}, employerCookie);
    expect(result.data!.viewer.activeJobsCount).toBe(active);
  });

  it("shows it to its employer, with the reason, on their own list and its page", async () => {
    const posted = await t.graphql(POSTED, {}, employerCookie);
    const mine = posted.data!.viewer.postedJobs.edges.map((edge: { node: unknown }) => edge.node);
    expect(mine).toContainEqual({
      databaseId: held.databaseId,
      status: "under_review",
      reviewReason: held.reviewReason,
    });
    const page = await t.graphql(JOB, { id: globalIdOf("Job", held.databaseId) }, employerCookie);
    expect(page.data!.job.data).toEqual({
      databaseId: held.databaseId,
      status: "under_review",
      reviewReason: held.reviewReason,
    });
  });

  it("refuses its page, its node and its view count to anyone else", async () => {
    const id = globalIdOf("Job", held.databaseId);
    for (const cookie of [laborerCookie, otherEmployerCookie, undefined]) {
      const page = await t.graphql(JOB, { id }, cookie);
      expect(page.data!.job).toEqual({ __typename: "NotFoundError", message: JOB_MESSAGES.notFound });
      const node = await t.graphql(NODE, { id }, cookie);
      expect(node.data!.node).toBeNull();
    }
    const view = await t.graphql(
      `mutation ($id: ID!) { recordJobView(jobId: $id) { __typename } }`,
      { id },
      laborerCookie,
    );
    expect(view.data!.recordJobView.__typename).toBe("NotFoundError");
  });

  it("leaves it out of every search and of the partners' feed, closed jobs included", async () => {
    for (const variables of [{ search: "Paddy transplanting Maddur" }, { near: "Maddur" }, {}]) {
      const result = await t.graphql(SEARCH, variables, laborerCookie);
      expect(result.errors).toBeUndefined();
      const ids = result.data!.jobs.edges.map((edge: { node: { databaseId: number } }) => edge.node.databaseId);
      expect(ids).not.toContain(held.databaseId);
    }
    const rest = await t.request("/api/jobs/search?search=Paddy%20transplanting%20Maddur");
    expect(((await rest.json()) as { id: number }[]).map((row) => row.id)).not.toContain(held.databaseId);
    const partner = await partnerClient(t);
    await feedCaughtUp(t.prisma);
    for (const filter of [{}, { includeClosed: true }, { includeClosed: true, near: "Maddur" }]) {
      const feed = await partner.graphql(
        `query ($filter: OpenJobsFilter) { openJobs(first: 100, filter: $filter) { edges { node { databaseId } } } }`,
        { filter },
      );
      expect(feed.errors).toBeUndefined();
      const ids = feed.data!.openJobs.edges.map((edge: { node: { databaseId: number } }) => edge.node.databaseId);
      expect(ids).not.toContain(held.databaseId);
    }
  });

  it("cannot be applied to", async () => {
    const result = await t.graphql(
      `mutation ($id: ID!) { applyToJob(jobId: $id) { __typename } }`,
      { id: globalIdOf("Job", held.databaseId) },
      laborerCookie,
    );
    expect(result.data!.applyToJob.__typename).not.toBe("MutationApplyToJobSuccess");
    expect(await t.prisma.application.count({ where: { jobId: held.databaseId } })).toBe(0);
  });

  it("answers POST /api/jobs with 201 and status under_review", async () => {
    const res = await t.request("/api/jobs", {
      method: "POST",
      cookie: employerCookie,
      json: { ...job("Cotton picking", "Security deposit Rs. 2000 required."), dailyRate: 450 },
    });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: number; status: string };
    expect(body.status).toBe("under_review");
    expect(await flagsOf("job", body.id)).toHaveLength(1);
  });
});

describe("posting an ordinary job", () => {
  it.each([
    ["Ragi harvesting", "wage ₹500 per day"],
    ["Groundnut weeding", "food provided, no fee"],
  ])("lists %s (%s) at once, unflagged", async (title, description) => {
    const posted = await post(job(title, description));
    expect(posted).toMatchObject({ status: "active", reviewReason: null });
    expect(await flagsOf("job", posted.databaseId)).toEqual([]);
  });
});

describe("editing a job", () => {
  let edited: Job;
  beforeAll(async () => {
    edited = await t.prisma.job.create({
      data: { ...job("Sugarcane cutting"), employerId: employer.id, category: "field_activities" },
    });
  });

  it("screens it again: asking for money holds it, taking that out lists it again", async () => {
    const id = globalIdOf("Job", edited.id);
    const active = await t.prisma.job.count({ where: { employerId: employer.id, status: "active" } });
    const asks = await t.graphql(
      UPDATE,
      { id, input: { workingHours: "7-3, joining fee 300 rupees" } },
      employerCookie,
    );
    expect(asks.data!.updateJob.data).toMatchObject({
      status: "under_review",
      employer: { activeJobsCount: active - 1 },
    });
    expect(asks.data!.updateJob.data.reviewReason).toContain("joining fee 300 rupees");
    expect(await flagsOf("job", edited.id)).toMatchObject([{ excerpt: "joining fee 300 rupees" }]);
    const page = await t.graphql(JOB, { id }, laborerCookie);
    expect(page.data!.job.__typename).toBe("NotFoundError");

    const clean = await t.graphql(UPDATE, { id, input: { workingHours: "7 AM - 3 PM" } }, employerCookie);
    expect(clean.data!.updateJob.data).toEqual({
      status: "active",
      reviewReason: null,
      employer: { activeJobsCount: active },
    });
    expect((await t.graphql(JOB, { id }, laborerCookie)).data!.job.data.status).toBe("active");
  });

  it("keeps a closed job closed, and still flags it", async () => {
    const closed = await t.prisma.job.create({
      data: { ...job("Mango picking"), employerId: employer.id, category: "horticulture", status: "closed" },
    });
    const result = await t.graphql(
      UPDATE,
      { id: globalIdOf("Job", closed.id), input: { description: "Deposit ₹1000 first" } },
      employerCookie,
    );
    expect(result.data!.updateJob.data.status).toBe("closed");
    expect(await flagsOf("job", closed.id)).toHaveLength(1);
  });
});
