import { describe, expect, it } from "vitest";
import { placeNameVariants } from "./aliases.ts";

describe("placeNameVariants", () => {
  it("adds the other names of a renamed city, whichever name is given, in any case", () => {
    expect(placeNameVariants("Mysore")).toEqual(["Mysore", "Mysuru"]);
    expect(placeNameVariants(" hubballi ")).toEqual(["hubballi", "Hubli"]);
  });

  it("keeps unknown places as typed and gives no filter for blank input", () => {
    expect(placeNameVariants("Mandya")).toEqual(["Mandya"]);
    expect(placeNameVariants("  ")).toEqual([]);
    expect(placeNameVariants(null)).toEqual([]);
  });
});
