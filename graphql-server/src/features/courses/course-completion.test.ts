import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../../generated/prisma/client.ts";
import { COURSE_MESSAGES } from "../../rules/course.ts";
import { dateInIndia } from "../../i18n/india-date.ts";
import { type TestApp, createTestApp } from "../../test/app.ts";
import { databaseIdOf, globalIdOf } from "../../graphql/global-id.ts";

let t: TestApp;
let provider: User;
let otherProvider: User;
const laborers: User[] = [];
const cookies: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  provider = await t.prisma.user.create({
    data: { mobileNumber: "9123400301", userType: "training_provider", businessName: "Krishi Kendra" },
  });
  otherProvider = await t.prisma.user.create({ data: { mobileNumber: "9123400302", userType: "training_provider" } });
  for (const n of [3, 4, 5]) {
    laborers.push(
      await t.prisma.user.create({
        data: { mobileNumber: `912340030${n}`, userType: "laborer", firstName: `Student${n}` },
      }),
    );
  }
  cookies.provider = await t.cookieFor(provider.mobileNumber);
  cookies.otherProvider = await t.cookieFor(otherProvider.mobileNumber);
  for (const laborer of laborers) cookies[laborer.mobileNumber] = await t.cookieFor(laborer.mobileNumber);
});
afterAll(() => t.close());

const CREATE = /* GraphQL */ `
  mutation($input: CourseInput!) {
    createCourse(input: $input) {
      __typename
      ... on ValidationError { message fieldErrors { field message } }
      ... on MutationCreateCourseSuccess { data { id location state district cityVillage isOnline startDate language seatsLeft maxEnrollments } }
    }
  }
`;
const UPDATE = /* GraphQL */ `
  mutation($id: ID!, $input: CourseUpdateInput!) {
    updateCourse(id: $id, input: $input) { __typename ... on MutationUpdateCourseSuccess { data { location isOnline district } } }
  }
`;
const ENROLL = /* GraphQL */ `
  mutation($courseId: ID!) { enroll(courseId: $courseId) { __typename ... on MutationEnrollSuccess { data { id } } } }
`;
const COMPLETE = /* GraphQL */ `
  mutation($id: ID!) {
    completeEnrollment(id: $id) {
      __typename
      ... on Error { message }
      ... on MutationCompleteEnrollmentSuccess { data { status progress completedAt course { completionRate seatsLeft } } }
    }
  }
`;

const tomorrow = () => dateInIndia(1).toISOString().slice(0, 10);

async function createCourse(input: Record<string, unknown> = {}) {
  const result = await t.graphql(
    CREATE,
    { input: { title: "Drip irrigation basics", duration: 3, maxEnrollments: 3, ...input } },
    cookies.provider,
  );
  return result.data!.createCourse;
}

async function enroll(courseId: string, laborer: User): Promise<string> {
  const result = await t.graphql(ENROLL, { courseId }, cookies[laborer.mobileNumber]);
  expect(result.data!.enroll.__typename).toBe("MutationEnrollSuccess");
  return result.data!.enroll.data.id;
}

/** The course's completion rate from its rows: completed / not cancelled, in whole percent. */
async function expectedRate(courseDbId: number) {
  const rows = await t.prisma.enrollment.findMany({ where: { courseId: courseDbId, status: { not: "cancelled" } } });
  return rows.length ? Math.round((rows.filter((r) => r.status === "completed").length / rows.length) * 100) : null;
}

describe("course place, start date and language", () => {
  it("stores them and makes the location from the place, or 'Online'", async () => {
    const created = await createCourse({
      state: "Karnataka",
      district: "Mandya",
      cityVillage: " Maddur ",
      startDate: tomorrow(),
      language: "kn",
    });
    expect(created.__typename).toBe("MutationCreateCourseSuccess");
    expect(created.data).toMatchObject({
      location: "Maddur, Mandya, Karnataka",
      state: "Karnataka",
      district: "Mandya",
      cityVillage: "Maddur",
      isOnline: false,
      startDate: tomorrow(),
      language: "kn",
      seatsLeft: 3,
    });
    const online = await t.graphql(UPDATE, { id: created.data.id, input: { isOnline: true } }, cookies.provider);
    expect(online.data!.updateCourse.data).toMatchObject({ location: "Online", isOnline: true });
    const back = await t.graphql(
      UPDATE,
      { id: created.data.id, input: { isOnline: false, district: "Mysuru" } },
      cookies.provider,
    );
    expect(back.data!.updateCourse.data).toMatchObject({ location: "Maddur, Mysuru, Karnataka", district: "Mysuru" });
  });

  it("refuses a past start date and an unknown language with the shared messages", async () => {
    const past = await createCourse({ startDate: dateInIndia(-1).toISOString().slice(0, 10) });
    expect(past).toMatchObject({
      __typename: "ValidationError",
      fieldErrors: [{ field: "startDate", message: COURSE_MESSAGES.startDate }],
    });
    const language = await createCourse({ language: "xx" });
    expect(language).toMatchObject({
      __typename: "ValidationError",
      fieldErrors: [{ field: "language", message: COURSE_MESSAGES.language }],
    });
  });
});

describe("completeEnrollment", () => {
  it("lets the course's provider complete an enrolment, and recomputes the completion rate from the rows", async () => {
    const course = (await createCourse()).data;
    const courseDbId = (
      await t.prisma.course.findFirstOrThrow({ where: { providerId: provider.id }, orderBy: { id: "desc" } })
    ).id;
    const [first, second] = [await enroll(course.id, laborers[0]!), await enroll(course.id, laborers[1]!)];
    expect((await t.prisma.course.findUniqueOrThrow({ where: { id: courseDbId } })).completionRate).toBe(0);

    const done = await t.graphql(COMPLETE, { id: first }, cookies.provider);
    expect(done.data!.completeEnrollment.__typename).toBe("MutationCompleteEnrollmentSuccess");
    expect(done.data!.completeEnrollment.data).toMatchObject({
      status: "completed",
      progress: 100,
      course: { completionRate: await expectedRate(courseDbId), seatsLeft: 1 },
    });
    expect(done.data!.completeEnrollment.data.completedAt).toBeTruthy();
    expect(await expectedRate(courseDbId)).toBe(50);

    // Completing again changes nothing; a third student lowers the share.
    const again = await t.graphql(COMPLETE, { id: first }, cookies.provider);
    expect(again.data!.completeEnrollment.data.completedAt).toBe(done.data!.completeEnrollment.data.completedAt);
    await enroll(course.id, laborers[2]!);
    expect((await t.prisma.course.findUniqueOrThrow({ where: { id: courseDbId } })).completionRate).toBe(
      await expectedRate(courseDbId),
    );
    expect(second).toBeTruthy();
  });

  it("treats another provider's enrolment as unknown and refuses a cancelled one", async () => {
    const course = (await createCourse()).data;
    const enrollment = await enroll(course.id, laborers[0]!);
    expect((await t.graphql(COMPLETE, { id: enrollment }, cookies.otherProvider)).data!.completeEnrollment).toEqual({
      __typename: "NotFoundError",
      message: COURSE_MESSAGES.enrollmentNotFound,
    });
    const laborerTry = await t.graphql(COMPLETE, { id: enrollment }, cookies[laborers[0]!.mobileNumber]);
    expect(laborerTry.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    await t.prisma.enrollment.update({
      where: { id: databaseIdOf("Enrollment", enrollment)! },
      data: { status: "cancelled" },
    });
    const cancelled = await t.graphql(COMPLETE, { id: enrollment }, cookies.provider);
    expect(cancelled.data!.completeEnrollment).toEqual({
      __typename: "ConflictError",
      message: COURSE_MESSAGES.enrollmentCancelled,
    });
    expect(
      (await t.graphql(COMPLETE, { id: globalIdOf("Enrollment", 999_999) }, cookies.provider)).data!.completeEnrollment
        .__typename,
    ).toBe("NotFoundError");
  });
});

describe("viewer.providerAnalytics and the laborer's training activity", () => {
  it("counts enrolments and completions per week and gives each course's completion rate and seats, from the rows", async () => {
    const result = await t.graphql(
      `{ viewer { providerAnalytics { weeks { weekStart enrollments completions } courses { courseId title completionRate currentEnrollments maxEnrollments } } } }`,
      {},
      cookies.provider,
    );
    expect(result.errors).toBeUndefined();
    const analytics = result.data!.viewer.providerAnalytics;
    const rows = await t.prisma.enrollment.findMany({ where: { course: { providerId: provider.id } } });
    const thisWeek = analytics.weeks.at(-1);
    expect(analytics.weeks.reduce((sum: number, w: { enrollments: number }) => sum + w.enrollments, 0)).toBe(
      rows.length,
    );
    expect(thisWeek.completions).toBe(rows.filter((row) => row.completedAt).length);
    const courses = await t.prisma.course.findMany({
      where: { providerId: provider.id, status: { not: "draft" } },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    });
    expect(
      analytics.courses.map((c: { title: string; completionRate: number | null; currentEnrollments: number }) => [
        c.completionRate,
        c.currentEnrollments,
      ]),
    ).toEqual(courses.map((c) => [c.completionRate, c.currentEnrollments]));
    const other = await t.graphql(
      `{ viewer { providerAnalytics { weeks { weekStart } } } }`,
      {},
      cookies[laborers[0]!.mobileNumber],
    );
    expect(other.data!.viewer.providerAnalytics).toBeNull();
  });

  it("puts enrolling and completing in the laborer's Recent Activity", async () => {
    const result = await t.graphql(
      `{ viewer { recentActivity(first: 20) { kind courseTitle courseId } } }`,
      {},
      cookies[laborers[0]!.mobileNumber],
    );
    const kinds = result.data!.viewer.recentActivity.map((event: { kind: string }) => event.kind);
    const enrolments = await t.prisma.enrollment.findMany({
      where: { laborerId: laborers[0]!.id, status: { not: "cancelled" } },
    });
    expect(enrolments.some((row) => row.completedAt)).toBe(true);
    expect(kinds.filter((kind: string) => kind === "enrolled")).toHaveLength(enrolments.length);
    expect(kinds.filter((kind: string) => kind === "completed")).toHaveLength(
      enrolments.filter((row) => row.completedAt).length,
    );
    expect(result.data!.viewer.recentActivity[0].courseTitle).toBe("Drip irrigation basics");
  });
});
