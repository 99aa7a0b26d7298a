import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { jobOwnerNotSuspended } from "../moderation/index.ts";
import {
  isSameDistrict,
  jobSearchWhere,
  locationWhere,
  nearbyGroups,
  searchWhere,
  searchWords,
  SEARCH_LIMITS,
  textSearchWhere,
  wageBandWhere,
} from "./job-filters.ts";
import { WAGE_BAND_NAMES, WAGE_BANDS } from "../../rules/wage-bands.ts";

const ci = (text: string) => ({ contains: text, mode: "insensitive" });

/** Every search's own part: open jobs whose employer is not suspended now. */
const NOW = new Date("2026-11-28T06:00:00Z");
const OPEN = [{ status: "active" }, jobOwnerNotSuspended(NOW)];
beforeAll(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
});
afterAll(() => vi.useRealTimers());

describe("job search filters", () => {
  it("always limits to active jobs of employers not suspended, and adds nothing else without filters", () => {
    expect(jobSearchWhere({})).toEqual({ AND: OPEN });
    expect(jobSearchWhere({ search: "  ", location: "", category: null, wageBand: null, urgentOnly: false })).toEqual({
      AND: OPEN,
    });
  });

  it("free text: every word in the title, description, location, district or state", () => {
    const inSomeColumn = (word: string) => [
      { title: ci(word) },
      { description: ci(word) },
      { location: ci(word) },
      { district: ci(word) },
      { state: ci(word) },
    ];
    expect(textSearchWhere("  Paddy   Mandya ")).toEqual([
      { OR: inSomeColumn("Paddy") },
      { OR: inSomeColumn("Mandya") },
    ]);
  });

  it("free text: a word that is a place also matches the place's other names", () => {
    expect(textSearchWhere("mysore")).toEqual([
      {
        OR: [
          { title: ci("mysore") },
          { description: ci("mysore") },
          { location: ci("mysore") },
          { district: ci("mysore") },
          { state: ci("mysore") },
          { title: ci("Mysuru") },
          { description: ci("Mysuru") },
          { location: ci("Mysuru") },
          { district: ci("Mysuru") },
          { state: ci("Mysuru") },
        ],
      },
    ]);
  });

  it("cuts free text to the first 8 words and 100 characters", () => {
    expect(searchWords("a b c d e f g h i j")).toEqual(["a", "b", "c", "d", "e", "f", "g", "h"]);
    expect(searchWords("x".repeat(150))).toEqual(["x".repeat(SEARCH_LIMITS.characters)]);
  });

  it("location: every name of the place over location, district and state", () => {
    expect(locationWhere("Mysore")).toEqual({
      OR: [
        { location: ci("Mysore") },
        { district: ci("Mysore") },
        { state: ci("Mysore") },
        { location: ci("Mysuru") },
        { district: ci("Mysuru") },
        { state: ci("Mysuru") },
      ],
    });
    expect(locationWhere("  ")).toBeNull();
  });

  it("wage bands include the lower edge and exclude the upper one; 1000+ has no top", () => {
    expect(wageBandWhere("R300_500")).toEqual({ dailyRate: { gte: 300, lt: 500 } });
    expect(wageBandWhere("R500_700")).toEqual({ dailyRate: { gte: 500, lt: 700 } });
    expect(wageBandWhere("R700_1000")).toEqual({ dailyRate: { gte: 700, lt: 1000 } });
    expect(wageBandWhere("R1000_PLUS")).toEqual({ dailyRate: { gte: 1000 } });
    // Each rate from 300 up falls in exactly one band.
    for (const rate of [300, 499, 500, 699, 700, 999, 1000, 5000]) {
      const bands = WAGE_BAND_NAMES.filter((band) => {
        const { min, below } = WAGE_BANDS[band];
        return rate >= min && (below === null || rate < below);
      });
      expect(bands).toHaveLength(1);
    }
  });

  it("combines every filter with AND", () => {
    expect(
      jobSearchWhere({
        search: "paddy",
        location: "Mandya",
        category: "field_activities",
        wageBand: "R500_700",
        urgentOnly: true,
      }),
    ).toEqual({
      AND: [
        ...OPEN,
        ...textSearchWhere("paddy"),
        locationWhere("Mandya"),
        { category: "field_activities" },
        { dailyRate: { gte: 500, lt: 700 } },
        { isUrgent: true },
      ],
    });
  });
});

describe("nearby groups", () => {
  const eq = (column: string, name: string) => ({ [column]: { equals: name, mode: "insensitive" } });

  it("district first, then the rest of the state, both inside the state", () => {
    expect(nearbyGroups({ district: "Mysuru", state: "Karnataka" })).toEqual({
      district: {
        AND: [{ OR: [eq("state", "Karnataka")] }, { OR: [eq("district", "Mysuru"), eq("district", "Mysore")] }],
      },
      rest: {
        AND: [
          { OR: [eq("state", "Karnataka")] },
          { OR: [{ district: null }, { NOT: { OR: [eq("district", "Mysuru"), eq("district", "Mysore")] } }] },
        ],
      },
    });
  });

  it("only a state: one group; neither: no restriction", () => {
    expect(nearbyGroups({ district: null, state: "Karnataka" })).toEqual({
      district: null,
      rest: { OR: [eq("state", "Karnataka")] },
    });
    expect(nearbyGroups({ district: " ", state: null })).toBeNull();
    expect(nearbyGroups(null)).toBeNull();
  });

  it("a district without a state: the district first, then everything else", () => {
    const groups = nearbyGroups({ district: "Mandya", state: null })!;
    expect(groups.district).toEqual({ AND: [{ OR: [eq("district", "Mandya")] }] });
    expect(groups.rest).toEqual({ AND: [{ OR: [{ district: null }, { NOT: { OR: [eq("district", "Mandya")] } }] }] });
  });

  it("searchWhere adds the whole nearby area (both groups) to the filters", () => {
    const viewer = { district: "Mandya", state: "Karnataka" };
    const groups = nearbyGroups(viewer)!;
    expect(searchWhere({ nearby: true, urgentOnly: true }, viewer)).toEqual({
      AND: [jobSearchWhere({ urgentOnly: true }), { OR: [groups.district, groups.rest] }],
    });
    expect(searchWhere({ nearby: false }, viewer)).toEqual({ AND: OPEN });
    expect(searchWhere({ nearby: true }, null)).toEqual({ AND: OPEN });
  });

  it("tells in JavaScript whether a job's district is the viewer's, like the database filter", () => {
    expect(isSameDistrict("MYSORE", "Mysuru")).toBe(true);
    expect(isSameDistrict("Mandya", "Mysuru")).toBe(false);
    expect(isSameDistrict(null, "Mysuru")).toBe(false);
  });
});
