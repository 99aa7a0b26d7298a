import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app/create-app.ts";
import { createServices } from "../app/services.ts";
import { globalIdOf } from "../graphql/global-id.ts";
import { english } from "../i18n/translate.ts";
import { logger } from "../log/logger.ts";
import { DAILY_LIMITS, NEW_ACCOUNT_DAYS } from "../rules/daily-limits.ts";
import { RATE_LIMIT_WAIT_MESSAGES } from "../rules/rate-limits.ts";
import { TEST_SESSION_SECRET, type TestApp, createTestApp } from "../test/app.ts";
import { DAILY_LIMIT_BUCKETS } from "./daily-limits.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

const CREATE_JOB = `mutation ($title: String!) {
  createJob(input: { title: $title, location: "Maddur, Karnataka", category: field_activities, dailyRate: 600, duration: 2 }) {
    __typename
    ... on Error { message }
    ... on RateLimitError { retryAfterSeconds }
  }
}`;
const CREATE_COURSE = `mutation ($title: String!) {
  createCourse(input: { title: $title, duration: 3 }) {
    __typename
    ... on Error { message }
    ... on RateLimitError { retryAfterSeconds }
  }
}`;
const APPLY = `mutation ($jobId: ID!) {
  applyToJob(jobId: $jobId) {
    __typename
    ... on Error { message }
    ... on RateLimitError { retryAfterSeconds }
  }
}`;

describe("daily limits on posting jobs, creating courses and applying", () => {
  let t: TestApp;
  let number = 9_700_000_000;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A new account of `role`, signed in by OTP (so its number is verified), and its cookie. */
  async function account(role: "employer" | "laborer" | "training_provider") {
    const mobileNumber = String(number++);
    const cookie = await t.signIn(mobileNumber, role);
    const user = await t.prisma.user.findUniqueOrThrow({ where: { mobileNumber } });
    return { id: user.id, cookie };
  }
  const ageAccount = (id: number, days: number) =>
    t.prisma.user.update({ where: { id }, data: { createdAt: new Date(Date.now() - days * DAY_MS) } });

  async function postJobs(cookie: string, count: number): Promise<string[]> {
    const types: string[] = [];
    for (let i = 0; i < count; i++) {
      const result = await t.graphql(CREATE_JOB, { title: `Job ${i}` }, cookie);
      types.push(result.data!.createJob.__typename);
    }
    return types;
  }
  const success = (field: string, n: number) => Array<string>(n).fill(`Mutation${field}Success`);

  it("lets a new account post 5 jobs a day, then answers RateLimitError with the wait and its message", async () => {
    const employer = await account("employer");
    const limit = DAILY_LIMITS.jobPosts.newOrUnverified;
    expect(await postJobs(employer.cookie, limit)).toEqual(success("CreateJob", limit));
    const refused = await t.graphql(CREATE_JOB, { title: "One too many" }, employer.cookie);
    const error = refused.data!.createJob;
    expect(error.__typename).toBe("RateLimitError");
    // The oldest of today's posts leaves the 24-hour window in just under 24 hours.
    expect(error.retryAfterSeconds).toBeGreaterThan(23 * 3600);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(24 * 3600);
    expect(error.message).toBe(
      english({
        id: RATE_LIMIT_WAIT_MESSAGES.jobPosts.hours,
        values: { count: Math.ceil(error.retryAfterSeconds / 3600) },
      }),
    );
    expect(await t.prisma.job.count({ where: { employerId: employer.id } })).toBe(limit);
  });

  it("answers the REST path with 429, Retry-After and the message in the request's language", async () => {
    const employer = await account("employer");
    await postJobs(employer.cookie, DAILY_LIMITS.jobPosts.newOrUnverified);
    const body = {
      title: "Sowing",
      location: "Maddur, Karnataka",
      category: "field_activities",
      dailyRate: 600,
      duration: 2,
    };
    const res = await t.request("/api/jobs", {
      method: "POST",
      json: body,
      cookie: employer.cookie,
      headers: { "x-language": "hi" },
    });
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    const { message } = (await res.json()) as { message: string };
    expect(message).not.toBe("");
    // Translated when the Hindi catalog has the message, else English: never the raw ICU text.
    expect(message).not.toContain("{count");
  });

  it("gives an account older than 7 days with a verified number the higher limit", async () => {
    const employer = await account("employer");
    await ageAccount(employer.id, NEW_ACCOUNT_DAYS + 1);
    const limit = DAILY_LIMITS.jobPosts.established;
    expect(await postJobs(employer.cookie, limit + 1)).toEqual([...success("CreateJob", limit), "RateLimitError"]);
  });

  it("keeps the lower limit for an old account whose number is not verified", async () => {
    const employer = await account("employer");
    await ageAccount(employer.id, 30);
    await t.prisma.user.update({ where: { id: employer.id }, data: { isMobileVerified: false } });
    const limit = DAILY_LIMITS.jobPosts.newOrUnverified;
    expect(await postJobs(employer.cookie, limit + 1)).toEqual([...success("CreateJob", limit), "RateLimitError"]);
  });

  it("gives the allowance back as posts leave the 24-hour window", async () => {
    const employer = await account("employer");
    const limit = DAILY_LIMITS.jobPosts.newOrUnverified;
    await postJobs(employer.cookie, limit);
    expect((await postJobs(employer.cookie, 1))[0]).toBe("RateLimitError");
    // Two of the posts were a day ago.
    const hits = await t.prisma.rateLimitHit.findMany({
      where: { bucket: DAILY_LIMIT_BUCKETS.jobPosts, key: `user:${employer.id}` },
      orderBy: { id: "asc" },
      take: 2,
    });
    await t.prisma.rateLimitHit.updateMany({
      where: { id: { in: hits.map((hit) => hit.id) } },
      data: { createdAt: new Date(Date.now() - DAY_MS - 1000) },
    });
    expect(await postJobs(employer.cookie, 3)).toEqual([...success("CreateJob", 2), "RateLimitError"]);
  });

  it("counts in the database, so a second server process on the same database sees the same count", async () => {
    const employer = await account("employer");
    const limit = DAILY_LIMITS.jobPosts.newOrUnverified;
    // Another process: its own app and services (nothing in memory shared), the same database.
    const services = createServices(
      t.prisma,
      { sessionSecret: TEST_SESSION_SECRET, production: false, otpDemo: true },
      logger,
    );
    const other = createApp({ services });
    const postOnOther = async () => {
      const res = await other.request("http://localhost/graphql", {
        method: "POST",
        headers: { "content-type": "application/json", cookie: employer.cookie },
        body: JSON.stringify({ query: CREATE_JOB, variables: { title: "Elsewhere" } }),
      });
      return ((await res.json()) as { data: { createJob: { __typename: string } } }).data.createJob.__typename;
    };
    await postJobs(employer.cookie, limit - 1);
    expect(await postOnOther()).toBe("MutationCreateJobSuccess");
    expect(await postOnOther()).toBe("RateLimitError");
    expect((await postJobs(employer.cookie, 1))[0]).toBe("RateLimitError");
  });

  it("lets no more than the limit through when the posts arrive at once", async () => {
    const employer = await account("employer");
    const limit = DAILY_LIMITS.jobPosts.newOrUnverified;
    const results = await Promise.all(
      Array.from({ length: limit + 4 }, (_, i) => t.graphql(CREATE_JOB, { title: `At once ${i}` }, employer.cookie)),
    );
    const types = results.map((result) => result.data!.createJob.__typename);
    expect(types.filter((type) => type === "MutationCreateJobSuccess")).toHaveLength(limit);
    expect(types.filter((type) => type === "RateLimitError")).toHaveLength(4);
    expect(await t.prisma.job.count({ where: { employerId: employer.id } })).toBe(limit);
  });

  it("limits a new training provider to 3 courses a day", async () => {
    const provider = await account("training_provider");
    const limit = DAILY_LIMITS.courseCreations.newOrUnverified;
    const types: string[] = [];
    for (let i = 0; i <= limit; i++) {
      types.push(
        (await t.graphql(CREATE_COURSE, { title: `Course ${i}` }, provider.cookie)).data!.createCourse.__typename,
      );
    }
    expect(types).toEqual([...success("CreateCourse", limit), "RateLimitError"]);
    expect(await t.prisma.course.count({ where: { providerId: provider.id } })).toBe(limit);
    const res = await t.request("/api/courses", {
      method: "POST",
      json: { title: "REST course", duration: 2 },
      cookie: provider.cookie,
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("limits a new laborer to 10 applications a day", async () => {
    const laborer = await account("laborer");
    const employer = await account("employer");
    const limit = DAILY_LIMITS.applications.newOrUnverified;
    const jobs = await Promise.all(
      Array.from({ length: limit + 2 }, (_, i) =>
        t.prisma.job.create({
          data: {
            employerId: employer.id,
            title: `Open job ${i}`,
            location: "Maddur, Karnataka",
            category: "field_activities",
            dailyRate: 600,
            duration: 2,
          },
        }),
      ),
    );
    const types: string[] = [];
    for (const job of jobs.slice(0, limit + 1)) {
      const jobId = globalIdOf("Job", job.id);
      types.push((await t.graphql(APPLY, { jobId }, laborer.cookie)).data!.applyToJob.__typename);
    }
    expect(types).toEqual([...success("ApplyToJob", limit), "RateLimitError"]);
    expect(await t.prisma.application.count({ where: { laborerId: laborer.id } })).toBe(limit);
    const res = await t.request(`/api/jobs/${jobs.at(-1)!.id}/apply`, {
      method: "POST",
      json: {},
      cookie: laborer.cookie,
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
