import { describe, expect, it } from "vitest";
import {
  DIRECTORY_ORDER,
  LABORER_ORDER,
  LISTED,
  MAX_SEARCH_WORDS,
  availableOnWhere,
  directoryWhere,
  filterText,
  locationWhere,
  searchWords,
} from "./directory-filters.ts";

const contains = (field: string, value: string) => ({ [field]: { contains: value, mode: "insensitive" } });

describe("filterText and searchWords", () => {
  it("trims, and treats blank and 'all' as no filter", () => {
    expect(filterText("  Mandya ")).toBe("Mandya");
    expect(filterText("   ")).toBeNull();
    expect(filterText("All")).toBeNull();
    expect(filterText(undefined)).toBeNull();
  });

  it("splits search text into words, keeping at most MAX_SEARCH_WORDS", () => {
    expect(searchWords("  Ramesh   Gowda ")).toEqual(["Ramesh", "Gowda"]);
    expect(searchWords("a b c d e f g")).toHaveLength(MAX_SEARCH_WORDS);
    expect(searchWords(null)).toEqual([]);
  });
});

describe("locationWhere", () => {
  it("matches every name of a renamed place in city/village, district and state", () => {
    const where = locationWhere("Mysore");
    expect(where?.OR).toHaveLength(6);
    expect(where?.OR).toContainEqual(contains("district", "Mysuru"));
    expect(where?.OR).toContainEqual(contains("cityVillage", "Mysore"));
    expect(where?.OR).toContainEqual(contains("state", "Mysuru"));
  });

  it("gives no condition for a blank location", () => {
    expect(locationWhere(" ")).toBeNull();
    expect(locationWhere("all")).toBeNull();
  });
});

describe("directoryWhere", () => {
  it("with no filters selects only the directory's user type", () => {
    expect(directoryWhere("employer", {})).toEqual({ userType: "employer", ...LISTED });
  });

  it("requires each search word in one of the directory's name fields", () => {
    expect(directoryWhere("laborer", { search: "ramesh gowda" })).toEqual({
      userType: "laborer",
      ...LISTED,
      AND: [
        { OR: [contains("firstName", "ramesh"), contains("lastName", "ramesh")] },
        { OR: [contains("firstName", "gowda"), contains("lastName", "gowda")] },
      ],
    });
  });

  it("searches business and farm names for employers, and the organisation name for providers", () => {
    const employerFields = directoryWhere("employer", { search: "estate" }).AND as { OR: object[] }[];
    expect(employerFields[0]!.OR).toEqual([
      contains("firstName", "estate"),
      contains("lastName", "estate"),
      contains("businessName", "estate"),
      contains("farmName", "estate"),
    ]);
    const providerFields = directoryWhere("training_provider", { search: "kendra" }).AND as { OR: object[] }[];
    expect(providerFields[0]!.OR).toContainEqual(contains("businessName", "kendra"));
    expect(providerFields[0]!.OR).not.toContainEqual(contains("farmName", "kendra"));
  });

  it("filters laborers by skill id, by the skills a name means, and by availability; not other directories", () => {
    expect(directoryWhere("laborer", { skillId: 7 }).AND).toEqual([{ skills: { some: { skillId: 7 } } }]);
    expect(directoryWhere("laborer", { skillIds: [3, 9] }).AND).toEqual([
      { skills: { some: { skillId: { in: [3, 9] } } } },
    ]);
    const day = new Date("2026-11-27T00:00:00Z");
    expect(directoryWhere("laborer", { availableOn: day }).AND).toEqual([availableOnWhere(day)]);
    expect(directoryWhere("employer", { skillId: 7, skillIds: [3], availableOn: day })).toEqual({
      userType: "employer",
      ...LISTED,
    });
  });

  it("combines search, location and skill with AND", () => {
    const where = directoryWhere("laborer", { search: "lakshmi", location: "Mandya", skillId: 3 });
    expect(where.AND).toHaveLength(3);
    expect(where.AND).toContainEqual(locationWhere("Mandya"));
  });

  it("lists available laborers first, then in the directory order", () => {
    expect(LABORER_ORDER).toEqual([{ available: "desc" }, ...DIRECTORY_ORDER]);
  });

  it("orders by rating (unrated last) with the id as tie-breaker, so cursor pages are stable", () => {
    expect(DIRECTORY_ORDER.at(-1)).toEqual({ id: "asc" });
    expect(DIRECTORY_ORDER[0]).toEqual({ rating: { sort: "desc", nulls: "last" } });
  });
});
