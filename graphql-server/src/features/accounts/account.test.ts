import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../db/seed/demo-accounts.ts";
import { type TestApp, createTestApp } from "../../test/app.ts";
import { REMOVED_COURSE_TITLE, REMOVED_JOB_TITLE } from "./erase-account.ts";
import { ACCOUNT_MESSAGES } from "../../rules/account.ts";

const ACCOUNT_DELETED_MESSAGE = ACCOUNT_MESSAGES.deleted;

const DELETE = `mutation { deleteAccount { message } }`;
const VIEWER = `query { viewer { databaseId } }`;

describe("account: deleteAccount and logoutEverywhere (GraphQL)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
  });
  afterAll(() => t.close());

  /** POST /graphql returning the raw response, to read its Set-Cookie header. */
  const post = (query: string, cookie?: string) => t.request("/graphql", { method: "POST", json: { query }, cookie });

  it("erases the user's data in one go, closes and detaches their jobs and courses, and revokes the session", async () => {
    const mobileNumber = "7000000201";
    const cookie = await t.signIn(mobileNumber, "laborer");
    const user = await t.prisma.user.update({
      where: { mobileNumber },
      data: {
        firstName: "Gone",
        lastName: "Soon",
        email: "gone@example.in",
        state: "Karnataka",
        fullAddress: "Somewhere 12345",
      },
    });
    const employer = await t.prisma.user.findUniqueOrThrow({ where: { mobileNumber: DEMO_ACCOUNTS.employer } });
    const otherLaborer = await t.prisma.user.findUniqueOrThrow({ where: { mobileNumber: DEMO_ACCOUNTS.laborer } });

    // Their own job and course (with someone else's application and enrolment on them).
    const job = await t.prisma.job.create({
      data: {
        employerId: user.id,
        title: "Weeding help",
        location: "Mandya",
        category: "field_activities",
        dailyRate: 600,
        duration: 5,
      },
    });
    const othersApplication = await t.prisma.application.create({
      data: { jobId: job.id, laborerId: otherLaborer.id, requestedRate: 600 },
    });
    const course = await t.prisma.course.create({
      data: { providerId: user.id, title: "Their course", duration: 3, currentEnrollments: 1 },
    });
    const othersEnrollment = await t.prisma.enrollment.create({
      data: { courseId: course.id, laborerId: otherLaborer.id },
    });

    // Their skills, application, enrolment, feedback and messages.
    const skills = await t.prisma.skill.findMany({ take: 2, orderBy: { id: "asc" } });
    await t.prisma.userSkill.createMany({ data: skills.map((s) => ({ userId: user.id, skillId: s.id })) });
    const demoJob = await t.prisma.job.findFirstOrThrow({ where: { employerId: employer.id, status: "active" } });
    await t.prisma.application.create({
      data: { jobId: demoJob.id, laborerId: user.id, requestedRate: demoJob.dailyRate },
    });
    const enrolledCourse = await t.prisma.course.findFirstOrThrow({
      where: { status: "active", providerId: { not: null } },
    });
    await t.prisma.enrollment.create({ data: { courseId: enrolledCourse.id, laborerId: user.id } });
    const enrolledBefore = (
      await t.prisma.course.update({
        where: { id: enrolledCourse.id },
        data: { currentEnrollments: { increment: 1 } },
      })
    ).currentEnrollments;
    const feedback = await t.prisma.feedback.create({
      data: {
        userId: user.id,
        category: "suggestion",
        subject: "Hi",
        message: "More jobs",
        contactEmail: "gone@example.in",
        allowContact: true,
      },
    });
    const conversation = await t.prisma.conversation.create({
      data: { participantAId: user.id, participantBId: employer.id },
    });
    await t.prisma.message.create({ data: { conversationId: conversation.id, senderId: user.id, content: "Hello" } });
    const reply = await t.prisma.message.create({
      data: { conversationId: conversation.id, senderId: employer.id, content: "Hi" },
    });
    const otpLimitHits = await t.prisma.rateLimitHit.count({ where: { bucket: "otp-number" } });
    expect(otpLimitHits).toBeGreaterThan(0);

    const res = await post(DELETE, cookie);
    expect(await res.json()).toEqual({ data: { deleteAccount: { message: ACCOUNT_DELETED_MESSAGE } } });
    expect(res.headers.getSetCookie().join("\n")).toMatch(/ks_session=;.*Max-Age=0/);

    // Personal data: the row and everything that hangs off it.
    expect(await t.prisma.user.findUnique({ where: { id: user.id } })).toBeNull();
    expect(await t.prisma.user.count({ where: { OR: [{ email: "gone@example.in" }, { mobileNumber }] } })).toBe(0);
    expect(await t.prisma.userSkill.count({ where: { userId: user.id } })).toBe(0);
    expect(await t.prisma.application.count({ where: { laborerId: user.id } })).toBe(0);
    expect(await t.prisma.enrollment.count({ where: { laborerId: user.id } })).toBe(0);
    expect(await t.prisma.message.count({ where: { senderId: user.id } })).toBe(0);
    expect(await t.prisma.session.count({ where: { userId: user.id } })).toBe(0);
    expect(await t.prisma.feedback.findUnique({ where: { id: feedback.id } })).toBeNull();
    // The number's OTP send history stays (by its hash), so deleting an account does not reset its limits.
    expect(await t.prisma.rateLimitHit.count({ where: { bucket: "otp-number" } })).toBe(otpLimitHits);

    // Their job and course: closed, detached and emptied of their words; others' records kept.
    expect(await t.prisma.job.findUniqueOrThrow({ where: { id: job.id } })).toMatchObject({
      status: "closed",
      employerId: null,
      title: REMOVED_JOB_TITLE,
      description: "",
      workingHours: null,
    });
    expect(await t.prisma.application.findUniqueOrThrow({ where: { id: othersApplication.id } })).toMatchObject({
      status: "rejected",
    });
    expect(await t.prisma.course.findUniqueOrThrow({ where: { id: course.id } })).toMatchObject({
      status: "closed",
      providerId: null,
      title: REMOVED_COURSE_TITLE,
      description: "",
    });
    expect(await t.prisma.enrollment.findUnique({ where: { id: othersEnrollment.id } })).not.toBeNull();

    // Counts of other people; the conversation goes whole, with what the other side wrote to them.
    expect((await t.prisma.course.findUniqueOrThrow({ where: { id: enrolledCourse.id } })).currentEnrollments).toBe(
      enrolledBefore - 1,
    );
    expect(await t.prisma.message.findUnique({ where: { id: reply.id } })).toBeNull();
    expect(await t.prisma.conversation.findUnique({ where: { id: conversation.id } })).toBeNull();

    // The old cookie is dead.
    expect((await t.graphql(VIEWER, {}, cookie)).data!.viewer).toBeNull();
    expect((await t.request("/api/auth/user", { cookie })).status).toBe(401);

    // The same number starts a fresh account (once its resend minute has passed).
    await t.prisma.rateLimitHit.updateMany({ data: { createdAt: new Date(Date.now() - 61_000) } });
    const again = await t.signIn(mobileNumber, "employer");
    const fresh = await t.prisma.user.findUniqueOrThrow({
      where: { mobileNumber },
      include: { skills: true, applications: true },
    });
    expect(fresh.id).not.toBe(user.id);
    expect(fresh).toMatchObject({
      firstName: null,
      email: null,
      state: null,
      fullAddress: null,
      userType: "employer",
      skills: [],
      applications: [],
    });
    expect((await t.graphql(VIEWER, {}, again)).data!.viewer).toEqual({ databaseId: fresh.id });
  });

  it("deletes an employer's account: every job of theirs is closed, detached and keeps no text of theirs", async () => {
    const employer = await t.prisma.user.findUniqueOrThrow({
      where: { mobileNumber: DEMO_ACCOUNTS.employer },
      include: { jobs: { select: { id: true } } },
    });
    expect(employer.jobs.length).toBeGreaterThan(0);
    const res = await t.graphql(DELETE, {}, await t.cookieFor(DEMO_ACCOUNTS.employer));
    expect(res.data!.deleteAccount.message).toBe(ACCOUNT_DELETED_MESSAGE);
    const jobs = await t.prisma.job.findMany({ where: { id: { in: employer.jobs.map((j) => j.id) } } });
    expect(jobs).toHaveLength(employer.jobs.length);
    expect(jobs.every((j) => j.status === "closed" && j.employerId === null && j.title === REMOVED_JOB_TITLE)).toBe(
      true,
    );
    expect(
      jobs.every((j) => j.description === "" && j.location === [j.district, j.state].filter(Boolean).join(", ")),
    ).toBe(true);
  });

  it("refuses signed-out callers", async () => {
    const before = await t.prisma.user.count();
    const res = await t.graphql(DELETE);
    expect(res.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect(await t.prisma.user.count()).toBe(before);
  });

  describe("logoutEverywhere", () => {
    it("revokes every cookie of the user, including older ones from other devices", async () => {
      const mobileNumber = DEMO_ACCOUNTS.training_provider;
      const phone = await t.cookieFor(mobileNumber);
      const laptop = await t.cookieFor(mobileNumber);
      expect((await t.graphql(VIEWER, {}, phone)).data!.viewer).not.toBeNull();

      const res = await post(`mutation { logoutEverywhere }`, laptop);
      expect(await res.json()).toEqual({ data: { logoutEverywhere: true } });
      expect(res.headers.getSetCookie().join("\n")).toMatch(/ks_session=;.*Max-Age=0/);

      expect((await t.graphql(VIEWER, {}, phone)).data!.viewer).toBeNull();
      expect((await t.graphql(VIEWER, {}, laptop)).data!.viewer).toBeNull();
      // A new sign-in works again.
      expect((await t.graphql(VIEWER, {}, await t.cookieFor(mobileNumber))).data!.viewer).not.toBeNull();
    });

    it("needs a signed-in user", async () => {
      const res = await t.graphql(`mutation { logoutEverywhere }`);
      expect(res.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    });
  });
});
