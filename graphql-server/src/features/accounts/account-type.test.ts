import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UserType } from "../../generated/prisma/enums.ts";
import { globalIdOf } from "../../graphql/global-id.ts";
import { ACCOUNT_TYPE_MESSAGES } from "../../rules/counterparts.ts";
import { type TestApp, createTestApp } from "../../test/app.ts";

const SET = /* GraphQL */ `
  mutation($userType: UserType!) {
    setUserType(userType: $userType) {
      __typename
      ... on Error { message }
      ... on MutationSetUserTypeSuccess { data { databaseId userType } }
    }
  }
`;

const POST_JOB = /* GraphQL */ `
  mutation($input: CreateJobInput!) {
    createJob(input: $input) { __typename ... on MutationCreateJobSuccess { data { id databaseId } } }
  }
`;

const CLOSE_JOB = /* GraphQL */ `
  mutation($id: ID!) { closeJob(id: $id) { __typename } }
`;

const APPLY = /* GraphQL */ `
  mutation($jobId: ID!) { applyToJob(jobId: $jobId) { __typename } }
`;

let t: TestApp;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A new account (verified number) of `userType`, and a session cookie for it. */
async function account(userType: UserType | null) {
  seq += 1;
  const mobileNumber = `91234${String(seq).padStart(5, "0")}`;
  const user = await t.prisma.user.create({ data: { mobileNumber, userType, isMobileVerified: true } });
  return { user, cookie: await t.cookieFor(mobileNumber) };
}

const setType = (userType: UserType, cookie: string) => t.graphql(SET, { userType }, cookie);
const typeOf = async (id: number) => (await t.prisma.user.findUniqueOrThrow({ where: { id } })).userType;

async function job(employerId: number, status: "active" | "closed" = "active") {
  return t.prisma.job.create({
    data: {
      employerId,
      title: "Weeding",
      location: "Maddur, Karnataka",
      category: "field_activities",
      dailyRate: 600,
      duration: 3,
      status,
    },
  });
}

async function course(providerId: number, status: "draft" | "active" | "closed" = "active") {
  return t.prisma.course.create({ data: { providerId, title: "Drip irrigation", duration: 5, status } });
}

describe("setUserType", () => {
  it("refuses the issue's self-rating sequence at its first step: the switch to laborer while the job is open", async () => {
    const { user, cookie } = await account(null);
    expect((await setType("employer", cookie)).data!.setUserType.__typename).toBe("MutationSetUserTypeSuccess");
    const posted = await t.graphql(
      POST_JOB,
      {
        input: {
          title: "Harvest",
          location: "Maddur, Karnataka",
          category: "field_activities",
          dailyRate: 700,
          duration: 2,
        },
      },
      cookie,
    );
    expect(posted.data!.createJob.__typename).toBe("MutationCreateJobSuccess");

    const toLaborer = await setType("laborer", cookie);
    expect(toLaborer.data!.setUserType).toEqual({
      __typename: "ConflictError",
      message: ACCOUNT_TYPE_MESSAGES.openJobs,
    });
    expect(await typeOf(user.id)).toBe("employer");

    // Still an employer, the account cannot apply to its own job, so there is nothing to accept or rate.
    const applied = await t.graphql(APPLY, { jobId: posted.data!.createJob.data.id }, cookie);
    expect(applied.data?.applyToJob ?? null).toBeNull();
    expect(await t.prisma.application.count({ where: { laborerId: user.id } })).toBe(0);
    const after = await t.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect({ rating: after.rating, reviewCount: after.reviewCount }).toEqual({ rating: null, reviewCount: 0 });
  });

  it("succeeds once nothing is open: after the employer closes the job", async () => {
    const { user, cookie } = await account("employer");
    const open = await job(user.id);
    expect((await setType("laborer", cookie)).data!.setUserType.__typename).toBe("ConflictError");
    expect((await t.graphql(CLOSE_JOB, { id: globalIdOf("Job", open.id) }, cookie)).data!.closeJob.__typename).toBe(
      "MutationCloseJobSuccess",
    );
    const changed = await setType("laborer", cookie);
    expect(changed.data!.setUserType).toEqual({
      __typename: "MutationSetUserTypeSuccess",
      data: { databaseId: user.id, userType: "laborer" },
    });
    expect(await typeOf(user.id)).toBe("laborer");
  });

  it("refuses a training provider with a course taking students, not one with only drafts and closed courses", async () => {
    const { user, cookie } = await account("training_provider");
    await course(user.id, "draft");
    await course(user.id, "closed");
    const running = await course(user.id, "active");
    expect((await setType("employer", cookie)).data!.setUserType).toEqual({
      __typename: "ConflictError",
      message: ACCOUNT_TYPE_MESSAGES.openCourses,
    });
    expect(await typeOf(user.id)).toBe("training_provider");
    await t.prisma.course.update({ where: { id: running.id }, data: { status: "closed" } });
    expect((await setType("employer", cookie)).data!.setUserType.__typename).toBe("MutationSetUserTypeSuccess");
  });

  it("refuses a laborer with a pending application on an open job, until the employer answers", async () => {
    const { user, cookie } = await account("laborer");
    const { user: employer } = await account("employer");
    const application = await t.prisma.application.create({
      data: { jobId: (await job(employer.id)).id, laborerId: user.id, requestedRate: 600 },
    });
    // A pending application on a closed job is over: it does not count.
    await t.prisma.application.create({
      data: { jobId: (await job(employer.id, "closed")).id, laborerId: user.id, requestedRate: 600 },
    });
    expect((await setType("employer", cookie)).data!.setUserType).toEqual({
      __typename: "ConflictError",
      message: ACCOUNT_TYPE_MESSAGES.pendingApplications,
    });
    await t.prisma.application.update({ where: { id: application.id }, data: { status: "rejected" } });
    expect((await setType("employer", cookie)).data!.setUserType.__typename).toBe("MutationSetUserTypeSuccess");
  });

  it("refuses a laborer enrolled in a course still running, until it is completed", async () => {
    const { user, cookie } = await account("laborer");
    const { user: provider } = await account("training_provider");
    const enrollment = await t.prisma.enrollment.create({
      data: { courseId: (await course(provider.id)).id, laborerId: user.id },
    });
    expect((await setType("training_provider", cookie)).data!.setUserType).toEqual({
      __typename: "ConflictError",
      message: ACCOUNT_TYPE_MESSAGES.openEnrollments,
    });
    await t.prisma.enrollment.update({ where: { id: enrollment.id }, data: { status: "completed" } });
    expect((await setType("training_provider", cookie)).data!.setUserType.__typename).toBe(
      "MutationSetUserTypeSuccess",
    );
  });

  it("always lets a person choose a type first, or choose the type they already have", async () => {
    const { user, cookie } = await account("employer");
    await job(user.id);
    expect((await setType("employer", cookie)).data!.setUserType.__typename).toBe("MutationSetUserTypeSuccess");
    const { cookie: fresh } = await account(null);
    expect((await setType("training_provider", fresh)).data!.setUserType.__typename).toBe("MutationSetUserTypeSuccess");
  });

  it("answers the REST path with 409 and the reason, and changes nothing", async () => {
    const { user, cookie } = await account("employer");
    await job(user.id);
    const res = await t.request("/api/users/update-type", { method: "POST", json: { userType: "laborer" }, cookie });
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe(ACCOUNT_TYPE_MESSAGES.openJobs);
    expect(await typeOf(user.id)).toBe("employer");
  });
});
