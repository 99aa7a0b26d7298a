import { describe, expect, it } from "vitest";
import { buildIndiaLocations, lgdTitleCase, readIndiaLocationSources } from "./data/buildIndiaLocations.ts";
import locationsJson from "./data/india-locations.json";
import { blockNames, districtNames, loadIndiaLocations, stateHasBlocks, stateNames } from "./india.ts";

// The 28 states and 8 union territories of India.
const STATES_AND_UTS = [
  "Andhra Pradesh",
  "Arunachal Pradesh",
  "Assam",
  "Bihar",
  "Chhattisgarh",
  "Goa",
  "Gujarat",
  "Haryana",
  "Himachal Pradesh",
  "Jharkhand",
  "Karnataka",
  "Kerala",
  "Madhya Pradesh",
  "Maharashtra",
  "Manipur",
  "Meghalaya",
  "Mizoram",
  "Nagaland",
  "Odisha",
  "Punjab",
  "Rajasthan",
  "Sikkim",
  "Tamil Nadu",
  "Telangana",
  "Tripura",
  "Uttar Pradesh",
  "Uttarakhand",
  "West Bengal",
  "Andaman and Nicobar Islands",
  "Chandigarh",
  "Dadra and Nagar Haveli and Daman and Diu",
  "Delhi",
  "Jammu and Kashmir",
  "Ladakh",
  "Lakshadweep",
  "Puducherry",
];

describe("India location data", () => {
  it("is what the checked-in LGD extracts produce", () => {
    const { districtsCsv, blocksCsv } = readIndiaLocationSources();
    expect(locationsJson).toEqual(buildIndiaLocations(districtsCsv, blocksCsv));
  });

  it("covers all 36 states and union territories, each with districts", async () => {
    const locations = await loadIndiaLocations();
    expect([...stateNames(locations)].sort()).toEqual([...STATES_AND_UTS].sort());
    for (const state of STATES_AND_UTS) expect(districtNames(locations, state).length).toBeGreaterThan(0);
  });

  it("has the districts of the north-eastern states", async () => {
    const locations = await loadIndiaLocations();
    expect(districtNames(locations, "Sikkim")).toEqual([
      "Gangtok",
      "Gyalshing",
      "Mangan",
      "Namchi",
      "Pakyong",
      "Soreng",
    ]);
    expect(districtNames(locations, "Tripura")).toContain("West Tripura");
    expect(districtNames(locations, "Arunachal Pradesh")).toContain("Tawang");
  });

  it("has Karnataka's blocks (the sample data's Maddur in Mandya) and none for Bihar", async () => {
    const locations = await loadIndiaLocations();
    expect(blockNames(locations, "Karnataka", "Mandya")).toContain("Maddur");
    expect(stateHasBlocks(locations, "Karnataka")).toBe(true);
    expect(stateHasBlocks(locations, "Kerala")).toBe(true);
    expect(stateHasBlocks(locations, "Bihar")).toBe(false);
    expect(blockNames(locations, "Bihar", "Patna")).toEqual([]);
  });

  it("loads the data once", async () => {
    expect(await loadIndiaLocations()).toBe(await loadIndiaLocations());
  });

  it.each([
    ["BENGALURU RURAL", "Bengaluru Rural"],
    ["NORTH AND MIDDLE ANDAMAN", "North and Middle Andaman"],
    ["KAIMUR (BHABUA)", "Kaimur (Bhabua)"],
    ["JANJGIR-CHAMPA", "Janjgir-Champa"],
    ["Y.S.R.", "Y.S.R."],
    ["NTR", "NTR"],
    ["K G F", "K G F"],
    ["Alluri Sitharama Raju", "Alluri Sitharama Raju"],
  ])("title-cases the LGD name %s as %s", (name, expected) => {
    expect(lgdTitleCase(name)).toBe(expected);
  });
});
