// Jobs near a place: coordinates from the place a job and a person name, only what lies within the radius,
// nearest first with each job's distance, through GraphQL and REST, with bad input refused.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_RADIUS_KM, DISTANCE_MESSAGES, distanceKm } from "../../rules/distance.ts";
import { type TestApp, createTestApp } from "../../test/app.ts";
import { placeIndex } from "../places/places.ts";

let t: TestApp;
let employerCookie: string;
let laborerCookie: string;
const jobIds = new Map<string, number>();

const NEAR_JOBS = `
  query NearJobs($nearby: Boolean, $near: String, $latitude: Float, $longitude: Float, $radiusKm: Int,
                 $first: Int, $after: String, $category: JobCategory) {
    jobs(nearby: $nearby, near: $near, latitude: $latitude, longitude: $longitude, radiusKm: $radiusKm,
         first: $first, after: $after, category: $category) {
      totalCount
      edges { node { databaseId title distanceKm } }
      pageInfo { hasNextPage endCursor }
    }
  }`;

type Page = {
  totalCount: number;
  edges: { node: { databaseId: number; title: string; distanceKm: number | null } }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
};

async function search(variables: Record<string, unknown>, cookie?: string) {
  return t.graphql<{ jobs: Page }>(NEAR_JOBS, variables, cookie);
}
async function titles(variables: Record<string, unknown>, cookie?: string): Promise<string[]> {
  const result = await search(variables, cookie);
  expect(result.errors).toBeUndefined();
  return result.data!.jobs.edges.map((edge) => edge.node.title);
}

/** Where the place index puts a village or town of a district. */
const at = (cityVillage: string, district: string) => {
  const place = placeIndex().locate({ cityVillage, district, state: "Karnataka" });
  if (!place) throw new Error(`${cityVillage} is not in the place index`);
  return place;
};

beforeAll(async () => {
  t = await createTestApp();
  await t.prisma.user.createMany({
    data: [
      { mobileNumber: "9000000101", userType: "employer", firstName: "Ravi" },
      { mobileNumber: "9000000102", userType: "laborer", firstName: "Lakshmi" },
    ],
  });
  employerCookie = await t.cookieFor("9000000101");
  laborerCookie = await t.cookieFor("9000000102");
  for (const [title, location, district] of [
    ["Maddur sugarcane", "Maddur, Karnataka", "Mandya"],
    ["Mandya paddy", "Mandya, Karnataka", "Mandya"],
    ["Mysuru mango", "Mysuru, Karnataka", "Mysuru"],
    ["Hubballi cotton", "Hubballi, Karnataka", "Dharwad"],
  ] as const) {
    const response = await t.request("/api/jobs", {
      method: "POST",
      cookie: employerCookie,
      json: {
        title,
        location,
        district,
        state: "Karnataka",
        category: "field_activities",
        dailyRate: 600,
        duration: 5,
      },
    });
    expect(response.status, await response.clone().text()).toBe(201);
    jobIds.set(title, ((await response.json()) as { id: number }).id);
  }
  const profile = await t.request("/api/auth/user", {
    method: "PATCH",
    cookie: laborerCookie,
    json: { cityVillage: "Maddur", district: "Mandya", state: "Karnataka", pincode: "571428" },
  });
  expect(profile.status, await profile.clone().text()).toBe(200);
}, 120_000);
afterAll(() => t.close());

describe("coordinates from places", () => {
  it("a job gets the coordinates of the village or town it names, a person those of their pincode", async () => {
    const job = await t.prisma.job.findUniqueOrThrow({ where: { id: jobIds.get("Maddur sugarcane")! } });
    const maddur = at("Maddur", "Mandya");
    expect(job.latitude).toBeCloseTo(maddur.latitude, 5);
    expect(job.longitude).toBeCloseTo(maddur.longitude, 5);
    const laborer = await t.prisma.user.findUniqueOrThrow({ where: { mobileNumber: "9000000102" } });
    const pincode = placeIndex().locate({ pincode: "571428" })!;
    expect([laborer.latitude, laborer.longitude]).toEqual([pincode.latitude, pincode.longitude]);
  });

  it("a job moved to another place gets its coordinates", async () => {
    const id = jobIds.get("Hubballi cotton")!;
    const before = await t.prisma.job.findUniqueOrThrow({ where: { id } });
    const moved = await t.graphql(
      `mutation($id: ID!) { updateJob(id: $id, input: { location: "Dharwad, Karnataka" }) { __typename } }`,
      { id: Buffer.from(`Job:${id}`).toString("base64") },
      employerCookie,
    );
    expect(moved.errors).toBeUndefined();
    const after = await t.prisma.job.findUniqueOrThrow({ where: { id } });
    expect(after.latitude).not.toBe(before.latitude);
    const dharwad = at("Dharwad", "Dharwad");
    expect([after.latitude, after.longitude]).toEqual([dharwad.latitude, dharwad.longitude]);
  });
});

describe("jobs near a centre", () => {
  it(`nearby: only jobs within ${DEFAULT_RADIUS_KM} km of the laborer's place, nearest first, with distances`, async () => {
    const result = await search({ nearby: true }, laborerCookie);
    expect(result.errors).toBeUndefined();
    const page = result.data!.jobs;
    expect(page.edges.map((edge) => edge.node.title)).toEqual(["Maddur sugarcane", "Mandya paddy"]);
    expect(page.totalCount).toBe(2);
    const home = placeIndex().locate({ pincode: "571428" })!;
    const mandya = await t.prisma.job.findUniqueOrThrow({ where: { id: jobIds.get("Mandya paddy")! } });
    const expected = distanceKm(home, { latitude: mandya.latitude!, longitude: mandya.longitude! });
    expect(page.edges[1]!.node.distanceKm).toBeCloseTo(expected, 3);
    expect(expected).toBeGreaterThan(5);
    expect(expected).toBeLessThan(DEFAULT_RADIUS_KM);
  });

  it("a wider radius reaches Mysuru but not Hubballi or Dharwad", async () => {
    expect(await titles({ nearby: true, radiusKm: 100 }, laborerCookie)).toEqual([
      "Maddur sugarcane",
      "Mandya paddy",
      "Mysuru mango",
    ]);
  });

  it("a typed place is the centre, under an old name or in another script", async () => {
    for (const near of ["Mysore", "ಮೈಸೂರು", "मैसूर"]) {
      const found = await titles({ near, radiusKm: 10 });
      expect(found, near).toEqual(["Mysuru mango"]);
    }
  });

  it("a point is the centre, and pages follow the distance order with the usual cursors", async () => {
    const maddur = at("Maddur", "Mandya");
    const all: string[] = [];
    let after: string | null = null;
    for (;;) {
      const result = await search({
        latitude: maddur.latitude,
        longitude: maddur.longitude,
        radiusKm: 100,
        first: 1,
        after,
      });
      expect(result.errors).toBeUndefined();
      all.push(...result.data!.jobs.edges.map((edge) => edge.node.title));
      if (!result.data!.jobs.pageInfo.hasNextPage) break;
      after = result.data!.jobs.pageInfo.endCursor;
    }
    expect(all).toEqual(["Maddur sugarcane", "Mandya paddy", "Mysuru mango"]);
  });

  it("other filters narrow the jobs within the radius", async () => {
    expect(await titles({ nearby: true, category: "horticulture" }, laborerCookie)).toEqual([]);
  });

  it("refuses a radius out of range, an unknown place and half a point, in the viewer's language", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ nearby: true, radiusKm: 0 }, DISTANCE_MESSAGES.radius],
      [{ near: "Mandya", radiusKm: 101 }, DISTANCE_MESSAGES.radius],
      [{ near: "Qqqzzz" }, DISTANCE_MESSAGES.placeNotFound],
      [{ latitude: 12.5 }, DISTANCE_MESSAGES.coordinates],
      [{ latitude: 51.5, longitude: -0.1 }, DISTANCE_MESSAGES.coordinates],
    ];
    for (const [variables, message] of cases) {
      const result = await search(variables);
      expect(result.errors?.[0]?.message, JSON.stringify(variables)).toBe(message);
    }
  });
});

describe("REST: GET /api/jobs/search near a place", () => {
  it("takes near= and radiusKm=, and each job carries distanceKm", async () => {
    const response = await t.request("/api/jobs/search?near=Maddur&radiusKm=25");
    expect(response.status).toBe(200);
    const jobs = (await response.json()) as { title: string; distanceKm: number }[];
    expect(jobs.map((job) => job.title)).toEqual(["Maddur sugarcane", "Mandya paddy"]);
    expect(jobs[0]!.distanceKm).toBeLessThan(jobs[1]!.distanceKm);
  });

  it("takes lat= and lng=", async () => {
    const mysuru = at("Mysuru", "Mysuru");
    const response = await t.request(`/api/jobs/search?lat=${mysuru.latitude}&lng=${mysuru.longitude}&radiusKm=5`);
    expect(((await response.json()) as { title: string }[]).map((job) => job.title)).toEqual(["Mysuru mango"]);
  });

  it("answers 400 with a message for a radius or point that is not a number or out of range", async () => {
    for (const query of ["near=Maddur&radiusKm=abc", "near=Maddur&radiusKm=500", "lat=north&lng=76", "near=Qqqzzz"]) {
      const response = await t.request(`/api/jobs/search?${query}`);
      expect(response.status, query).toBe(400);
      expect(JSON.stringify(await response.json()), query).toMatch(/Distance|Latitude|could not find/);
    }
  });
});
