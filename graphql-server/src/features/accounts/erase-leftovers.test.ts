import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../db/seed/demo-accounts.ts";
import { type TestApp, createTestApp } from "../../test/app.ts";
import { coordinatesOf } from "../places/index.ts";

const VILLAGE = { state: "Karnataka", district: "Mandya", cityVillage: "Maddur" };
const DISTRICT = { state: "Karnataka", district: "Mandya" };

describe("deleting an account leaves no place or note that points at the person", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
  });
  afterAll(() => t.close());

  const deleteAccount = async (cookie: string) => {
    const res = await t.request("/api/users/account", { method: "DELETE", cookie });
    expect(res.status).toBe(200);
  };

  it("the places are known: the village's coordinates differ from the district's", () => {
    const village = coordinatesOf(VILLAGE);
    const district = coordinatesOf(DISTRICT);
    expect(village.latitude).not.toBeNull();
    expect(district.latitude).not.toBeNull();
    expect(village).not.toEqual(district);
  });

  it("clears a provider's course village and moves its point to the district; an online course keeps none", async () => {
    const mobileNumber = "7000000301";
    const cookie = await t.signIn(mobileNumber, "training_provider");
    const provider = await t.prisma.user.findUniqueOrThrow({ where: { mobileNumber } });
    const course = await t.prisma.course.create({
      data: {
        providerId: provider.id,
        title: "Dairy basics at my farm",
        duration: 3,
        location: "Maddur, Mandya, Karnataka",
        ...VILLAGE,
        ...coordinatesOf(VILLAGE),
      },
    });
    const online = await t.prisma.course.create({
      data: { providerId: provider.id, title: "Online course", duration: 2, isOnline: true, ...DISTRICT },
    });
    await deleteAccount(cookie);
    const after = await t.prisma.course.findUniqueOrThrow({ where: { id: course.id } });
    expect(after).toMatchObject({
      providerId: null,
      status: "closed",
      location: null,
      cityVillage: null,
      district: "Mandya",
      state: "Karnataka",
      ...coordinatesOf(DISTRICT),
    });
    expect(await t.prisma.course.findUniqueOrThrow({ where: { id: online.id } })).toMatchObject({
      cityVillage: null,
      latitude: null,
      longitude: null,
    });
  });

  it("clears the notes others wrote with applications to an employer's jobs, and moves the job to its district", async () => {
    const mobileNumber = "7000000302";
    const cookie = await t.signIn(mobileNumber, "employer");
    const employer = await t.prisma.user.findUniqueOrThrow({ where: { mobileNumber } });
    const laborer = await t.prisma.user.findUniqueOrThrow({ where: { mobileNumber: DEMO_ACCOUNTS.laborer } });
    const job = await t.prisma.job.create({
      data: {
        employerId: employer.id,
        title: "Sugarcane cutting",
        location: "Maddur, Karnataka",
        district: "Mandya",
        state: "Karnataka",
        ...coordinatesOf(VILLAGE),
        category: "field_activities",
        dailyRate: 650,
        duration: 4,
      },
    });
    const application = await t.prisma.application.create({
      data: {
        jobId: job.id,
        laborerId: laborer.id,
        requestedRate: 650,
        message: "Namaste Suresh-ji, I live near your farm.",
      },
    });
    // Her own notes to other employers stay: they were not written to the deleted person.
    const otherJob = await t.prisma.job.findFirstOrThrow({
      where: { employerId: { not: employer.id }, status: "active" },
    });
    const ownNote = await t.prisma.application.upsert({
      where: { jobId_laborerId: { jobId: otherJob.id, laborerId: laborer.id } },
      create: { jobId: otherJob.id, laborerId: laborer.id, requestedRate: 600, message: "I can start Monday." },
      update: { message: "I can start Monday." },
    });

    await deleteAccount(cookie);
    expect(await t.prisma.application.findUniqueOrThrow({ where: { id: application.id } })).toMatchObject({
      laborerId: laborer.id,
      status: "rejected",
      message: null,
    });
    expect(await t.prisma.job.findUniqueOrThrow({ where: { id: job.id } })).toMatchObject({
      employerId: null,
      location: "Mandya, Karnataka",
      ...coordinatesOf(DISTRICT),
    });
    expect((await t.prisma.application.findUniqueOrThrow({ where: { id: ownNote.id } })).message).toBe(
      "I can start Monday.",
    );
  });
});
