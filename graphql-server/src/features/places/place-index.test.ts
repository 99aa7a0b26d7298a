import { describe, expect, it } from "vitest";
import { distanceKm } from "../../rules/distance.ts";
import { placeIndex } from "./places.ts";
import { readPlaceSources } from "./place-sources.ts";

// City centres as Wikipedia gives them, to check that our places' coordinates give the right distances.
const CENTRES = {
  Mandya: { latitude: 12.52, longitude: 76.9 },
  Mysuru: { latitude: 12.2958, longitude: 76.6394 },
  Hubballi: { latitude: 15.3647, longitude: 75.124 },
  Bengaluru: { latitude: 12.9716, longitude: 77.5946 },
};

describe("the place index", () => {
  const places = placeIndex();

  it("gives every district in the LGD list coordinates inside India", () => {
    const lgd = readPlaceSources().lgd;
    const located = new Set(places.districts().map((place) => `${place.state}|${place.district}`));
    const missing = Object.entries(lgd).flatMap(([state, districts]) =>
      Object.keys(districts).filter((district) => !located.has(`${state}|${district}`)),
    );
    expect(missing).toEqual([]);
    expect(located.size).toBe(Object.values(lgd).reduce((n, districts) => n + Object.keys(districts).length, 0));
    for (const place of places.districts()) {
      expect(place.latitude, place.name).toBeGreaterThan(6);
      expect(place.latitude, place.name).toBeLessThan(37.5);
      expect(place.longitude, place.name).toBeGreaterThan(68);
      expect(place.longitude, place.name).toBeLessThan(97.5);
    }
  });

  it("puts districts and towns where their distances come out right within 5%", () => {
    const at = (district: string, town?: string) => {
      const place = places.locate({ cityVillage: town, district, state: "Karnataka" });
      if (!place) throw new Error(`${town ?? district} not found`);
      return place;
    };
    const pairs = [
      [at("Mandya"), at("Mysuru"), distanceKm(CENTRES.Mandya, CENTRES.Mysuru)],
      [at("Mandya"), at("Dharwad", "Hubballi"), distanceKm(CENTRES.Mandya, CENTRES.Hubballi)],
      [at("Bengaluru Urban", "Bengaluru"), at("Mysuru"), distanceKm(CENTRES.Bengaluru, CENTRES.Mysuru)],
    ] as const;
    for (const [from, to, expected] of pairs) {
      expect(Math.abs(distanceKm(from, to) - expected) / expected, `${from.name} to ${to.name}`).toBeLessThan(0.05);
    }
    expect(distanceKm(CENTRES.Mandya, CENTRES.Mysuru)).toBeCloseTo(37, -1);
  });

  it("finds Mysuru from its old name and from its names in Kannada and Hindi", () => {
    for (const text of ["Mysore", "mysuru", "ಮೈಸೂರು", "मैसूर"]) {
      const [first] = places.search(text, 5);
      expect(first, text).toMatchObject({ name: "Mysuru", kind: "district", state: "Karnataka" });
    }
  });

  it("finds a village by its name and a pincode with the villages in it", () => {
    const village = places.search("Goravanahalli", 10).find((place) => place.district === "Mandya");
    expect(village).toMatchObject({ kind: "village", pincode: "571428", state: "Karnataka" });
    const [pincode, ...inside] = places.search("571428", 20);
    expect(pincode).toMatchObject({ kind: "pincode", name: "571428", district: "Mandya" });
    expect(inside.map((place) => place.name)).toContain("Goravanahalli");
    expect(places.search("5714", 3).every((place) => place.kind === "pincode" && place.name.startsWith("5714"))).toBe(
      true,
    );
  });

  it("locates the finest place named: the pincode, else the village or town in its district, else the district", () => {
    const maddur = places.locate({ cityVillage: "Maddur", district: "Mandya", state: "Karnataka" });
    expect(maddur).toMatchObject({ name: "Maddur", district: "Mandya" });
    expect(distanceKm(maddur!, places.locate({ district: "Mandya" })!)).toBeGreaterThan(10);
    expect(places.locate({ pincode: "570001", cityVillage: "Maddur", district: "Mandya" })).toMatchObject({
      kind: "pincode",
      district: "Mysuru",
    });
    expect(places.locate({ cityVillage: "Nowhere-on-earth", district: "Mandya" })).toMatchObject({ kind: "district" });
    expect(places.locate({})).toBeNull();
  });

  it("finds the places named after a city by its older name, whole or begun (Bangalore, Banga)", () => {
    const districts = (text: string) =>
      places
        .search(text, 10)
        .filter((place) => place.kind === "district")
        .map((place) => place.name);
    expect(districts("Bangalore")).toEqual(["Bengaluru Rural", "Bengaluru Urban"]);
    expect(districts("banga")).toEqual(expect.arrayContaining(["Bengaluru Rural", "Bengaluru Urban"]));
    expect(places.search("Bangalore Urban", 3)[0]).toMatchObject({ name: "Bengaluru Urban", kind: "district" });
    expect(places.search("Gulbarga", 3)[0]).toMatchObject({ name: "Kalaburagi", kind: "district" });
    expect(places.search("Firozepur", 3)[0]).toMatchObject({ name: "Ferozepur", kind: "district", state: "Punjab" });
  });

  it("names every place's state and district as the LGD list does, the list the forms' selects show", () => {
    const lgd = readPlaceSources().lgd;
    const outside = places
      .places()
      .filter((place) => place.kind !== "state" && lgd[place.state]?.[place.district] === undefined)
      .map((place) => `${place.name} (${place.kind}): ${place.district}, ${place.state}`);
    expect(outside.slice(0, 10)).toEqual([]);
    expect(places.places().every((place) => place.state in lgd)).toBe(true);
    // India Post leaves some offices' district and state out; they take those of their pincode's other offices.
    expect(places.search("Kolalapudi", 5)).toContainEqual(
      expect.objectContaining({ kind: "village", district: "Bapatla", state: "Andhra Pradesh" }),
    );
  });

  it("finds nothing for blank text", () => {
    expect(places.search("   ", 10)).toEqual([]);
  });
});
