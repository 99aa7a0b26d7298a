import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApplicationStatus } from "../../generated/prisma/enums.ts";
import { globalIdOf } from "../../graphql/global-id.ts";
import { type TestApp, createTestApp } from "../../test/app.ts";

const VIEWER = /* GraphQL */ `{ viewer { averageDailyRate } }`;
const NODE = /* GraphQL */ `query($id: ID!) { node(id: $id) { ... on User { averageDailyRate } } }`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function person(mobileNumber: string, userType: "laborer" | "employer") {
  const user = await t.prisma.user.create({ data: { mobileNumber, userType, isMobileVerified: true } });
  return { user, cookie: await t.cookieFor(mobileNumber) };
}

describe("User.averageDailyRate", () => {
  it("is the average agreed rate of the laborer's accepted applications, and nothing without accepted work", async () => {
    const { user: employer, cookie: employerCookie } = await person("9123480001", "employer");
    const { user: laborer, cookie } = await person("9123480002", "laborer");
    const apply = async (dailyRate: number, requestedRate: number, status: ApplicationStatus) => {
      const job = await t.prisma.job.create({
        data: {
          employerId: employer.id,
          title: "Harvest",
          location: "Mandya, Karnataka",
          category: "field_activities",
          dailyRate,
          duration: 2,
        },
      });
      await t.prisma.application.create({ data: { jobId: job.id, laborerId: laborer.id, requestedRate, status } });
    };

    // Applied, but nothing accepted yet: no figure.
    await apply(900, 900, "pending");
    await apply(1200, 1100, "rejected");
    expect((await t.graphql(VIEWER, {}, cookie)).data!.viewer).toEqual({ averageDailyRate: null });

    // Accepted at 600 (the job's rate) and at 725 (her own ask on a 700 job): (600 + 725) / 2 = 662.5 → 663.
    await apply(600, 600, "accepted");
    await apply(700, 725, "accepted");
    expect((await t.graphql(VIEWER, {}, cookie)).data!.viewer).toEqual({ averageDailyRate: 663 });

    // Her earnings are hers: anyone else reads null.
    const other = await t.graphql(NODE, { id: globalIdOf("User", laborer.id) }, employerCookie);
    expect(other.errors).toBeUndefined();
    expect(other.data!.node).toEqual({ averageDailyRate: null });
  });
});
