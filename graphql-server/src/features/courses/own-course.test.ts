import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { globalIdOf } from "../../graphql/global-id.ts";
import { COUNTERPART_MESSAGES } from "../../rules/counterparts.ts";
import { type TestApp, createTestApp } from "../../test/app.ts";

const ENROLL = /* GraphQL */ `
  mutation($courseId: ID!) {
    enroll(courseId: $courseId) { __typename ... on Error { message } }
  }
`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("enroll", () => {
  it("refuses a laborer who runs the course herself (say before her account type changed), and takes no seat", async () => {
    const user = await t.prisma.user.create({
      data: { mobileNumber: "9123460001", userType: "laborer", isMobileVerified: true },
    });
    const course = await t.prisma.course.create({
      data: { providerId: user.id, title: "Organic farming", duration: 5, maxEnrollments: 10 },
    });
    const cookie = await t.cookieFor(user.mobileNumber);
    const result = await t.graphql(ENROLL, { courseId: globalIdOf("Course", course.id) }, cookie);
    expect(result.data!.enroll).toEqual({ __typename: "ForbiddenError", message: COUNTERPART_MESSAGES.ownCourse });
    expect(await t.prisma.enrollment.count({ where: { courseId: course.id } })).toBe(0);
    expect((await t.prisma.course.findUniqueOrThrow({ where: { id: course.id } })).currentEnrollments).toBe(0);

    // Another laborer may enrol.
    const other = await t.prisma.user.create({
      data: { mobileNumber: "9123460002", userType: "laborer", isMobileVerified: true },
    });
    const enrolled = await t.graphql(
      ENROLL,
      { courseId: globalIdOf("Course", course.id) },
      await t.cookieFor(other.mobileNumber),
    );
    expect(enrolled.data!.enroll.__typename).toBe("MutationEnrollSuccess");
  });
});
