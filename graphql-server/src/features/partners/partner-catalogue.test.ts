// What a partner key reads of the public catalogues: skills with their names in every language, and courses.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PartnerClient, partnerClient } from "../../test/partners/partner-test-client.ts";
import { type GraphQLResult, type TestApp, createTestApp } from "../../test/app.ts";

let t: TestApp;
let partner: PartnerClient;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  partner = await partnerClient(t);
});
afterAll(() => t.close());

describe("the skill catalogue for partners", () => {
  const SKILLS = `{ skills { databaseId name names { en hi kn te } en: localizedName(locale: "en") kn: localizedName(locale: "kn")
    nameInRequestLanguage } }`;
  interface SkillNames {
    databaseId: number;
    name: string;
    names: Record<"en" | "hi" | "kn" | "te", string | null>;
    en: string;
    kn: string | null;
    nameInRequestLanguage: string;
  }

  it("names every skill in en, hi, kn and te, as the catalogue has them", async () => {
    const result = await partner.graphql<{ skills: SkillNames[] }>(SKILLS);
    expect(result.errors).toBeUndefined();
    const rows = await t.prisma.skill.findMany({ orderBy: { id: "asc" } });
    expect(result.data!.skills.map((skill) => skill.databaseId)).toEqual(rows.map((row) => row.id));
    for (const [i, row] of rows.entries()) {
      const stored = row.localizedNames as Record<string, string>;
      const skill = result.data!.skills[i]!;
      expect(skill.names).toEqual({
        en: row.name,
        hi: stored.hi ?? null,
        kn: stored.kn ?? null,
        te: stored.te ?? null,
      });
      expect(skill.en).toBe(row.name);
      expect(skill.kn).toBe(stored.kn ?? null);
      expect(skill.nameInRequestLanguage).toBe(row.name);
    }
    expect(
      result.data!.skills.filter((skill) => Object.values(skill.names).every((name) => name)).length,
    ).toBeGreaterThan(0);
  });

  it("names them in the request's language: X-Language, else Accept-Language", async () => {
    const rows = await t.prisma.skill.findMany({ orderBy: { id: "asc" } });
    const inLanguage = (locale: string) =>
      rows.map((row) => (row.localizedNames as Record<string, string>)[locale] ?? row.name);
    const kannada = await partner.graphql<{ skills: SkillNames[] }>(
      SKILLS,
      {},
      { "accept-language": "kn-IN,en;q=0.5" },
    );
    expect(kannada.data!.skills.map((skill) => skill.nameInRequestLanguage)).toEqual(inLanguage("kn"));
    const hindi = await partner.graphql<{ skills: SkillNames[] }>(
      SKILLS,
      {},
      { "x-language": "hi", "accept-language": "te" },
    );
    expect(hindi.data!.skills.map((skill) => skill.nameInRequestLanguage)).toEqual(inLanguage("hi"));
    expect(inLanguage("hi")).not.toEqual(rows.map((row) => row.name));
  });
});

describe("courses for partners", () => {
  const COURSES = `query ($after: String, $isFree: Boolean) {
    courses(first: 3, after: $after, isFree: $isFree) {
      edges { node { databaseId title price isFree providerName provider { id } } }
      pageInfo { hasNextPage endCursor }
    }
  }`;
  interface CourseNode {
    databaseId: number;
    price: number;
    isFree: boolean;
    providerName: string | null;
    provider: unknown;
  }

  type CoursesPage = {
    courses: { edges: { node: CourseNode }[]; pageInfo: { hasNextPage: boolean; endCursor: string } };
  };

  async function allCourses(isFree?: boolean): Promise<CourseNode[]> {
    const nodes: CourseNode[] = [];
    let after: string | null = null;
    for (;;) {
      const result: GraphQLResult<CoursesPage> = await partner.graphql<CoursesPage>(COURSES, { after, isFree });
      expect(result.errors).toBeUndefined();
      nodes.push(...result.data!.courses.edges.map((edge) => edge.node));
      if (!result.data!.courses.pageInfo.hasNextPage) return nodes;
      after = result.data!.courses.pageInfo.endCursor;
    }
  }
  const sortedIds = (rows: { id?: number; databaseId?: number }[]) =>
    rows.map((row) => row.databaseId ?? row.id!).sort((a, b) => a - b);

  it("pages every listed course, free and paid, with its price and the provider's organisation name only", async () => {
    const listed = await t.prisma.course.findMany({ where: { status: "active" }, include: { provider: true } });
    expect(listed.some((course) => course.isFree)).toBe(true);
    expect(listed.some((course) => !course.isFree)).toBe(true);
    const courses = await allCourses();
    expect(sortedIds(courses)).toEqual(sortedIds(listed));
    for (const course of courses) {
      const row = listed.find((one) => one.id === course.databaseId)!;
      expect(course.price).toBe(row.price);
      expect(course.isFree).toBe(row.price === 0);
      // The provider as a person (phone, e-mail) is for signed-in users only.
      expect(course.provider).toBeNull();
      if (row.provider?.businessName) expect(course.providerName).toBe(row.provider.businessName);
    }
  });

  it("isFree filters free (true) or paid (false) courses", async () => {
    const listed = await t.prisma.course.findMany({ where: { status: "active" } });
    expect(sortedIds(await allCourses(true))).toEqual(sortedIds(listed.filter((course) => course.price === 0)));
    expect(sortedIds(await allCourses(false))).toEqual(sortedIds(listed.filter((course) => course.price > 0)));
  });
});
