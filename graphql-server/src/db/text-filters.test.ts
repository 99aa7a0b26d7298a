import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestDatabase, createTestDatabase } from "../test/database.ts";
import { contains, equalsIgnoringCase, likeLiteral } from "./text-filters.ts";

describe("text filters", () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
    const job = (title: string) => ({
      title,
      location: "Mandya",
      category: "horticulture" as const,
      dailyRate: 500,
      duration: 2,
    });
    await t.prisma.job.createMany({
      data: [
        job("Spray 50% neem mix"),
        job("Spray 500 litres"),
        job("Plot A_1 weeding"),
        job("Plot AB1 weeding"),
        job("Path C\\D"),
      ],
    });
  });
  afterAll(() => t.close());

  const titles = async (text: string) =>
    (await t.prisma.job.findMany({ where: { title: contains(text) }, orderBy: { id: "asc" } })).map((job) => job.title);

  it("take % and _ literally, not as wildcards", async () => {
    expect(await titles("50%")).toEqual(["Spray 50% neem mix"]);
    expect(await titles("%")).toEqual(["Spray 50% neem mix"]);
    expect(await titles("A_1")).toEqual(["Plot A_1 weeding"]);
    expect(await titles("_")).toEqual(["Plot A_1 weeding"]);
    expect(await titles("C\\D")).toEqual(["Path C\\D"]);
    expect(await titles("spray")).toEqual(["Spray 50% neem mix", "Spray 500 litres"]);
  });

  it("match a whole value in any case, with % _ and \\ taken literally", async () => {
    const exactly = async (text: string) =>
      (await t.prisma.job.findMany({ where: { title: equalsIgnoringCase(text) }, orderBy: { id: "asc" } })).map(
        (job) => job.title,
      );
    expect(await exactly("plot a_1 WEEDING")).toEqual(["Plot A_1 weeding"]);
    expect(await exactly("Plot A_1_weeding")).toEqual([]);
    expect(await exactly("Spray 50% neem mix")).toEqual(["Spray 50% neem mix"]);
    expect(await exactly("Spray 50%")).toEqual([]);
    expect(await exactly("path c\\d")).toEqual(["Path C\\D"]);
    // A lone or trailing backslash is an unfinished escape to PostgreSQL; escaped, it is just text.
    expect(await exactly("\\")).toEqual([]);
    expect(await exactly("Path C\\")).toEqual([]);
  });

  it("escapes the LIKE specials and nothing else", () => {
    expect(likeLiteral("50% a_b \\ c")).toBe("50\\% a\\_b \\\\ c");
    expect(likeLiteral("पानी ಹೊಲ")).toBe("पानी ಹೊಲ");
  });
});
