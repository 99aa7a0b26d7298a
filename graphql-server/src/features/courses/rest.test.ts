import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COURSE_MESSAGES } from "../../rules/course.ts";
import { ENROLL_MESSAGES } from "../../rules/course.ts";
import { DEMO_ACCOUNTS } from "../../db/seed/demo-accounts.ts";
import { type TestApp, createTestApp } from "../../test/app.ts";

const COURSE_KEYS = [
  "id",
  "title",
  "description",
  "duration",
  "price",
  "isFree",
  "isGovernmentProgram",
  "certificateProvided",
  "currentEnrollments",
  "maxEnrollments",
  "rating",
  "completionRate",
  "status",
  "location",
  "provider",
].sort();

/** A POST without a body needs this header (CSRF guard). */
const noBody = { "x-requested-with": "fetch" };

describe("course REST paths", () => {
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

  const makeCourse = (data: { maxEnrollments?: number; currentEnrollments?: number } = {}) =>
    t.prisma.course.create({ data: { providerId, title: `REST course ${Math.random()}`, duration: 2, ...data } });

  describe("GET /api/courses/search", () => {
    it("lists active courses with their REST fields and plain ids, signed out too", async () => {
      const res = await t.request("/api/courses/search");
      expect(res.status).toBe(200);
      const body = await res.json();
      const active = await t.prisma.course.findMany({
        where: { status: "active" },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        include: { provider: true },
      });
      expect(body.map((c: any) => c.id)).toEqual(active.map((c) => c.id));
      for (const key of COURSE_KEYS) expect(Object.keys(body[0])).toContain(key);
      // Signed out, the provider is named but not shown as a person.
      expect(body[0].provider).toBeNull();
      expect(body[0].providerName).toBe(active[0]!.provider!.businessName);
      expect(JSON.stringify(body)).not.toMatch(/__typename|databaseId/);
      const signedIn = await (
        await t.request("/api/courses/search", { cookie: await t.cookieFor(DEMO_ACCOUNTS.laborer) })
      ).json();
      expect(signedIn[0].provider).toEqual({
        id: active[0]!.providerId,
        firstName: active[0]!.provider!.firstName,
        lastName: active[0]!.provider!.lastName,
        businessName: active[0]!.provider!.businessName,
      });
    });

    it("filters by location (old names too) and category", async () => {
      const res = await t.request("/api/courses/search?location=Hubli&category=field_activities");
      const body = await res.json();
      const expected = await t.prisma.course.count({
        where: {
          status: "active",
          skillCategory: "field_activities",
          location: { contains: "Hubballi", mode: "insensitive" },
        },
      });
      expect(expected).toBeGreaterThan(0);
      expect(body).toHaveLength(expected);
      const all = await (await t.request("/api/courses/search?category=all")).json();
      expect(all).toHaveLength(await t.prisma.course.count({ where: { status: "active" } }));
    });

    it("rejects an unknown category", async () => {
      const res = await t.request("/api/courses/search?category=rocketry");
      expect(res.status).toBe(400);
      expect((await res.json()).errors).toHaveProperty("category");
    });

    it("marks the signed-in laborer's enrolments", async () => {
      const body = await (await t.request("/api/courses/search", { cookie: laborer })).json();
      const mine = await t.prisma.enrollment.findMany({ where: { laborerId, course: { status: "active" } } });
      expect(
        body
          .filter((c: any) => c.viewerIsEnrolled)
          .map((c: any) => c.id)
          .sort(),
      ).toEqual(mine.map((e) => e.courseId).sort());
    });
  });

  describe("GET /api/providers/courses", () => {
    it("gives the provider their courses with enrolments", async () => {
      const res = await t.request("/api/providers/courses", { cookie: provider });
      expect(res.status).toBe(200);
      const body = await res.json();
      const owned = await t.prisma.course.findMany({
        where: { providerId },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        include: { enrollments: { orderBy: [{ createdAt: "desc" }, { id: "desc" }], include: { laborer: true } } },
      });
      expect(body.map((c: any) => c.id)).toEqual(owned.map((c) => c.id));
      const withStudents = owned.findIndex((c) => c.enrollments.length > 0);
      expect(withStudents).toBeGreaterThanOrEqual(0);
      const e = owned[withStudents]!.enrollments[0]!;
      expect(body[withStudents].enrollments[0]).toEqual({
        id: e.id,
        status: e.status,
        progress: e.progress,
        createdAt: e.createdAt.toISOString(),
        laborer: {
          id: e.laborerId,
          firstName: e.laborer.firstName,
          lastName: e.laborer.lastName,
          profileImageUrl: e.laborer.profileImageUrl,
        },
      });
    });

    it("is 401 signed out and 403 for other roles", async () => {
      const signedOut = await t.request("/api/providers/courses");
      expect(signedOut.status).toBe(401);
      expect(await signedOut.json()).toEqual({ message: "Unauthorized" });
      expect((await t.request("/api/providers/courses", { cookie: laborer })).status).toBe(403);
    });
  });

  describe("POST /api/courses and PATCH /api/courses/:id", () => {
    it("creates a course (201) with isFree from the price", async () => {
      const res = await t.request("/api/courses", {
        method: "POST",
        cookie: provider,
        json: {
          title: "Organic Farming Basics",
          description: "Composting and bio-inputs",
          duration: "6",
          price: 0,
          maxEnrollments: 30,
          skillCategory: "field_activities",
        },
      });
      expect(res.status).toBe(201);
      const body = await res.json();
      expect(body).toMatchObject({
        title: "Organic Farming Basics",
        duration: 6,
        price: 0,
        isFree: true,
        maxEnrollments: 30,
        currentEnrollments: 0,
        status: "active",
      });
      expect(body.provider.id).toBe(providerId);
      expect(await t.prisma.course.findUniqueOrThrow({ where: { id: body.id } })).toMatchObject({
        providerId,
        isFree: true,
      });
    });

    it("answers 400 with field errors for a bad form", async () => {
      const before = await t.prisma.course.count();
      const noTitle = await t.request("/api/courses", { method: "POST", cookie: provider, json: { duration: 3 } });
      expect(noTitle.status).toBe(400);
      expect(await noTitle.json()).toEqual({
        message: COURSE_MESSAGES.title,
        errors: { title: COURSE_MESSAGES.title },
      });
      const negative = await t.request("/api/courses", {
        method: "POST",
        cookie: provider,
        json: { title: "x", duration: 3, price: -5 },
      });
      expect(await negative.json()).toMatchObject({ message: COURSE_MESSAGES.price });
      const notANumber = await t.request("/api/courses", {
        method: "POST",
        cookie: provider,
        json: { title: "x", duration: "three" },
      });
      expect(notANumber.status).toBe(400);
      expect((await notANumber.json()).errors).toHaveProperty("duration");
      expect(await t.prisma.course.count()).toBe(before);
    });

    it("is for training providers only", async () => {
      const json = { title: "Not mine", duration: 3 };
      expect((await t.request("/api/courses", { method: "POST", json })).status).toBe(401);
      expect((await t.request("/api/courses", { method: "POST", cookie: employer, json })).status).toBe(403);
    });

    it("updates the owner's course and refuses others and unknown ids", async () => {
      const course = await makeCourse();
      const res = await t.request(`/api/courses/${course.id}`, {
        method: "PATCH",
        cookie: provider,
        json: { price: 1200 },
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ id: course.id, title: course.title, price: 1200, isFree: false });

      const bad = await t.request(`/api/courses/${course.id}`, {
        method: "PATCH",
        cookie: provider,
        json: { duration: 400 },
      });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({ message: COURSE_MESSAGES.duration });

      const otherProvider = await t.cookieFor("9876500202");
      const forbidden = await t.request(`/api/courses/${course.id}`, {
        method: "PATCH",
        cookie: otherProvider,
        json: { title: "Taken" },
      });
      expect(forbidden.status).toBe(403);
      expect((await t.prisma.course.findUniqueOrThrow({ where: { id: course.id } })).title).toBe(course.title);
      expect(
        (await t.request("/api/courses/999999", { method: "PATCH", cookie: provider, json: { title: "x" } })).status,
      ).toBe(404);
    });
  });

  describe("POST /api/courses/:id/enroll", () => {
    it("enrols (201), counts the enrolment, and refuses a second one with 409", async () => {
      const course = await makeCourse({ maxEnrollments: 10 });
      const res = await t.request(`/api/courses/${course.id}/enroll`, {
        method: "POST",
        cookie: laborer,
        headers: noBody,
      });
      expect(res.status).toBe(201);
      const body = await res.json();
      const stored = await t.prisma.enrollment.findUniqueOrThrow({ where: { id: body.id } });
      expect(stored).toMatchObject({ courseId: course.id, laborerId, status: "enrolled" });
      const count = (await t.prisma.course.findUniqueOrThrow({ where: { id: course.id } })).currentEnrollments;
      expect(count).toBe(1);
      expect(body).toMatchObject({
        status: "enrolled",
        progress: 0,
        course: { id: course.id, currentEnrollments: count, viewerIsEnrolled: true },
      });

      const again = await t.request(`/api/courses/${course.id}/enroll`, {
        method: "POST",
        cookie: laborer,
        headers: noBody,
      });
      expect(again.status).toBe(409);
      expect(await again.json()).toEqual({ message: ENROLL_MESSAGES.duplicate });
      expect((await t.prisma.course.findUniqueOrThrow({ where: { id: course.id } })).currentEnrollments).toBe(1);
    });

    it("is 409 when the course is full and 404 for an unknown course", async () => {
      const full = await makeCourse({ maxEnrollments: 1, currentEnrollments: 1 });
      const res = await t.request(`/api/courses/${full.id}/enroll`, {
        method: "POST",
        cookie: laborer,
        headers: noBody,
      });
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ message: ENROLL_MESSAGES.full });
      expect(
        (await t.request("/api/courses/999999/enroll", { method: "POST", cookie: laborer, headers: noBody })).status,
      ).toBe(404);
    });

    it("is for laborers only", async () => {
      const course = await makeCourse();
      expect((await t.request(`/api/courses/${course.id}/enroll`, { method: "POST", headers: noBody })).status).toBe(
        401,
      );
      expect(
        (await t.request(`/api/courses/${course.id}/enroll`, { method: "POST", cookie: employer, headers: noBody }))
          .status,
      ).toBe(403);
      expect(await t.prisma.enrollment.count({ where: { courseId: course.id } })).toBe(0);
    });
  });
});
