import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { globalIdOf } from "../../graphql/global-id.ts";
import { COUNTERPART_MESSAGES } from "../../rules/counterparts.ts";
import { type TestApp, createTestApp } from "../../test/app.ts";

const RATE = /* GraphQL */ `
  mutation($applicationId: ID!, $stars: Int!) {
    rateApplication(applicationId: $applicationId, stars: $stars) { __typename ... on Error { message } }
  }
`;

const CAN_RATE = /* GraphQL */ `
  query($id: ID!) { node(id: $id) { ... on Application { viewerCanRate } } }
`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("rateApplication", () => {
  it("refuses a person rating themselves for work on their own job, from either side, and stores nothing", async () => {
    // One account on both sides of a finished job: what the issue built by switching account types.
    const user = await t.prisma.user.create({
      data: { mobileNumber: "9123470001", userType: "employer", isMobileVerified: true },
    });
    const job = await t.prisma.job.create({
      data: {
        employerId: user.id,
        title: "Weeding",
        location: "Maddur, Karnataka",
        category: "field_activities",
        dailyRate: 600,
        duration: 3,
        status: "closed",
      },
    });
    const application = await t.prisma.application.create({
      data: { jobId: job.id, laborerId: user.id, requestedRate: 600, status: "accepted" },
    });
    const applicationId = globalIdOf("Application", application.id);
    const cookie = await t.cookieFor(user.mobileNumber);

    const can = await t.graphql(CAN_RATE, { id: applicationId }, cookie);
    expect(can.data!.node).toEqual({ viewerCanRate: false });
    for (const userType of ["employer", "laborer"] as const) {
      await t.prisma.user.update({ where: { id: user.id }, data: { userType } });
      const result = await t.graphql(RATE, { applicationId, stars: 5 }, cookie);
      expect(result.data!.rateApplication, userType).toEqual({
        __typename: "ForbiddenError",
        message: COUNTERPART_MESSAGES.selfRating,
      });
    }
    expect(await t.prisma.rating.count({ where: { rateeId: user.id } })).toBe(0);
    const after = await t.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect({ rating: after.rating, reviewCount: after.reviewCount }).toEqual({ rating: null, reviewCount: 0 });
  });
});
