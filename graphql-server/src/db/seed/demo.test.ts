import { SkillCategory } from "../../generated/prisma/enums.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestDatabase, createTestDatabase } from "../../test/database.ts";
import type { PrismaClient } from "../../generated/prisma/client.ts";
import { jobSearchWhere } from "../../features/jobs/job-filters.ts";
import { BROWSE_CITIES } from "../../rules/browse-cities.ts";
import { clockAt } from "./clock.ts";
import { DEMO_ACCOUNTS, isDatabaseEmpty, seedDemo } from "./demo.ts";
import { DEMO_APPLICATIONS } from "./demo-applications.ts";
import { DEMO_CONVERSATIONS } from "./demo-conversations.ts";
import { DEMO_COURSES } from "./demo-courses.ts";
import { DEMO_JOBS } from "./demo-jobs.ts";
import { demoDataSummary } from "./demo-summary.ts";
import { SKILL_CATALOGUE } from "./skills.ts";

const NOW = new Date("2026-03-10T06:30:00.000Z");
const clock = clockAt(NOW);

async function tableCounts(prisma: PrismaClient) {
  return {
    users: await prisma.user.count(),
    skills: await prisma.skill.count(),
    userSkills: await prisma.userSkill.count(),
    jobs: await prisma.job.count(),
    jobSkills: await prisma.jobSkill.count(),
    applications: await prisma.application.count(),
    courses: await prisma.course.count(),
    enrollments: await prisma.enrollment.count(),
    conversations: await prisma.conversation.count(),
    messages: await prisma.message.count(),
    feedback: await prisma.feedback.count(),
    serviceProviders: await prisma.serviceProvider.count(),
  };
}

describe("seedDemo", () => {
  let t: TestDatabase;
  const expected = demoDataSummary();

  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.close());

  it("sees an empty database before seeding and a non-empty one after", async () => {
    expect(await isDatabaseEmpty(t.prisma)).toBe(true);
    const started = performance.now();
    expect(await seedDemo(t.prisma, { now: NOW })).toEqual({ created: true });
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(await isDatabaseEmpty(t.prisma)).toBe(false);
  });

  it("inserts exactly the rows of the demo data", async () => {
    expect(await tableCounts(t.prisma)).toEqual({
      users: expected.laborers + expected.employers + expected.trainingProviders,
      skills: expected.skills,
      userSkills: expected.laborerSkills,
      jobs: expected.jobs,
      jobSkills: expected.jobSkills,
      applications: expected.applications,
      courses: expected.courses,
      enrollments: expected.enrollments,
      conversations: expected.conversations,
      messages: expected.messages,
      feedback: expected.feedback,
      serviceProviders: expected.serviceProviders,
    });
  });

  it("gives every rated demo person rating rows whose average and count are their rating and reviewCount", async () => {
    const users = await t.prisma.user.findMany({
      select: { id: true, rating: true, reviewCount: true, ratingsReceived: { select: { stars: true } } },
    });
    expect(users.some((user) => user.reviewCount > 0)).toBe(true);
    for (const user of users) {
      const stars = user.ratingsReceived.map((r) => r.stars);
      expect(stars.length, `user ${user.id}`).toBe(user.reviewCount);
      const average = stars.length ? Math.round((stars.reduce((a, b) => a + b, 0) / stars.length) * 10) / 10 : null;
      expect(user.rating, `user ${user.id}`).toBe(average);
    }
  });

  it("has a catalogue of every category with at least 6 skills each, named in hi, kn and te", async () => {
    const groups = await t.prisma.skill.groupBy({ by: ["category"], _count: { _all: true } });
    expect(groups.map((group) => group.category).sort()).toEqual(Object.values(SkillCategory).sort());
    for (const group of groups) expect(group._count._all).toBeGreaterThanOrEqual(6);
    const scripts = { hi: /\p{Script=Devanagari}/u, kn: /\p{Script=Kannada}/u, te: /\p{Script=Telugu}/u };
    for (const skill of await t.prisma.skill.findMany()) {
      const names = skill.localizedNames as Record<string, string>;
      for (const [locale, script] of Object.entries(scripts))
        expect(names[locale], `${skill.name} ${locale}`).toMatch(script);
    }
    expect(new Set(SKILL_CATALOGUE.map((s) => s.name)).size).toBe(SKILL_CATALOGUE.length);
  });

  it("gives each demo account its type, a verified distinct mobile number and a Karnataka address", async () => {
    for (const [userType, mobileNumber] of Object.entries(DEMO_ACCOUNTS)) {
      const user = await t.prisma.user.findUniqueOrThrow({ where: { mobileNumber } });
      expect(user.userType).toBe(userType);
      expect(user.isMobileVerified).toBe(true);
      expect(user.state).toBe("Karnataka");
    }
    const users = await t.prisma.user.findMany();
    for (const user of users) expect(user.mobileNumber).toMatch(/^[6-9]\d{9}$/);
    const laborers = users.filter((u) => u.userType === "laborer");
    expect(laborers.filter((u) => u.isAddressVerified).length).toBeGreaterThan(laborers.length / 2);
    expect(laborers.some((u) => !u.isAddressVerified)).toBe(true);
    const providers = users.filter((u) => u.userType === "training_provider");
    expect(providers.every((u) => u.businessName)).toBe(true);
    const employers = users.filter((u) => u.userType === "employer");
    expect(employers.every((u) => u.businessName && u.farmName)).toBe(true);
  });

  it("gives the demo laborer skills, mastered ones among them, and completed jobs", async () => {
    const ramesh = await t.prisma.user.findUniqueOrThrow({
      where: { mobileNumber: DEMO_ACCOUNTS.laborer },
      include: { skills: true, applications: { include: { job: true } } },
    });
    expect(ramesh.skills.filter((s) => s.experience === 100).length).toBeGreaterThanOrEqual(3);
    expect(ramesh.skills.some((s) => s.experience < 50)).toBe(true);
    const completed = ramesh.applications.filter((a) => a.status === "accepted" && a.job.status === "closed");
    expect(completed.length).toBeGreaterThanOrEqual(1);
    expect(ramesh.applications.some((a) => a.status === "pending")).toBe(true);
    expect(ramesh.applications.some((a) => a.status === "rejected")).toBe(true);
  });

  it("posts jobs in every category with rates in range, perks, required skills and mixed start dates", async () => {
    const jobs = await t.prisma.job.findMany({ include: { requiredSkills: true } });
    expect(jobs).toHaveLength(DEMO_JOBS.length);
    expect(new Set(jobs.map((j) => j.category)).size).toBe(6);
    for (const job of jobs) {
      expect(job.dailyRate).toBeGreaterThanOrEqual(300);
      expect(job.dailyRate).toBeLessThanOrEqual(2500);
      expect(job.duration).toBeGreaterThanOrEqual(1);
      expect(job.duration).toBeLessThanOrEqual(120);
      expect(job.requiredSkills.length).toBeGreaterThanOrEqual(1);
      expect(job.location).toMatch(/, Karnataka$/);
      expect(job.state).toBe("Karnataka");
      expect(job.createdAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
    }
    expect(jobs.some((j) => j.isUrgent)).toBe(true);
    expect(jobs.some((j) => j.mealsProvided)).toBe(true);
    expect(jobs.some((j) => j.accommodationProvided)).toBe(true);
    expect(jobs.some((j) => j.equipmentProvided)).toBe(true);
    expect(jobs.some((j) => j.transportationProvided)).toBe(true);
    expect(new Set(jobs.map((j) => j.isRateNegotiable)).size).toBe(2);
    expect(new Set(jobs.map((j) => j.district)).size).toBeGreaterThanOrEqual(10);

    const starts = jobs.map((j) => j.startDate?.getTime() ?? null);
    const today = clock.dateInDays(0).getTime();
    expect(starts).toContain(null);
    expect(starts).toContain(today);
    expect(starts).toContain(clock.dateInDays(1).getTime());
    expect(starts.some((s) => s !== null && s < today)).toBe(true);
    expect(starts.some((s) => s !== null && s > clock.dateInDays(1).getTime())).toBe(true);
  });

  it.each(BROWSE_CITIES)(
    "has active jobs that the location filter finds in %s, one of the browse cities",
    async (city) => {
      expect(await t.prisma.job.count({ where: jobSearchWhere({ location: city }) })).toBeGreaterThanOrEqual(2);
    },
  );

  it("closes some jobs with accepted applications and keeps pending and rejected ones on active jobs", async () => {
    const closed = await t.prisma.job.findMany({ where: { status: "closed" }, include: { applications: true } });
    expect(closed.length).toBeGreaterThan(0);
    for (const job of closed) expect(job.applications.some((a) => a.status === "accepted")).toBe(true);
    const onActive = await t.prisma.application.findMany({ where: { job: { status: "active" } } });
    expect(onActive.some((a) => a.status === "pending")).toBe(true);
    expect(onActive.some((a) => a.status === "rejected")).toBe(true);
    expect(onActive.length).toBe(DEMO_APPLICATIONS.filter((a) => !closedTitles().has(a.job)).length);
  });

  it("offers free government courses and paid ones, with enrolment counts matching the rows", async () => {
    const courses = await t.prisma.course.findMany({ include: { _count: { select: { enrollments: true } } } });
    expect(courses).toHaveLength(DEMO_COURSES.length);
    const free = courses.filter((c) => c.isFree);
    const paid = courses.filter((c) => !c.isFree);
    expect(free.length).toBeGreaterThan(0);
    expect(paid.length).toBeGreaterThan(0);
    for (const course of free) expect(course.price).toBe(0);
    for (const course of paid) expect(course.price).toBeGreaterThan(0);
    expect(free.some((c) => c.isGovernmentProgram)).toBe(true);
    expect(new Set(courses.map((c) => c.certificateProvided)).size).toBe(2);
    for (const course of courses) expect(course.currentEnrollments, course.title).toBe(course._count.enrollments);
    expect(courses.reduce((sum, c) => sum + c.currentEnrollments, 0)).toBe(expected.enrollments);
  });

  it("has conversations with every message type, unread messages, and lastMessageAt at the newest message", async () => {
    const conversations = await t.prisma.conversation.findMany({ include: { messages: true } });
    expect(conversations).toHaveLength(DEMO_CONVERSATIONS.length);
    const messages = conversations.flatMap((c) => c.messages);
    expect(new Set(messages.map((m) => m.messageType))).toEqual(
      new Set(["text", "rate_negotiation", "job_offer", "training_notification"]),
    );
    expect(messages.some((m) => m.readAt === null)).toBe(true);
    expect(messages.some((m) => m.readAt !== null)).toBe(true);
    for (const conversation of conversations) {
      const newest = Math.max(...conversation.messages.map((m) => m.createdAt.getTime()));
      expect(conversation.lastMessageAt.getTime()).toBe(newest);
      const senders = new Set(conversation.messages.map((m) => m.senderId));
      for (const sender of senders)
        expect([conversation.participantAId, conversation.participantBId]).toContain(sender);
    }
  });

  it("adds service providers in every service category", async () => {
    const providers = await t.prisma.serviceProvider.findMany();
    expect(new Set(providers.map((p) => p.serviceCategory)).size).toBe(5);
    for (const provider of providers) {
      expect(provider.servicesOffered.length).toBeGreaterThan(0);
      expect(provider.equipmentAvailable.length).toBeGreaterThan(0);
    }
  });

  it("creates nothing on a second run", async () => {
    const before = await tableCounts(t.prisma);
    expect(await seedDemo(t.prisma)).toEqual({ created: false });
    expect(await tableCounts(t.prisma)).toEqual(before);
  });
});

function closedTitles(): Set<string> {
  return new Set(DEMO_JOBS.filter((j) => j.status === "closed").map((j) => j.title));
}

describe("seedDemo on a failure", () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.close());

  it("leaves no partial rows behind", async () => {
    // Someone else already uses a demo employer's e-mail address, so inserting the demo people fails.
    await t.prisma.user.create({ data: { mobileNumber: "7000000001", email: "suresh.gowda@example.com" } });
    await expect(seedDemo(t.prisma)).rejects.toThrow();
    expect(await t.prisma.user.count()).toBe(1);
    expect(await t.prisma.skill.count()).toBe(0);
    expect(await t.prisma.serviceProvider.count()).toBe(0);
    expect(await t.prisma.job.count()).toBe(0);
  });
});
