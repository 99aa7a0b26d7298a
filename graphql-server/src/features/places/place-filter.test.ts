import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../db/seed/demo-accounts.ts";
import { type TestApp, createTestApp } from "../../test/app.ts";
import { filterPlaceNames } from "./place-filter.ts";
import { placeIndex } from "./places.ts";

// The place filters of jobs, the directories and courses read a place under any of its names: the English one,
// an older one, its name in Hindi, Kannada or Telugu, or a pincode (the towns and villages it serves).

const JOBS = /* GraphQL */ `
  query Jobs($location: String) { jobs(first: 100, location: $location) { totalCount edges { node { databaseId } } } }
`;
const EMPLOYERS = /* GraphQL */ `
  query Employers($location: String) { employers(first: 100, location: $location) { edges { node { databaseId } } } }
`;
const PROVIDERS = /* GraphQL */ `
  query Providers($location: String) {
    trainingProviders(first: 100, location: $location) { edges { node { databaseId } } }
  }
`;
const COURSES = /* GraphQL */ `
  query Courses($location: String) { courses(first: 100, location: $location) { edges { node { databaseId } } } }
`;

type Ids = { edges: { node: { databaseId: number } }[] };

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  cookie = await t.cookieFor(DEMO_ACCOUNTS.laborer);
  placeIndex(); // built on first use: here, under the hook's longer timeout
});
afterAll(() => t.close());

async function found(query: string, field: string, location: string): Promise<number[]> {
  const result = await t.graphql<Record<string, Ids>>(query, { location }, cookie);
  expect(result.errors, location).toBeUndefined();
  return result.data![field]!.edges.map((edge) => edge.node.databaseId).sort((a, b) => a - b);
}

const has = (value: string | null, text: string) => (value ?? "").toLowerCase().includes(text.toLowerCase());
const sorted = (rows: { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b);

describe("filterPlaceNames", () => {
  it("gives the English names behind a name in Kannada, Hindi or Telugu, with their older names", () => {
    for (const local of ["ಮೈಸೂರು", "मैसूरु", "మైసూరు"]) {
      expect(filterPlaceNames(local), local).toEqual([local, "Mysuru", "Mysore"]);
    }
    expect(filterPlaceNames("Gulbarga")).toEqual(["Gulbarga", "Kalaburagi"]);
  });

  it("gives a pincode's towns and villages, and nothing for blank text", () => {
    const names = filterPlaceNames("571428");
    expect(names[0]).toBe("571428");
    expect(names).toEqual(expect.arrayContaining(["Maddur", "Goravanahalli"]));
    expect(names.length).toBeLessThanOrEqual(31);
    expect(filterPlaceNames("  ")).toEqual([]);
    expect(filterPlaceNames(null)).toEqual([]);
  });
});

describe("jobs(location:)", () => {
  it("finds Mysuru's jobs by Mysore, Mysuru and its names in Kannada, Hindi and Telugu", async () => {
    const rows = await t.prisma.job.findMany({ where: { status: "active" } });
    const expected = sorted(rows.filter((job) => [job.location, job.district].some((text) => has(text, "Mysuru"))));
    expect(expected.length).toBeGreaterThan(0);
    for (const location of ["Mysore", "Mysuru", "ಮೈಸೂರು", "मैसूरु", "మైసూరు"]) {
      expect(await found(JOBS, "jobs", location), location).toEqual(expected);
    }
  });

  it("finds the jobs of a pincode's towns and villages (571428: Maddur), and of a town named in Kannada", async () => {
    const rows = await t.prisma.job.findMany({ where: { status: "active" } });
    const maddur = sorted(rows.filter((job) => has(job.location, "Maddur")));
    expect(maddur.length).toBeGreaterThan(0);
    const byPincode = await found(JOBS, "jobs", "571428");
    expect(byPincode).toEqual(expect.arrayContaining(maddur));
    expect(byPincode.length).toBeLessThan(rows.length);
    expect(await found(JOBS, "jobs", "ಮದ್ದೂರು")).toEqual(maddur);
  });

  it("finds a district under LGD's spelling and the one people write (Davangere, Davanagere)", async () => {
    const rows = await t.prisma.job.findMany({ where: { status: "active" } });
    const expected = sorted(rows.filter((job) => has(job.district, "Davanagere") || has(job.district, "Davangere")));
    expect(expected.length).toBeGreaterThan(0);
    expect(await found(JOBS, "jobs", "Davangere")).toEqual(expected);
    expect(await found(JOBS, "jobs", "ದಾವಣಗೆರೆ")).toEqual(expected);
  });
});

describe("employers(location:) and trainingProviders(location:)", () => {
  it("finds those in Hubballi by Hubli, Hubballi and ಹುಬ್ಬಳ್ಳಿ", async () => {
    for (const [query, field, userType] of [
      [EMPLOYERS, "employers", "employer"],
      [PROVIDERS, "trainingProviders", "training_provider"],
    ] as const) {
      const users = await t.prisma.user.findMany({ where: { userType, firstName: { not: null } } });
      const expected = sorted(users.filter((user) => has(user.cityVillage, "Hubballi")));
      expect(expected.length, field).toBeGreaterThan(0);
      for (const location of ["Hubli", "Hubballi", "ಹುಬ್ಬಳ್ಳಿ"]) {
        expect(await found(query, field, location), `${field} ${location}`).toEqual(expected);
      }
    }
  });

  it("finds employers by their district's name in Kannada (ಮಂಡ್ಯ: Mandya) and by their pincode's places", async () => {
    const users = await t.prisma.user.findMany({ where: { userType: "employer", firstName: { not: null } } });
    const mandya = sorted(users.filter((user) => has(user.district, "Mandya") || has(user.cityVillage, "Mandya")));
    expect(mandya.length).toBeGreaterThan(0);
    expect(await found(EMPLOYERS, "employers", "ಮಂಡ್ಯ")).toEqual(mandya);
    const hubballi = users.find((user) => user.pincode === "580020");
    expect(hubballi).toBeDefined();
    expect(await found(EMPLOYERS, "employers", "580020")).toContain(hubballi!.id);
  });
});

describe("courses(location:)", () => {
  it("finds Hubballi's courses by ಹುಬ್ಬಳ್ಳಿ as by Hubli, and Dharwad's by its name in Telugu", async () => {
    const rows = await t.prisma.course.findMany({ where: { status: "active" } });
    const hubballi = sorted(rows.filter((course) => has(course.location, "Hubballi")));
    expect(hubballi.length).toBeGreaterThan(0);
    expect(await found(COURSES, "courses", "ಹುಬ್ಬಳ್ಳಿ")).toEqual(hubballi);
    expect(await found(COURSES, "courses", "Hubli")).toEqual(hubballi);
    const dharwad = sorted(rows.filter((course) => has(course.location, "Dharwad")));
    expect(dharwad.length).toBeGreaterThan(0);
    expect(await found(COURSES, "courses", "ధార్వాడ్")).toEqual(dharwad);
  });
});
