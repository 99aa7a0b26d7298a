// Near pages of laborers when many share a point: walking the pages with the connection's cursors gives every
// listed laborer within the radius once — those available today first, then the others; within each, nearest
// point first and the oldest account first at a point — with a skill filter applied and the count as it should be.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { distanceKm } from "../../rules/distance.ts";
import { ensureSkillCatalogue } from "../../db/seed/skill-catalogue.ts";
import { todayInIndia } from "../../i18n/india-date.ts";
import { type GraphQLResult, type TestApp, createTestApp } from "../../test/app.ts";

let t: TestApp;
let cookie: string;
let milkingId: number;

const CENTRE = { latitude: 12.52, longitude: 76.9 };
const POINTS = [
  { latitude: 12.52, longitude: 76.9, people: 14 },
  { latitude: 12.556, longitude: 76.9, people: 3 },
  { latitude: 12.68, longitude: 76.9, people: 12 },
  { latitude: 12.88, longitude: 76.9, people: 4 },
];

type Person = { id: number; latitude: number; longitude: number; availableToday: boolean; milks: boolean };
const people: Person[] = [];

const PAGE = `
  query($latitude: Float, $longitude: Float, $first: Int, $after: String, $skillName: String) {
    laborers(latitude: $latitude, longitude: $longitude, radiusKm: 25, first: $first, after: $after,
             skillName: $skillName) {
      totalCount
      edges { node { databaseId } }
      pageInfo { hasNextPage endCursor }
    }
  }`;
type Page = {
  totalCount: number;
  edges: { node: { databaseId: number } }[];
  pageInfo: { hasNextPage: boolean; endCursor: string };
};

function expectedOrder(keep: (person: Person) => boolean): number[] {
  return people
    .filter((person) => keep(person) && distanceKm(CENTRE, person) <= 25)
    .sort(
      (a, b) =>
        Number(b.availableToday) - Number(a.availableToday) ||
        distanceKm(CENTRE, a) - distanceKm(CENTRE, b) ||
        a.id - b.id,
    )
    .map((person) => person.id);
}

async function walk(variables: Record<string, unknown>): Promise<{ ids: number[]; totals: number[] }> {
  const ids: number[] = [];
  const totals: number[] = [];
  let after: string | null = null;
  for (let pages = 0; pages < 50; pages++) {
    const result: GraphQLResult<{ laborers: Page }> = await t.graphql(
      PAGE,
      { ...CENTRE, ...variables, first: 5, after },
      cookie,
    );
    expect(result.errors).toBeUndefined();
    ids.push(...result.data!.laborers.edges.map((edge) => edge.node.databaseId));
    totals.push(result.data!.laborers.totalCount);
    if (!result.data!.laborers.pageInfo.hasNextPage) break;
    after = result.data!.laborers.pageInfo.endCursor;
  }
  return { ids, totals };
}

beforeAll(async () => {
  t = await createTestApp();
  await t.prisma.user.create({ data: { mobileNumber: "9000000401", userType: "employer", firstName: "Ravi" } });
  cookie = await t.cookieFor("9000000401");
  await ensureSkillCatalogue(t.prisma);
  milkingId = (await t.prisma.skill.findFirstOrThrow({ where: { name: "Milking" } })).id;
  const today = todayInIndia();
  const later = new Date(today.getTime() + 5 * 86_400_000);
  let n = 0;
  for (const point of POINTS) {
    for (let i = 0; i < point.people; i++, n++) {
      // Available today, available only from a later day, or not available.
      const kind = n % 3;
      const milks = n % 2 === 0;
      const person = await t.prisma.user.create({
        data: {
          mobileNumber: `91000${String(n).padStart(5, "0")}`,
          userType: "laborer",
          firstName: `Worker ${n}`,
          latitude: point.latitude,
          longitude: point.longitude,
          available: kind !== 2,
          availableFrom: kind === 1 ? later : null,
          ...(milks ? { skills: { create: { skillId: milkingId } } } : {}),
        },
      });
      people.push({ id: person.id, ...point, availableToday: kind === 0, milks });
    }
  }
}, 120_000);
afterAll(() => t.close());

describe("near pages of laborers over shared points", () => {
  it("walks every laborer within the radius once: available today first, then nearest, then oldest", async () => {
    const expected = expectedOrder(() => true);
    expect(expected.length).toBe(29);
    const { ids, totals } = await walk({});
    expect(ids).toEqual(expected);
    expect(new Set(totals)).toEqual(new Set([expected.length]));
  });

  it("applies a skill filter at every point", async () => {
    const expected = expectedOrder((person) => person.milks);
    const { ids, totals } = await walk({ skillName: "Milking" });
    expect(ids).toEqual(expected);
    expect(totals[0]).toBe(expected.length);
  });
});
