// Near pages when many jobs share a point (a village's jobs all sit at the village's point): walking the pages
// with the connection's cursors gives every open job within the radius once, nearest point first and the newest
// first at one point, with the filters applied and the count as it should be; going back gives the same order.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { distanceKm } from "../../rules/distance.ts";
import { type GraphQLResult, type TestApp, createTestApp } from "../../test/app.ts";

let t: TestApp;

const CENTRE = { latitude: 12.52, longitude: 76.9 };
/** Points at about 0, 4, 4 (another point at the same distance band), 18 and 40 km from the centre. */
const POINTS = [
  { latitude: 12.52, longitude: 76.9, jobs: 30 },
  { latitude: 12.556, longitude: 76.9, jobs: 1 },
  { latitude: 12.52, longitude: 76.937, jobs: 4 },
  { latitude: 12.68, longitude: 76.9, jobs: 25 },
  { latitude: 12.88, longitude: 76.9, jobs: 5 },
];

type Job = { id: number; latitude: number; longitude: number; category: string; status: string };
let jobs: Job[] = [];

const PAGE = `
  query($latitude: Float, $longitude: Float, $first: Int, $after: String, $last: Int, $before: String,
        $category: JobCategory) {
    jobs(latitude: $latitude, longitude: $longitude, radiusKm: 25, first: $first, after: $after, last: $last,
         before: $before, category: $category) {
      totalCount
      edges { node { databaseId } }
      pageInfo { hasNextPage hasPreviousPage endCursor startCursor }
    }
  }`;

type Page = {
  totalCount: number;
  edges: { node: { databaseId: number } }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; endCursor: string; startCursor: string };
};

/** The order the search promises, worked out here from the rows themselves. */
function expectedOrder(keep: (job: Job) => boolean): number[] {
  return jobs
    .filter((job) => job.status === "active" && keep(job) && distanceKm(CENTRE, job) <= 25)
    .sort((a, b) => distanceKm(CENTRE, a) - distanceKm(CENTRE, b) || b.id - a.id)
    .map((job) => job.id);
}

async function walk(variables: Record<string, unknown>): Promise<{ ids: number[]; totals: number[] }> {
  const ids: number[] = [];
  const totals: number[] = [];
  let after: string | null = null;
  for (let pages = 0; pages < 50; pages++) {
    const result: GraphQLResult<{ jobs: Page }> = await t.graphql(PAGE, { ...CENTRE, ...variables, first: 7, after });
    expect(result.errors).toBeUndefined();
    ids.push(...result.data!.jobs.edges.map((edge) => edge.node.databaseId));
    totals.push(result.data!.jobs.totalCount);
    if (!result.data!.jobs.pageInfo.hasNextPage) break;
    after = result.data!.jobs.pageInfo.endCursor;
  }
  return { ids, totals };
}

beforeAll(async () => {
  t = await createTestApp();
  const employer = await t.prisma.user.create({ data: { mobileNumber: "9000000301", userType: "employer" } });
  const categories = ["field_activities", "horticulture", "animal_husbandry"] as const;
  let n = 0;
  for (const point of POINTS) {
    for (let i = 0; i < point.jobs; i++, n++) {
      await t.prisma.job.create({
        data: {
          employerId: employer.id,
          title: `Job ${n}`,
          description: "Work",
          location: "Test village",
          category: categories[n % categories.length]!,
          dailyRate: 600,
          duration: 2,
          latitude: point.latitude,
          longitude: point.longitude,
          // Every ninth job is closed: it never shows.
          status: n % 9 === 4 ? "closed" : "active",
        },
      });
    }
  }
  jobs = (await t.prisma.job.findMany()) as Job[];
}, 120_000);
afterAll(() => t.close());

describe("near pages over shared points", () => {
  it("walks every open job within the radius once, nearest point first, newest first at a point", async () => {
    const expected = expectedOrder(() => true);
    expect(expected.length).toBeGreaterThan(40);
    const { ids, totals } = await walk({});
    expect(ids).toEqual(expected);
    expect(new Set(totals)).toEqual(new Set([expected.length]));
  });

  it("applies the other filters at every point", async () => {
    const expected = expectedOrder((job) => job.category === "horticulture");
    const { ids, totals } = await walk({ category: "horticulture" });
    expect(ids).toEqual(expected);
    expect(totals[0]).toBe(expected.length);
  });

  it("pages back in the same order", async () => {
    const expected = expectedOrder(() => true);
    const forward = await t.graphql<{ jobs: Page }>(PAGE, { ...CENTRE, first: 20 });
    const before = forward.data!.jobs.pageInfo.endCursor;
    const back = await t.graphql<{ jobs: Page }>(PAGE, { ...CENTRE, last: 6, before });
    expect(back.errors).toBeUndefined();
    expect(back.data!.jobs.edges.map((edge) => edge.node.databaseId)).toEqual(expected.slice(13, 19));
    expect(back.data!.jobs.pageInfo.hasPreviousPage).toBe(true);
  });
});
