import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../db/seed/demo-accounts.ts";
import type { User } from "../../generated/prisma/client.ts";
import { type TestApp, createTestApp } from "../../test/app.ts";
import { globalIdOf } from "../../graphql/global-id.ts";

let t: TestApp;
let cookie: string;

const LABORERS = /* GraphQL */ `
  query Laborers($first: Int, $after: String, $search: String, $location: String, $skill: ID, $skillName: String) {
    laborers(first: $first, after: $after, search: $search, location: $location, skill: $skill, skillName: $skillName) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges { node { databaseId firstName lastName mobileNumber email rating location bio skillBadges { databaseId name } } }
    }
  }
`;

const EMPLOYERS = /* GraphQL */ `
  query Employers($first: Int, $search: String, $location: String) {
    employers(first: $first, search: $search, location: $location) {
      totalCount
      edges { node { databaseId businessName farmName mobileNumber jobsPosted userType } }
    }
  }
`;

const PROVIDERS = /* GraphQL */ `
  query Providers($first: Int, $search: String, $location: String) {
    trainingProviders(first: $first, search: $search, location: $location) {
      totalCount
      edges { node { databaseId businessName coursesOffered userType } }
    }
  }
`;

interface Node {
  databaseId: number;
  [field: string]: unknown;
}
type Connection = {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  edges: { node: Node }[];
};

async function page(query: string, field: string, variables: Record<string, unknown>, as: string | undefined = cookie) {
  const result = await t.graphql<Record<string, Connection>>(query, variables, as);
  expect(result.errors).toBeUndefined();
  return result.data![field]!;
}
const ids = (connection: Connection) => connection.edges.map((edge) => edge.node.databaseId);

/** The directory order, computed here: rating high to low, unrated last, then id. */
function directoryOrder(users: Pick<User, "id" | "rating">[]): number[] {
  return [...users]
    .sort((a, b) => {
      if (a.rating !== b.rating) {
        if (a.rating === null) return 1;
        if (b.rating === null) return -1;
        return b.rating - a.rating;
      }
      return a.id - b.id;
    })
    .map((user) => user.id);
}

const has = (value: string | null, text: string) => (value ?? "").toLowerCase().includes(text.toLowerCase());

async function usersOfType(userType: User["userType"]) {
  return t.prisma.user.findMany({ where: { userType, firstName: { not: null } } });
}

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  cookie = await t.cookieFor(DEMO_ACCOUNTS.laborer);
  // Rows that make the order interesting: unrated laborers (last, by id) and a tie with a demo rating.
  const tiedRating = (await t.prisma.user.findFirstOrThrow({ where: { userType: "laborer", rating: { not: null } } }))
    .rating;
  await t.prisma.user.createMany({
    data: [
      {
        mobileNumber: "7000000101",
        userType: "laborer",
        firstName: "Unrated",
        lastName: "One",
        cityVillage: "Bengaluru",
      },
      { mobileNumber: "7000000102", userType: "laborer", firstName: "Unrated", lastName: "Two", district: "Mysuru" },
      { mobileNumber: "7000000103", userType: "laborer", firstName: "Tied", lastName: "Rating", rating: tiedRating },
      // Signed up but gave no name yet: not listed.
      { mobileNumber: "7000000104", userType: "laborer", rating: 5 },
    ],
  });
});

afterAll(async () => {
  await t.close();
});

describe("directory queries need sign-in", () => {
  it.each([
    ["laborers", LABORERS],
    ["employers", EMPLOYERS],
    ["trainingProviders", PROVIDERS],
  ])("%s is UNAUTHENTICATED for a signed-out request", async (field, query) => {
    const result = await t.graphql(query, {});
    expect(result.data ?? null).toBeNull();
    expect(result.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect(result.errors?.[0]?.path).toEqual([field]);
  });

  it("the services marketplace samples are public", async () => {
    const result = await t.graphql(`{ serviceProviders { databaseId } }`);
    expect(result.errors).toBeUndefined();
    expect(result.data!.serviceProviders).toHaveLength(await t.prisma.serviceProvider.count());
  });
});

describe("laborers", () => {
  it("leaves out accounts that have no name yet", async () => {
    const nameless = await t.prisma.user.findUniqueOrThrow({ where: { mobileNumber: "7000000104" } });
    const connection = await page(LABORERS, "laborers", { first: 100 });
    expect(ids(connection)).not.toContain(nameless.id);
    expect(connection.totalCount).toBe(
      await t.prisma.user.count({ where: { userType: "laborer", firstName: { not: null } } }),
    );
  });

  it("lists every laborer, best rated first (unrated last, ties by id), with contact details for a signed-in viewer", async () => {
    const laborers = await usersOfType("laborer");
    const connection = await page(LABORERS, "laborers", { first: 100 });
    expect(connection.totalCount).toBe(laborers.length);
    expect(ids(connection)).toEqual(directoryOrder(laborers).slice(0, 100));
    const ramesh = laborers.find((user) => user.mobileNumber === DEMO_ACCOUNTS.laborer)!;
    const node = connection.edges.find((edge) => edge.node.databaseId === ramesh.id)!.node;
    expect(node.mobileNumber).toBe(ramesh.mobileNumber);
    expect(node.email).toBe(ramesh.email);
    expect(node.bio).toBe(ramesh.bio);
    expect(node.location).toBe([ramesh.cityVillage, ramesh.district].filter(Boolean).join(", "));
  });

  it("defaults to 20 per page and walks every laborer exactly once by cursor", async () => {
    const expected = directoryOrder(await usersOfType("laborer"));
    const first = await page(LABORERS, "laborers", {});
    expect(first.edges).toHaveLength(Math.min(20, expected.length));

    const seen: number[] = [];
    let after: string | null = null;
    for (let i = 0; i < 100; i += 1) {
      const connection: Connection = await page(LABORERS, "laborers", { first: 4, after });
      seen.push(...ids(connection));
      if (!connection.pageInfo.hasNextPage) break;
      after = connection.pageInfo.endCursor;
    }
    expect(seen).toEqual(expected);

    // And backwards: the two before the fifth laborer are the third and fourth.
    const cursors = /* GraphQL */ `
      query ($first: Int, $last: Int, $before: String) {
        laborers(first: $first, last: $last, before: $before) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node { databaseId } } }
      }
    `;
    const five = await page(cursors, "laborers", { first: 5 });
    const fifth = (five.edges[4] as unknown as { cursor: string }).cursor;
    expect(ids(await page(cursors, "laborers", { last: 2, before: fifth }))).toEqual(expected.slice(2, 4));
  });

  it("searches first and last names: every word must match, in any case", async () => {
    const ramesh = await t.prisma.user.findUniqueOrThrow({ where: { mobileNumber: DEMO_ACCOUNTS.laborer } });
    const search = `${ramesh.firstName!.toUpperCase()} ${ramesh.lastName!.toLowerCase()}`;
    const expected = (await usersOfType("laborer")).filter((user) =>
      search.split(" ").every((word) => has(user.firstName, word) || has(user.lastName, word)),
    );
    const connection = await page(LABORERS, "laborers", { search, first: 100 });
    expect(ids(connection)).toEqual(directoryOrder(expected));
    expect(ids(connection)).toContain(ramesh.id);
  });

  it.each([
    ["Mysore", ["mysore", "mysuru"]],
    ["Bangalore", ["bangalore", "bengaluru"]],
    ["mandya", ["mandya"]],
  ])(
    "location %s finds laborers by any name of the place in city/village, district or state",
    async (location, names) => {
      const expected = (await usersOfType("laborer")).filter((user) =>
        names.some((name) => has(user.cityVillage, name) || has(user.district, name) || has(user.state, name)),
      );
      expect(expected.length).toBeGreaterThan(0);
      const connection = await page(LABORERS, "laborers", { location, first: 100 });
      expect(ids(connection)).toEqual(directoryOrder(expected));
    },
  );

  it("filters by skill (global id or name) and lists each laborer's skills oldest first", async () => {
    const popular = await t.prisma.userSkill.groupBy({
      by: ["skillId"],
      where: { user: { userType: "laborer" } },
      _count: { skillId: true },
      orderBy: { _count: { skillId: "desc" } },
      take: 1,
    });
    const skill = await t.prisma.skill.findUniqueOrThrow({ where: { id: popular[0]!.skillId } });
    const expected = await t.prisma.user.findMany({
      where: { userType: "laborer", skills: { some: { skillId: skill.id } } },
      include: { skills: { orderBy: { id: "asc" }, include: { skill: true } } },
    });

    const byId = await page(LABORERS, "laborers", { skill: globalIdOf("Skill", skill.id), first: 100 });
    expect(ids(byId)).toEqual(directoryOrder(expected));
    const byName = await page(LABORERS, "laborers", { skillName: skill.name.toUpperCase(), first: 100 });
    expect(ids(byName)).toEqual(ids(byId));

    for (const { node } of byId.edges) {
      const row = expected.find((user) => user.id === node.databaseId)!;
      expect(node.skillBadges).toEqual(row.skills.map(({ skill: s }) => ({ databaseId: s.id, name: s.name })));
    }
  });

  it("rejects a skill id that is not a Skill global id", async () => {
    const result = await t.graphql(LABORERS, { skill: globalIdOf("Job", 1) }, cookie);
    expect(result.errors?.[0]?.message).toBe("Invalid skill ID");
  });

  it("caps a page at 100", async () => {
    await t.prisma.user.createMany({
      data: Array.from({ length: 101 }, (_, i) => ({
        mobileNumber: `71000${String(i).padStart(5, "0")}`,
        userType: "laborer" as const,
        firstName: `Bulk${i}`,
      })),
    });
    const total = await t.prisma.user.count({ where: { userType: "laborer", firstName: { not: null } } });
    expect(total).toBeGreaterThan(100);
    const connection = await page(LABORERS, "laborers", { first: 1000 });
    expect(connection.edges).toHaveLength(100);
    expect(connection.pageInfo.hasNextPage).toBe(true);
    expect(connection.totalCount).toBe(total);
  });

  it("loads a page in a fixed number of queries, whatever its size (no N+1)", async () => {
    const fields = `edges { node { databaseId completedJobs coursesOffered jobsPosted skillBadges { name } } }`;
    const query = `query($first: Int) { laborers(first: $first) { ${fields} } }`;
    const count = async (first: number) => {
      t.queries.length = 0;
      await page(query, "laborers", { first });
      return t.queries.length;
    };
    expect(await count(2)).toBe(await count(50));
  });
});

describe("employers", () => {
  it("lists employers only, with contact details and jobs posted", async () => {
    const employers = await usersOfType("employer");
    const connection = await page(EMPLOYERS, "employers", { first: 100 });
    expect(ids(connection)).toEqual(directoryOrder(employers));
    for (const { node } of connection.edges) {
      const row = employers.find((user) => user.id === node.databaseId)!;
      expect(node.userType).toBe("employer");
      expect(node.mobileNumber).toBe(row.mobileNumber);
      expect(node.jobsPosted).toBe(await t.prisma.job.count({ where: { employerId: row.id } }));
    }
  });

  it("searches business and farm names as well as people's names", async () => {
    const employers = await usersOfType("employer");
    const withFarm = employers.find((user) => user.farmName)!;
    const word = withFarm.farmName!.split(" ")[0]!;
    const expected = employers.filter((user) =>
      [user.firstName, user.lastName, user.businessName, user.farmName].some((value) => has(value, word)),
    );
    const connection = await page(EMPLOYERS, "employers", { search: word.toLowerCase(), first: 100 });
    expect(ids(connection)).toContain(withFarm.id);
    expect(ids(connection)).toEqual(directoryOrder(expected));
  });

  it("filters by location using old city names (Hubli finds Hubballi)", async () => {
    const expected = (await usersOfType("employer")).filter((user) =>
      ["hubli", "hubballi"].some(
        (name) => has(user.cityVillage, name) || has(user.district, name) || has(user.state, name),
      ),
    );
    expect(expected.length).toBeGreaterThan(0);
    const connection = await page(EMPLOYERS, "employers", { location: "Hubli" });
    expect(ids(connection)).toEqual(directoryOrder(expected));
  });
});

describe("trainingProviders", () => {
  it("lists providers with their count of active courses", async () => {
    const providers = await usersOfType("training_provider");
    const connection = await page(PROVIDERS, "trainingProviders", { first: 100 });
    expect(ids(connection)).toEqual(directoryOrder(providers));
    for (const { node } of connection.edges) {
      expect(node.userType).toBe("training_provider");
      expect(node.coursesOffered).toBe(
        await t.prisma.course.count({ where: { providerId: node.databaseId, status: "active" } }),
      );
    }
  });

  it("searches organisation names and filters by location", async () => {
    const providers = await usersOfType("training_provider");
    const target = providers.find((user) => user.businessName && user.district)!;
    const word = target.businessName!.split(/\s+/).at(-1)!;
    const connection = await page(PROVIDERS, "trainingProviders", {
      search: word,
      location: target.district,
      first: 100,
    });
    const expected = providers.filter(
      (user) =>
        [user.firstName, user.lastName, user.businessName].some((value) => has(value, word)) &&
        [user.cityVillage, user.district, user.state].some((value) => has(value, target.district!)),
    );
    expect(ids(connection)).toContain(target.id);
    expect(ids(connection)).toEqual(directoryOrder(expected));
  });
});

describe("serviceProviders", () => {
  it("filters by category, best rated first, with every field", async () => {
    const rows = await t.prisma.serviceProvider.findMany({
      where: { serviceCategory: "harvesting" },
      orderBy: [{ rating: "desc" }, { id: "asc" }],
    });
    const result = await t.graphql(`{
      serviceProviders(category: harvesting) {
        databaseId businessName description serviceCategory servicesOffered equipmentAvailable
        coverageArea priceRange rating totalJobs availabilityStatus isVerified
      }
    }`);
    expect(result.errors).toBeUndefined();
    expect(rows.length).toBeGreaterThan(0);
    expect(result.data!.serviceProviders).toEqual(
      rows.map(({ id, createdAt: _createdAt, phoneNumber: _phoneNumber, ...row }) => ({ databaseId: id, ...row })),
    );
  });

  it("gives a business's phone number to signed-in viewers only", async () => {
    const query = `{ serviceProviders(category: harvesting) { businessName phoneNumber } }`;
    const rows = await t.prisma.serviceProvider.findMany({
      where: { serviceCategory: "harvesting" },
      orderBy: [{ rating: "desc" }, { id: "asc" }],
    });
    const signedOut = await t.graphql(query);
    expect(signedOut.data!.serviceProviders.every((p: { phoneNumber: string | null }) => p.phoneNumber === null)).toBe(
      true,
    );
    const signedIn = await t.graphql(query, {}, await t.cookieFor(DEMO_ACCOUNTS.laborer));
    expect(signedIn.data!.serviceProviders.map((p: { phoneNumber: string }) => p.phoneNumber)).toEqual(
      rows.map((row) => row.phoneNumber),
    );
    expect(rows.every((row) => /^[6-9]\d{9}$/.test(row.phoneNumber ?? ""))).toBe(true);
  });
});
