import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { globalIdOf } from "../../graphql/global-id.ts";
import { COUNTERPART_MESSAGES } from "../../rules/counterparts.ts";
import { type TestApp, createTestApp } from "../../test/app.ts";

const APPLY = /* GraphQL */ `
  mutation($jobId: ID!) {
    applyToJob(jobId: $jobId) { __typename ... on Error { message } }
  }
`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("applyToJob", () => {
  it("refuses a laborer who posted the job herself (say before her account type changed), and stores nothing", async () => {
    const user = await t.prisma.user.create({
      data: { mobileNumber: "9123450001", userType: "laborer", isMobileVerified: true },
    });
    const job = await t.prisma.job.create({
      data: {
        employerId: user.id,
        title: "Weeding",
        location: "Maddur, Karnataka",
        category: "field_activities",
        dailyRate: 600,
        duration: 3,
      },
    });
    const cookie = await t.cookieFor(user.mobileNumber);
    const result = await t.graphql(APPLY, { jobId: globalIdOf("Job", job.id) }, cookie);
    expect(result.data!.applyToJob).toEqual({ __typename: "ForbiddenError", message: COUNTERPART_MESSAGES.ownJob });
    expect(await t.prisma.application.count({ where: { jobId: job.id } })).toBe(0);

    // Another laborer may apply to the same job.
    const other = await t.prisma.user.create({
      data: { mobileNumber: "9123450002", userType: "laborer", isMobileVerified: true },
    });
    const applied = await t.graphql(APPLY, { jobId: globalIdOf("Job", job.id) }, await t.cookieFor(other.mobileNumber));
    expect(applied.data!.applyToJob.__typename).toBe("MutationApplyToJobSuccess");
  });
});
