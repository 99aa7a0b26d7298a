import { describe, expect, it } from "vitest";
import locations from "./data/india-locations.json";
import { foundPlace } from "./foundPlace.ts";
import type { IndiaLocations } from "./india.ts";
import type { PlaceSuggestion } from "./usePlaceSuggestions.ts";

const lgd = locations as IndiaLocations;
const place = (fields: Partial<PlaceSuggestion> & Pick<PlaceSuggestion, "name" | "kind">): PlaceSuggestion => ({
  block: null,
  district: "",
  state: "",
  pincode: null,
  ...fields,
});

describe("foundPlace", () => {
  it("gives a town's state, district, village and pincode, and its block when the district has one of its name", () => {
    const maddur = place({ name: "Maddur", kind: "town", district: "Mandya", state: "Karnataka", pincode: "571428" });
    expect(foundPlace(lgd, maddur)).toEqual({
      state: "Karnataka",
      district: "Mandya",
      block: "Maddur",
      village: "Maddur",
      pincode: "571428",
    });
    const village = place({
      name: "Goravanahalli",
      kind: "village",
      district: "Mandya",
      state: "Karnataka",
      pincode: "571428",
    });
    expect(foundPlace(lgd, village)).toMatchObject({ block: "", village: "Goravanahalli", pincode: "571428" });
  });

  it("writes the names as the State, District and Block lists do, whatever their case and dots", () => {
    const mohali = place({ name: "Mohali", kind: "town", district: "SAS NAGAR", state: "punjab", pincode: "160055" });
    expect(foundPlace(lgd, mohali)).toMatchObject({ state: "Punjab", district: "S.A.S Nagar" });
    const block = place({ name: "maddur", kind: "block", district: "mandya", state: "KARNATAKA" });
    expect(foundPlace(lgd, block)).toEqual({
      state: "Karnataka",
      district: "Mandya",
      block: "Maddur",
      village: "",
      pincode: "",
    });
  });

  it("leaves a district or state the lists do not have empty, to choose by hand", () => {
    const unknown = place({
      name: "Nowhere",
      kind: "town",
      district: "Atlantis",
      state: "Karnataka",
      pincode: "999999",
    });
    expect(foundPlace(lgd, unknown)).toEqual({
      state: "Karnataka",
      district: "",
      block: "",
      village: "Nowhere",
      pincode: "999999",
    });
    expect(foundPlace(lgd, place({ name: "Mars", kind: "state", state: "Mars" })).state).toBe("");
  });

  it("gives a state or district alone, without a village or pincode", () => {
    expect(foundPlace(lgd, place({ name: "Kerala", kind: "state", state: "Kerala" }))).toEqual({
      state: "Kerala",
      district: "",
      block: "",
      village: "",
      pincode: "",
    });
    const pincode = place({
      name: "570001",
      kind: "pincode",
      district: "Mysuru",
      state: "Karnataka",
      pincode: "570001",
    });
    expect(foundPlace(lgd, pincode)).toEqual({
      state: "Karnataka",
      district: "Mysuru",
      block: "",
      village: "",
      pincode: "570001",
    });
  });

  it("keeps the search's names while the lists are not loaded", () => {
    const block = place({ name: "Maddur", kind: "block", district: "Mandya", state: "Karnataka" });
    expect(foundPlace(null, block)).toEqual({
      state: "Karnataka",
      district: "Mandya",
      block: "Maddur",
      village: "",
      pincode: "",
    });
  });
});
