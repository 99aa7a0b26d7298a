import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../db/seed/demo-accounts.ts";
import type { User } from "../../generated/prisma/client.ts";
import { RATING_LIMITS, RATING_MESSAGES } from "../../rules/ratings.ts";
import { type TestApp, createTestApp } from "../../test/app.ts";
import { globalIdOf } from "../../graphql/global-id.ts";

let t: TestApp;
let laborer: User;
let employer: User;
let outsider: User;
const cookies: Record<"laborer" | "employer" | "outsider", string> = {} as never;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  laborer = await t.prisma.user.findUniqueOrThrow({ where: { mobileNumber: DEMO_ACCOUNTS.laborer } });
  employer = await t.prisma.user.findUniqueOrThrow({ where: { mobileNumber: DEMO_ACCOUNTS.employer } });
  outsider = await t.prisma.user.findFirstOrThrow({ where: { userType: "laborer", id: { not: laborer.id } } });
  cookies.laborer = await t.cookieFor(laborer.mobileNumber);
  cookies.employer = await t.cookieFor(employer.mobileNumber);
  cookies.outsider = await t.cookieFor(outsider.mobileNumber);
});
afterAll(() => t.close());

const RATE = /* GraphQL */ `
  mutation($applicationId: ID!, $stars: Int!, $comment: String) {
    rateApplication(applicationId: $applicationId, stars: $stars, comment: $comment) {
      __typename
      ... on Error { message }
      ... on ValidationError { fieldErrors { field message } }
      ... on MutationRateApplicationSuccess { data { viewerCanRate viewerRating { stars comment jobTitle raterName } } }
    }
  }
`;

const CAN_RATE = /* GraphQL */ `
  query($id: ID!) { node(id: $id) { ... on Application { viewerCanRate viewerRating { stars } } } }
`;

const RECEIVED = /* GraphQL */ `
  query($id: ID!) {
    node(id: $id) { ... on User { rating reviewCount ratingsReceived(first: 5) { edges { node { stars comment raterName jobTitle } } } } }
  }
`;

/** A job of the demo employer with the demo laborer's application in `status`, the job in `jobStatus`. */
async function hire(status: "pending" | "accepted" | "rejected", jobStatus: "active" | "closed", who = laborer) {
  const job = await t.prisma.job.create({
    data: {
      employerId: employer.id,
      title: `Harvest ${Math.random().toString(36).slice(2, 8)}`,
      location: "Mandya, Karnataka",
      category: "field_activities",
      dailyRate: 600,
      duration: 3,
      status: jobStatus,
    },
  });
  const application = await t.prisma.application.create({
    data: { jobId: job.id, laborerId: who.id, requestedRate: 600, status },
  });
  return { job, applicationDbId: application.id, applicationId: globalIdOf("Application", application.id) };
}

const rate = (applicationId: string, stars: number, cookie: string, comment?: string) =>
  t.graphql(RATE, { applicationId, stars, comment }, cookie);

async function summaryOf(userId: number) {
  const rows = await t.prisma.rating.findMany({ where: { rateeId: userId }, select: { stars: true } });
  const user = await t.prisma.user.findUniqueOrThrow({
    where: { id: userId },
    select: { rating: true, reviewCount: true },
  });
  const average = rows.length
    ? Math.round((rows.reduce((sum, row) => sum + row.stars, 0) / rows.length) * 10) / 10
    : null;
  return { rows: rows.length, average, user };
}

describe("rateApplication", () => {
  it("lets the employer rate an accepted laborer once the job is closed, and updates the laborer's rating from the rows", async () => {
    const { job, applicationId } = await hire("accepted", "closed");
    const before = await t.graphql(CAN_RATE, { id: applicationId }, cookies.employer);
    expect(before.data!.node).toEqual({ viewerCanRate: true, viewerRating: null });

    const result = await rate(applicationId, 4, cookies.employer, "  Careful and on time  ");
    expect(result.data!.rateApplication).toEqual({
      __typename: "MutationRateApplicationSuccess",
      data: {
        viewerCanRate: false,
        viewerRating: {
          stars: 4,
          comment: "Careful and on time",
          jobTitle: job.title,
          raterName: [employer.firstName, employer.lastName].filter(Boolean).join(" ") || null,
        },
      },
    });
    const summary = await summaryOf(laborer.id);
    expect(summary.rows).toBeGreaterThan(0);
    expect(summary.user).toEqual({ rating: summary.average, reviewCount: summary.rows });

    const profile = await t.graphql(RECEIVED, { id: globalIdOf("User", laborer.id) }, cookies.outsider);
    const user = profile.data!.node;
    expect(user.reviewCount).toBe(summary.rows);
    expect(user.ratingsReceived.edges[0].node).toMatchObject({
      stars: 4,
      comment: "Careful and on time",
      jobTitle: job.title,
    });
  });

  it("lets the laborer rate the employer for the same application, separately", async () => {
    const { applicationId } = await hire("accepted", "closed");
    await rate(applicationId, 2, cookies.employer);
    const result = await rate(applicationId, 5, cookies.laborer);
    expect(result.data!.rateApplication.__typename).toBe("MutationRateApplicationSuccess");
    expect(result.data!.rateApplication.data.viewerRating.stars).toBe(5);
    const summary = await summaryOf(employer.id);
    expect(summary.user).toEqual({ rating: summary.average, reviewCount: summary.rows });
  });

  it("refuses a second rating of the same application by the same person, and keeps the first", async () => {
    const { applicationId, applicationDbId } = await hire("accepted", "closed");
    expect((await rate(applicationId, 3, cookies.laborer)).data!.rateApplication.__typename).toBe(
      "MutationRateApplicationSuccess",
    );
    const again = await rate(applicationId, 5, cookies.laborer);
    expect(again.data!.rateApplication).toEqual({ __typename: "ConflictError", message: RATING_MESSAGES.alreadyRated });
    const stored = await t.prisma.rating.findMany({ where: { raterId: laborer.id, applicationId: applicationDbId } });
    expect(stored.map((row) => row.stars)).toEqual([3]);
  });

  it("refuses before the job has closed, and for applications that were not accepted", async () => {
    for (const [status, jobStatus] of [
      ["accepted", "active"],
      ["pending", "closed"],
      ["rejected", "closed"],
    ] as const) {
      const { applicationId } = await hire(status, jobStatus);
      const can = await t.graphql(CAN_RATE, { id: applicationId }, cookies.employer);
      expect(can.data!.node.viewerCanRate, `${status}/${jobStatus}`).toBe(false);
      const result = await rate(applicationId, 4, cookies.employer);
      expect(result.data!.rateApplication, `${status}/${jobStatus}`).toEqual({
        __typename: "ConflictError",
        message: RATING_MESSAGES.notYet,
      });
    }
  });

  it("treats someone else's application as unknown, and an unknown id the same way", async () => {
    const { applicationId } = await hire("accepted", "closed");
    const count = await t.prisma.rating.count();
    expect((await rate(applicationId, 5, cookies.outsider)).data!.rateApplication).toEqual({
      __typename: "NotFoundError",
      message: RATING_MESSAGES.notFound,
    });
    expect(
      (await rate(globalIdOf("Application", 999_999_999), 5, cookies.employer)).data!.rateApplication.__typename,
    ).toBe("NotFoundError");
    expect((await rate("nonsense", 5, cookies.employer)).data!.rateApplication.__typename).toBe("NotFoundError");
    expect(await t.prisma.rating.count()).toBe(count);
  });

  it("checks stars and comment length with the shared messages, storing nothing", async () => {
    const { applicationId } = await hire("accepted", "closed");
    for (const stars of [RATING_LIMITS.starsMin - 1, RATING_LIMITS.starsMax + 1]) {
      const result = await rate(applicationId, stars, cookies.employer);
      expect(result.data!.rateApplication).toMatchObject({
        __typename: "ValidationError",
        fieldErrors: [{ field: "stars", message: RATING_MESSAGES.stars }],
      });
    }
    const long = await rate(applicationId, 4, cookies.employer, "x".repeat(RATING_LIMITS.commentMax + 1));
    expect(long.data!.rateApplication).toMatchObject({
      __typename: "ValidationError",
      fieldErrors: [{ field: "comment", message: RATING_MESSAGES.commentLength }],
    });
    const can = await t.graphql(CAN_RATE, { id: applicationId }, cookies.employer);
    expect(can.data!.node.viewerCanRate).toBe(true);
  });

  it("needs sign-in, and signed out the ratings are not readable", async () => {
    const { applicationId } = await hire("accepted", "closed");
    const result = await rate(applicationId, 5, "");
    expect(result.data?.rateApplication ?? null).toBeNull();
    expect(result.errors?.[0]?.message).toBeTruthy();
    const profile = await t.graphql(RECEIVED, { id: globalIdOf("User", laborer.id) });
    expect(profile.data!.node).toBeNull();
  });

  it("keeps the stars of a rater who deleted their account, without their comment or name", async () => {
    const rater = await t.prisma.user.create({
      data: { mobileNumber: "9123400001", userType: "laborer", firstName: "Ravi", lastName: "Gone" },
    });
    const { applicationId } = await hire("accepted", "closed", rater);
    const cookie = await t.cookieFor(rater.mobileNumber);
    expect((await rate(applicationId, 1, cookie, "Paid late")).data!.rateApplication.__typename).toBe(
      "MutationRateApplicationSuccess",
    );
    const before = await summaryOf(employer.id);
    const deleted = await t.graphql(`mutation { deleteAccount { __typename } }`, {}, cookie);
    expect(deleted.errors).toBeUndefined();
    const left = await t.prisma.rating.findMany({ where: { rateeId: employer.id, stars: 1, raterId: null } });
    expect(left.some((row) => row.comment === "Paid late")).toBe(false);
    expect(left.length).toBeGreaterThan(0);
    expect(await summaryOf(employer.id)).toEqual(before);
  });
});
