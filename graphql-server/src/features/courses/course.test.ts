import { encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COURSE_MESSAGES } from "../../rules/course.ts";
import { ENROLL_MESSAGES } from "../../rules/course.ts";
import { DEMO_ACCOUNTS } from "../../db/seed/demo-accounts.ts";
import { type TestApp, createTestApp } from "../../test/app.ts";

const COURSES = `
  query Courses($first: Int, $after: String, $search: String, $location: String, $skillCategory: SkillCategory, $freeOnly: Boolean, $isFree: Boolean) {
    courses(first: $first, after: $after, search: $search, location: $location, skillCategory: $skillCategory, freeOnly: $freeOnly, isFree: $isFree) {
      edges { node { databaseId title status isFree price viewerIsEnrolled provider { databaseId } } }
      pageInfo { hasNextPage endCursor }
    }
  }
`;

const CREATE = `
  mutation Create($input: CourseInput!) {
    createCourse(input: $input) {
      __typename
      ... on Error { message }
      ... on ValidationError { fieldErrors { field message } }
      ... on MutationCreateCourseSuccess { data { id databaseId title price isFree duration status currentEnrollments provider { databaseId } } }
    }
  }
`;

const UPDATE = `
  mutation Update($id: ID!, $input: CourseUpdateInput!) {
    updateCourse(id: $id, input: $input) {
      __typename
      ... on Error { message }
      ... on ValidationError { fieldErrors { field message } }
      ... on MutationUpdateCourseSuccess { data { databaseId title price isFree maxEnrollments } }
    }
  }
`;

const ENROLL = `
  mutation Enroll($courseId: ID!) {
    enroll(courseId: $courseId) {
      __typename
      ... on Error { message }
      ... on MutationEnrollSuccess { data { databaseId status progress laborer { databaseId } course { databaseId currentEnrollments viewerIsEnrolled } } }
    }
  }
`;

const courseId = (id: number) => encodeGlobalID("Course", String(id));

describe("courses (GraphQL)", () => {
  let t: TestApp;
  let provider: string;
  let laborer: string;
  let employer: string;
  let providerId: number;
  let laborerId: number;

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    provider = await t.cookieFor(DEMO_ACCOUNTS.training_provider);
    laborer = await t.cookieFor(DEMO_ACCOUNTS.laborer);
    employer = await t.cookieFor(DEMO_ACCOUNTS.employer);
    providerId = (await t.prisma.user.findUniqueOrThrow({ where: { mobileNumber: DEMO_ACCOUNTS.training_provider } }))
      .id;
    laborerId = (await t.prisma.user.findUniqueOrThrow({ where: { mobileNumber: DEMO_ACCOUNTS.laborer } })).id;
  });
  afterAll(() => t.close());

  /** A fresh course owned by the demo provider, written directly. */
  const makeCourse = (
    data: { maxEnrollments?: number | null; currentEnrollments?: number; status?: "draft" | "active" | "closed" } = {},
  ) =>
    t.prisma.course.create({
      data: { providerId, title: `Test course ${Math.random()}`, duration: 3, price: 0, isFree: true, ...data },
    });

  describe("search", () => {
    it("lists the active courses only, newest first, the same set the database has", async () => {
      const { data, errors } = await t.graphql(COURSES, { first: 100 });
      expect(errors).toBeUndefined();
      const expected = await t.prisma.course.findMany({
        where: { status: "active" },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        select: { id: true },
      });
      expect(expected.length).toBeGreaterThan(0);
      expect(data!.courses.edges.map((e: any) => e.node.databaseId)).toEqual(expected.map((c) => c.id));
      expect(data!.courses.edges.every((e: any) => e.node.status === "active")).toBe(true);
    });

    it("pages with cursors without overlap", async () => {
      const first = await t.graphql(COURSES, { first: 3 });
      const second = await t.graphql(COURSES, { first: 3, after: first.data!.courses.pageInfo.endCursor });
      const all = await t.graphql(COURSES, { first: 6 });
      const paged = [...first.data!.courses.edges, ...second.data!.courses.edges].map((e: any) => e.node.databaseId);
      expect(first.data!.courses.pageInfo.hasNextPage).toBe(true);
      expect(paged).toEqual(all.data!.courses.edges.map((e: any) => e.node.databaseId));
      expect(new Set(paged).size).toBe(paged.length);
    });

    it("filters by text, by place name (old names too), by category and free only", async () => {
      const hubli = await t.graphql(COURSES, { first: 100, location: "Hubli" });
      const expectedHubli = await t.prisma.course.count({
        where: { status: "active", location: { contains: "Hubballi", mode: "insensitive" } },
      });
      expect(expectedHubli).toBeGreaterThan(0);
      expect(hubli.data!.courses.edges).toHaveLength(expectedHubli);

      const paddy = await t.graphql(COURSES, { first: 100, search: "PADDY" });
      const expectedPaddy = await t.prisma.course.count({
        where: {
          status: "active",
          OR: [
            { title: { contains: "paddy", mode: "insensitive" } },
            { description: { contains: "paddy", mode: "insensitive" } },
          ],
        },
      });
      expect(expectedPaddy).toBeGreaterThan(0);
      expect(paddy.data!.courses.edges).toHaveLength(expectedPaddy);

      const sericulture = await t.graphql(COURSES, { first: 100, skillCategory: "sericulture" });
      expect(sericulture.data!.courses.edges).toHaveLength(
        await t.prisma.course.count({ where: { status: "active", skillCategory: "sericulture" } }),
      );

      const free = await t.graphql(COURSES, { first: 100, isFree: true });
      const expectedFree = await t.prisma.course.count({ where: { status: "active", price: 0 } });
      expect(free.data!.courses.edges).toHaveLength(expectedFree);
      expect(free.data!.courses.edges.every((e: any) => e.node.isFree && e.node.price === 0)).toBe(true);
      // freeOnly, deprecated for isFree: true, still finds the same courses.
      const freeOnly = await t.graphql(COURSES, { first: 100, freeOnly: true });
      expect(freeOnly.data!.courses.edges).toEqual(free.data!.courses.edges);
    });

    it("loads a page with a fixed number of queries, whatever its size (no N+1)", async () => {
      const selects = async (query: string, variables: Record<string, unknown>, cookie: string) => {
        t.queries.length = 0;
        const { errors } = await t.graphql(query, variables, cookie);
        expect(errors).toBeUndefined();
        return t.queries.filter((sql) => /select/i.test(sql)).length;
      };
      expect(await selects(COURSES, { first: 10 }, laborer)).toBe(await selects(COURSES, { first: 1 }, laborer));
      const providerPage = `query($first: Int) { myCourses(first: $first) { edges { node { title provider { firstName }
        enrollments(first: $first) { edges { node { progress laborer { firstName } } } } } } } }`;
      expect(await selects(providerPage, { first: 10 }, provider)).toBe(
        await selects(providerPage, { first: 1 }, provider),
      );
    });

    it("tells a signed-in laborer which courses they are enrolled in", async () => {
      const { data } = await t.graphql(COURSES, { first: 100 }, laborer);
      const mine = await t.prisma.enrollment.findMany({
        where: { laborerId, course: { status: "active" } },
        select: { courseId: true },
      });
      expect(mine.length).toBeGreaterThan(0);
      const flagged = data!.courses.edges
        .filter((e: any) => e.node.viewerIsEnrolled)
        .map((e: any) => e.node.databaseId);
      expect(flagged.sort()).toEqual(mine.map((e) => e.courseId).sort());
      const signedOut = await t.graphql(COURSES, { first: 100 });
      expect(signedOut.data!.courses.edges.some((e: any) => e.node.viewerIsEnrolled)).toBe(false);
    });
  });

  describe("drafts", () => {
    const NODE = `query ($id: ID!) { node(id: $id) { ... on Course { title status } } }`;
    it("can be read only by their provider, also through node(id:)", async () => {
      const draft = await makeCourse({ status: "draft" });
      const id = encodeGlobalID("Course", String(draft.id));
      expect((await t.graphql(NODE, { id }, provider)).data!.node).toEqual({ title: draft.title, status: "draft" });
      for (const cookie of [undefined, laborer, employer]) {
        const res = await t.graphql(NODE, { id }, cookie);
        expect(res.data!.node).toBeNull();
        expect(JSON.stringify(res)).not.toContain(draft.title);
      }
    });
  });

  describe("a provider's own courses", () => {
    // Page sizes as variables: the cost limit multiplies literal `first` values.
    const MY_COURSES = `query($first: Int) {
      myCourses(first: $first) { edges { node { databaseId status enrollments(first: $first) { edges { node { databaseId laborer { databaseId } } } } } } }
      myCourseStats { activeCourses studentsEnrolled totalEnrollments }
    }`;

    it("lists every status with its enrolments, and dashboard counters from the database", async () => {
      const { data, errors } = await t.graphql(MY_COURSES, { first: 50 }, provider);
      expect(errors).toBeUndefined();
      const owned = await t.prisma.course.findMany({
        where: { providerId },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        include: { enrollments: { select: { id: true } } },
      });
      expect(data!.myCourses.edges.map((e: any) => e.node.databaseId)).toEqual(owned.map((c) => c.id));
      for (const [i, course] of owned.entries()) {
        const listed = data!.myCourses.edges[i].node.enrollments.edges.map((e: any) => e.node.databaseId);
        expect(listed.sort()).toEqual(course.enrollments.map((e) => e.id).sort());
      }
      const enrolled = { course: { providerId }, status: { not: "cancelled" as const } };
      expect(data!.myCourseStats).toEqual({
        activeCourses: await t.prisma.course.count({ where: { providerId, status: "active" } }),
        studentsEnrolled: await t.prisma.user.count({ where: { enrollments: { some: enrolled } } }),
        totalEnrollments: await t.prisma.enrollment.count({ where: enrolled }),
      });
    });

    it("lists the latest enrolments across the provider's courses, newest first, and only theirs", async () => {
      const STUDENTS = `query($first: Int) { myStudentEnrollments(first: $first) { edges { node { databaseId course { databaseId } } } } }`;
      const [first, second] = [await makeCourse(), await makeCourse()];
      const other = await t.prisma.course.findFirstOrThrow({ where: { providerId: { not: providerId } } });
      const at = (minutes: number) => new Date(Date.UTC(2030, 0, 1, 0, minutes));
      for (const [i, courseId] of [first.id, other.id, second.id, first.id].entries()) {
        const student = await t.prisma.user.create({
          data: { userType: "laborer", firstName: `Student ${i}`, mobileNumber: `70000${String(i).padStart(5, "0")}` },
        });
        await t.prisma.enrollment.create({ data: { courseId, laborerId: student.id, createdAt: at(i) } });
      }
      const { data, errors } = await t.graphql(STUDENTS, { first: 3 }, provider);
      expect(errors).toBeUndefined();
      const expected = await t.prisma.enrollment.findMany({
        where: { course: { providerId } },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take: 3,
      });
      const listed = data!.myStudentEnrollments.edges.map((e: any) => e.node);
      expect(listed.map((e: any) => e.databaseId)).toEqual(expected.map((e) => e.id));
      // The two newest are in the provider's own courses, newest first; the other provider's is left out.
      expect(listed.slice(0, 2).map((e: any) => e.course.databaseId)).toEqual([first.id, second.id]);
      expect(listed.some((e: any) => e.course.databaseId === other.id)).toBe(false);
      for (const cookie of [laborer, employer]) {
        expect((await t.graphql(STUDENTS, { first: 3 }, cookie)).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
      }
    });

    it("refuses other roles and signed-out users", async () => {
      const asLaborer = await t.graphql(MY_COURSES, { first: 50 }, laborer);
      expect(asLaborer.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
      const signedOut = await t.graphql(MY_COURSES, { first: 50 });
      expect(signedOut.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    });

    it("shows a course's enrolments to its provider only", async () => {
      const other = await t.prisma.course.findFirstOrThrow({
        where: { providerId: { not: providerId }, status: "active" },
      });
      const query = `query($id: ID!) { node(id: $id) { ... on Course { title enrollments(first: 5) { edges { node { databaseId } } } } } }`;
      const asProvider = await t.graphql(query, { id: courseId(other.id) }, provider);
      expect(asProvider.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
      expect(asProvider.errors?.[0]?.path).toEqual(["node", "enrollments"]);
      const owner = await t.prisma.user.findUniqueOrThrow({ where: { id: other.providerId! } });
      const asOwner = await t.graphql(query, { id: courseId(other.id) }, await t.cookieFor(owner.mobileNumber));
      expect(asOwner.errors).toBeUndefined();
      expect(asOwner.data!.node.enrollments.edges).toHaveLength(
        await t.prisma.enrollment.count({ where: { courseId: other.id } }),
      );
    });
  });

  describe("createCourse and updateCourse", () => {
    const valid = { title: "  Vermicompost Production  ", duration: 5, price: 750, location: "Mysuru" };

    it("creates a course owned by the provider, with isFree computed from the price", async () => {
      const paid = await t.graphql(CREATE, { input: valid }, provider);
      expect(paid.data!.createCourse).toMatchObject({
        __typename: "MutationCreateCourseSuccess",
        data: {
          title: "Vermicompost Production",
          price: 750,
          isFree: false,
          status: "active",
          currentEnrollments: 0,
          provider: { databaseId: providerId },
        },
      });
      const stored = await t.prisma.course.findUniqueOrThrow({
        where: { id: paid.data!.createCourse.data.databaseId },
      });
      expect(stored).toMatchObject({ providerId, price: 750, isFree: false, duration: 5 });

      const free = await t.graphql(CREATE, { input: { title: "Free course", duration: 1 } }, provider);
      expect(free.data!.createCourse.data).toMatchObject({ price: 0, isFree: true });
    });

    it("rejects invalid forms with the rule's message", async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{ ...valid, title: "   " }, COURSE_MESSAGES.title, "title"],
        [{ ...valid, price: -1 }, COURSE_MESSAGES.price, "price"],
        [{ ...valid, duration: 0 }, COURSE_MESSAGES.duration, "duration"],
        [{ ...valid, duration: 366 }, COURSE_MESSAGES.duration, "duration"],
        [{ ...valid, price: 0, isFree: false }, COURSE_MESSAGES.isFree, "isFree"],
        [{ ...valid, price: 500, isFree: true }, COURSE_MESSAGES.isFree, "isFree"],
        [{ ...valid, maxEnrollments: 0 }, COURSE_MESSAGES.maxEnrollments, "maxEnrollments"],
      ];
      const before = await t.prisma.course.count();
      for (const [input, message, field] of cases) {
        const { data } = await t.graphql(CREATE, { input }, provider);
        expect(data!.createCourse).toMatchObject({ __typename: "ValidationError", message });
        expect(data!.createCourse.fieldErrors).toContainEqual({ field, message });
      }
      expect(await t.prisma.course.count()).toBe(before);
    });

    it("is for training providers only", async () => {
      const asLaborer = await t.graphql(CREATE, { input: valid }, laborer);
      expect(asLaborer.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
      const asEmployer = await t.graphql(CREATE, { input: valid }, employer);
      expect(asEmployer.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
      const signedOut = await t.graphql(CREATE, { input: valid });
      expect(signedOut.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    });

    it("lets the owner change only the fields sent, keeping isFree in step with the price", async () => {
      const course = await t.prisma.course.create({
        data: { providerId, title: "Old", duration: 4, price: 900, isFree: false },
      });
      const { data } = await t.graphql(UPDATE, { id: courseId(course.id), input: { price: 0 } }, provider);
      expect(data!.updateCourse.data).toMatchObject({ title: "Old", price: 0, isFree: true });
      expect(await t.prisma.course.findUniqueOrThrow({ where: { id: course.id } })).toMatchObject({
        price: 0,
        isFree: true,
        duration: 4,
      });

      const contradiction = await t.graphql(UPDATE, { id: courseId(course.id), input: { isFree: false } }, provider);
      expect(contradiction.data!.updateCourse).toMatchObject({
        __typename: "ValidationError",
        message: COURSE_MESSAGES.isFree,
      });
      const blank = await t.graphql(UPDATE, { id: courseId(course.id), input: { title: "" } }, provider);
      expect(blank.data!.updateCourse).toMatchObject({ __typename: "ValidationError", message: COURSE_MESSAGES.title });
    });

    it("refuses someone else's course and unknown ids", async () => {
      const other = await t.prisma.course.findFirstOrThrow({ where: { providerId: { not: providerId } } });
      const forbidden = await t.graphql(UPDATE, { id: courseId(other.id), input: { title: "Mine now" } }, provider);
      expect(forbidden.data!.updateCourse.__typename).toBe("ForbiddenError");
      expect((await t.prisma.course.findUniqueOrThrow({ where: { id: other.id } })).title).toBe(other.title);
      const missing = await t.graphql(UPDATE, { id: courseId(999_999), input: { title: "x" } }, provider);
      expect(missing.data!.updateCourse.__typename).toBe("NotFoundError");
      const wrongType = await t.graphql(UPDATE, { id: encodeGlobalID("Job", "1"), input: { title: "x" } }, provider);
      expect(wrongType.data!.updateCourse.__typename).toBe("NotFoundError");
    });

    it("refuses a seat limit below the students already enrolled", async () => {
      const course = await makeCourse({ maxEnrollments: 10, currentEnrollments: 4 });
      const { data } = await t.graphql(UPDATE, { id: courseId(course.id), input: { maxEnrollments: 3 } }, provider);
      expect(data!.updateCourse).toMatchObject({
        __typename: "ValidationError",
        message: COURSE_MESSAGES.maxBelowCurrent,
      });
      const ok = await t.graphql(UPDATE, { id: courseId(course.id), input: { maxEnrollments: 4 } }, provider);
      expect(ok.data!.updateCourse.data.maxEnrollments).toBe(4);
      const unlimited = await t.graphql(UPDATE, { id: courseId(course.id), input: { maxEnrollments: null } }, provider);
      expect(unlimited.data!.updateCourse.data.maxEnrollments).toBeNull();
    });
  });

  describe("enroll", () => {
    it("enrols a laborer and counts them, once", async () => {
      const course = await makeCourse({ maxEnrollments: 5 });
      const { data } = await t.graphql(ENROLL, { courseId: courseId(course.id) }, laborer);
      expect(data!.enroll).toMatchObject({
        __typename: "MutationEnrollSuccess",
        data: {
          status: "enrolled",
          progress: 0,
          laborer: { databaseId: laborerId },
          course: { databaseId: course.id, viewerIsEnrolled: true },
        },
      });
      const stored = await t.prisma.course.findUniqueOrThrow({ where: { id: course.id } });
      expect(stored.currentEnrollments).toBe(await t.prisma.enrollment.count({ where: { courseId: course.id } }));
      expect(data!.enroll.data.course.currentEnrollments).toBe(stored.currentEnrollments);

      const again = await t.graphql(ENROLL, { courseId: courseId(course.id) }, laborer);
      expect(again.data!.enroll).toEqual({ __typename: "ConflictError", message: ENROLL_MESSAGES.duplicate });
      expect((await t.prisma.course.findUniqueOrThrow({ where: { id: course.id } })).currentEnrollments).toBe(
        stored.currentEnrollments,
      );
    });

    it("refuses a full course, a course not open, and an unknown one", async () => {
      const full = await makeCourse({ maxEnrollments: 2, currentEnrollments: 2 });
      const res = await t.graphql(ENROLL, { courseId: courseId(full.id) }, laborer);
      expect(res.data!.enroll).toEqual({ __typename: "ConflictError", message: ENROLL_MESSAGES.full });
      expect((await t.prisma.course.findUniqueOrThrow({ where: { id: full.id } })).currentEnrollments).toBe(2);
      expect(await t.prisma.enrollment.count({ where: { courseId: full.id } })).toBe(0);

      for (const status of ["draft", "closed"] as const) {
        const shut = await makeCourse({ status });
        const closed = await t.graphql(ENROLL, { courseId: courseId(shut.id) }, laborer);
        expect(closed.data!.enroll).toEqual({ __typename: "ConflictError", message: ENROLL_MESSAGES.notOpen });
      }
      const missing = await t.graphql(ENROLL, { courseId: courseId(999_999) }, laborer);
      expect(missing.data!.enroll).toEqual({ __typename: "NotFoundError", message: ENROLL_MESSAGES.notFound });
    });

    it("gives the last seat to exactly one of several laborers enrolling at once", async () => {
      const course = await makeCourse({ maxEnrollments: 1 });
      const numbers = ["9876500002", "9876500003", "9876500004", "9876500005"];
      const cookies = await Promise.all(numbers.map((n) => t.cookieFor(n)));
      const results = await Promise.all(
        cookies.map((cookie) => t.graphql(ENROLL, { courseId: courseId(course.id) }, cookie)),
      );
      const typenames = results.map((r) => r.data!.enroll.__typename);
      expect(typenames.filter((n) => n === "MutationEnrollSuccess")).toHaveLength(1);
      expect(typenames.filter((n) => n === "ConflictError")).toHaveLength(numbers.length - 1);
      expect(await t.prisma.enrollment.count({ where: { courseId: course.id } })).toBe(1);
      expect((await t.prisma.course.findUniqueOrThrow({ where: { id: course.id } })).currentEnrollments).toBe(1);
    });

    it("is for laborers only", async () => {
      const course = await makeCourse();
      for (const cookie of [employer, provider]) {
        const res = await t.graphql(ENROLL, { courseId: courseId(course.id) }, cookie);
        expect(res.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
      }
      const signedOut = await t.graphql(ENROLL, { courseId: courseId(course.id) });
      expect(signedOut.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
      expect(await t.prisma.enrollment.count({ where: { courseId: course.id } })).toBe(0);
    });

    it("lists the laborer's own enrolments", async () => {
      const { data, errors } = await t.graphql(
        `{ myEnrollments(first: 100) { edges { node { databaseId course { databaseId } } } } }`,
        {},
        laborer,
      );
      expect(errors).toBeUndefined();
      const mine = await t.prisma.enrollment.findMany({
        where: { laborerId },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      });
      expect(data!.myEnrollments.edges.map((e: any) => e.node.databaseId)).toEqual(mine.map((e) => e.id));
      const asProvider = await t.graphql(`{ myEnrollments(first: 1) { edges { node { databaseId } } } }`, {}, provider);
      expect(asProvider.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    });
  });

  // Last: it adds more than a page of courses.
  it("caps a page of courses at 100", async () => {
    await t.prisma.course.createMany({
      data: Array.from({ length: 101 }, (_, i) => ({ providerId, title: `Bulk course ${i}`, duration: 1 })),
    });
    const { data, errors } = await t.graphql(COURSES, { first: 500 });
    expect(errors).toBeUndefined();
    expect(data!.courses.edges).toHaveLength(100);
    expect(data!.courses.pageInfo.hasNextPage).toBe(true);
  });
});
