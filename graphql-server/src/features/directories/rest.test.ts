import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../db/seed/demo-accounts.ts";
import { REST_LIST_LIMIT } from "../../http/rest/list-limit.ts";
import { type TestApp, createTestApp } from "../../test/app.ts";

let t: TestApp;
let cookie: string;

type Row = Record<string, unknown> & { id: number };

async function getJson(path: string, as: string | undefined = cookie) {
  const response = await t.request(path, { cookie: as });
  return { status: response.status, body: (await response.json()) as unknown };
}

async function getList(path: string): Promise<Row[]> {
  const { status, body } = await getJson(path);
  expect(status).toBe(200);
  return body as Row[];
}

const has = (value: string | null, text: string) => (value ?? "").toLowerCase().includes(text.toLowerCase());

/** Same rows as the GraphQL directory order: rating high to low, unrated last, then id. */
const byDirectoryOrder = (a: { id: number; rating: number | null }, b: { id: number; rating: number | null }) =>
  a.rating === b.rating ? a.id - b.id : a.rating === null ? 1 : b.rating === null ? -1 : b.rating - a.rating;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  cookie = await t.cookieFor(DEMO_ACCOUNTS.employer);
});

afterAll(async () => {
  await t.close();
});

describe("signed out", () => {
  it.each([
    "/api/laborers",
    "/api/laborers/search?skill=1",
    "/api/employers",
    "/api/training-providers?location=Mysore",
  ])("GET %s is 401 Unauthorized", async (path) => {
    const response = await t.request(path);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "Unauthorized" });
  });
});

describe("GET /api/laborers and /api/laborers/search", () => {
  it.each(["/api/laborers", "/api/laborers/search"])(
    "%s lists laborers in the REST shape, with skills",
    async (path) => {
      const laborers = await t.prisma.user.findMany({
        where: { userType: "laborer" },
        include: {
          skills: { orderBy: { id: "asc" }, include: { skill: true } },
          applications: { include: { job: true } },
        },
      });
      const list = await getList(path);
      expect(list.map((row) => row.id)).toEqual([...laborers].sort(byDirectoryOrder).map((user) => user.id));
      const ramesh = laborers.find((user) => user.mobileNumber === DEMO_ACCOUNTS.laborer)!;
      expect(list.find((row) => row.id === ramesh.id)).toEqual({
        id: ramesh.id,
        firstName: ramesh.firstName,
        lastName: ramesh.lastName,
        email: ramesh.email,
        mobileNumber: ramesh.mobileNumber,
        cityVillage: ramesh.cityVillage,
        district: ramesh.district,
        state: ramesh.state,
        rating: ramesh.rating,
        reviewCount: ramesh.reviewCount,
        experienceYears: ramesh.experienceYears,
        completedJobs: ramesh.applications.filter((a) => a.status === "accepted" && a.job.status === "closed").length,
        isVerified: ramesh.isVerified,
        profileImageUrl: ramesh.profileImageUrl,
        // Demo laborers have not said they are available; no distance without coordinates for the viewer.
        available: ramesh.available,
        travelKm: ramesh.travelKm,
        distanceKm: null,
        skills: ramesh.skills.map(({ skill }) => ({ id: skill.id, name: skill.name })),
      });
    },
  );

  it("filters by search, location (Mysore finds Mysuru) and skill given as a plain id or a name", async () => {
    const skill = await t.prisma.skill.findFirstOrThrow({
      where: { userSkills: { some: { user: { userType: "laborer", district: "Mysuru" } } } },
    });
    const expected = (
      await t.prisma.user.findMany({ where: { userType: "laborer", skills: { some: { skillId: skill.id } } } })
    ).filter((user) => [user.cityVillage, user.district, user.state].some((v) => has(v, "mysore") || has(v, "mysuru")));
    expect(expected.length).toBeGreaterThan(0);

    const byId = await getList(`/api/laborers/search?location=Mysore&skill=${skill.id}`);
    expect(byId.map((row) => row.id)).toEqual(expected.sort(byDirectoryOrder).map((user) => user.id));
    const byName = await getList(`/api/laborers?location=mysore&skill=${encodeURIComponent(skill.name)}`);
    expect(byName).toEqual(byId);

    const first = expected[0]!;
    const bySearch = await getList(
      `/api/laborers?search=${encodeURIComponent(first.lastName!)}&location=Mysore&skill=all`,
    );
    expect(bySearch.map((row) => row.id)).toContain(first.id);
    for (const row of bySearch)
      expect(`${row.firstName} ${row.lastName}`.toLowerCase()).toContain(first.lastName!.toLowerCase());
  });

  it("matches a skill name whole and literally: _ and % are not wildcards, a backslash is not an error", async () => {
    const skill = await t.prisma.skill.findFirstOrThrow({
      where: { name: { contains: " " }, userSkills: { some: { user: { userType: "laborer" } } } },
    });
    const withSkill = await getList(`/api/laborers?skill=${encodeURIComponent(skill.name.toUpperCase())}`);
    expect(withSkill.length).toBeGreaterThan(0);
    for (const spelling of [
      skill.name.replaceAll(" ", "_"),
      skill.name.replaceAll(" ", "%"),
      "%",
      "\\",
      `${skill.name}\\`,
    ]) {
      expect(await getList(`/api/laborers?skill=${encodeURIComponent(spelling)}`), spelling).toEqual([]);
    }
  });

  it("defaults and caps limit at 100, and rejects a limit that is not a whole number of at least 1", async () => {
    const limited = await getList("/api/laborers?limit=2");
    expect(limited).toHaveLength(Math.min(2, await t.prisma.user.count({ where: { userType: "laborer" } })));
    await t.prisma.user.createMany({
      data: Array.from({ length: REST_LIST_LIMIT + 1 }, (_, i) => ({
        mobileNumber: `71000${String(i).padStart(5, "0")}`,
        userType: "laborer" as const,
        firstName: `Bulk${i}`,
      })),
    });
    expect(await t.prisma.user.count({ where: { userType: "laborer" } })).toBeGreaterThan(REST_LIST_LIMIT);
    expect(await getList("/api/laborers?limit=1000")).toHaveLength(REST_LIST_LIMIT);
    expect(await getList("/api/laborers")).toHaveLength(REST_LIST_LIMIT);

    for (const bad of ["abc", "0"]) {
      const { status, body } = await getJson(`/api/laborers?limit=${bad}`);
      expect(status).toBe(400);
      expect(body).toEqual({
        message: "limit must be a whole number of at least 1",
        errors: { limit: "limit must be a whole number of at least 1" },
      });
    }
  });
});

describe("GET /api/employers", () => {
  it("lists employers in the REST shape and searches business names", async () => {
    const employers = await t.prisma.user.findMany({
      where: { userType: "employer" },
      include: { _count: { select: { jobs: true } } },
    });
    const list = await getList("/api/employers");
    expect(list.map((row) => row.id)).toEqual([...employers].sort(byDirectoryOrder).map((user) => user.id));
    const target = employers.find((user) => user.businessName)!;
    expect(list.find((row) => row.id === target.id)).toEqual({
      id: target.id,
      firstName: target.firstName,
      lastName: target.lastName,
      email: target.email,
      mobileNumber: target.mobileNumber,
      businessName: target.businessName,
      farmName: target.farmName,
      cityVillage: target.cityVillage,
      district: target.district,
      state: target.state,
      rating: target.rating,
      isVerified: target.isVerified,
      jobsPosted: target._count.jobs,
      profileImageUrl: target.profileImageUrl,
    });

    const searched = await getList(`/api/employers?search=${encodeURIComponent(target.businessName!)}`);
    expect(searched.map((row) => row.id)).toContain(target.id);
  });

  it("filters by location (Hubli finds Hubballi) and rejects limit=-1", async () => {
    const expected = (await t.prisma.user.findMany({ where: { userType: "employer" } })).filter((user) =>
      [user.cityVillage, user.district, user.state].some((v) => has(v, "hubli") || has(v, "hubballi")),
    );
    expect(expected.length).toBeGreaterThan(0);
    const list = await getList("/api/employers?location=Hubli");
    expect(list.map((row) => row.id)).toEqual(expected.sort(byDirectoryOrder).map((user) => user.id));
    expect((await getJson("/api/employers?limit=-1")).status).toBe(400);
  });
});

describe("GET /api/training-providers", () => {
  it("lists providers with their active course count, filtered by location", async () => {
    const providers = await t.prisma.user.findMany({ where: { userType: "training_provider" } });
    const target = providers.find((user) => user.district)!;
    const list = await getList(`/api/training-providers?location=${encodeURIComponent(target.district!)}`);
    const expected = providers.filter((user) =>
      [user.cityVillage, user.district, user.state].some((v) => has(v, target.district!)),
    );
    expect(list.map((row) => row.id)).toEqual(expected.sort(byDirectoryOrder).map((user) => user.id));
    const row = list.find((r) => r.id === target.id)!;
    expect(row).toMatchObject({
      firstName: target.firstName,
      businessName: target.businessName,
      mobileNumber: target.mobileNumber,
      email: target.email,
      reviewCount: target.reviewCount,
      coursesOffered: await t.prisma.course.count({ where: { providerId: target.id, status: "active" } }),
    });
  });

  it("rejects limit=abc", async () => {
    expect((await getJson("/api/training-providers?limit=abc")).status).toBe(400);
  });
});

describe("GET /api/services", () => {
  it("lists the sample service providers, optionally by category, without sign-in", async () => {
    const all = await getJson("/api/services", undefined);
    expect(all.status).toBe(200);
    expect(all.body).toHaveLength(await t.prisma.serviceProvider.count());

    const rows = await t.prisma.serviceProvider.findMany({
      where: { serviceCategory: "transport" },
      orderBy: [{ rating: "desc" }, { id: "asc" }],
    });
    expect(rows.length).toBeGreaterThan(0);
    const transport = await getJson("/api/services?category=transport", undefined);
    // A business's phone number is for signed-in viewers only (the web app's Services screen), not this public list.
    expect(transport.body).toEqual(rows.map(({ createdAt: _createdAt, phoneNumber: _phoneNumber, ...row }) => row));
    expect(rows.every((row) => row.phoneNumber)).toBe(true);
  });

  it("rejects an unknown category with 400", async () => {
    const { status, body } = await getJson("/api/services?category=spaceflight");
    expect(status).toBe(400);
    expect(body).toMatchObject({ errors: { category: expect.stringContaining("harvesting") } });
  });
});
